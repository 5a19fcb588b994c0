import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/jobs-service/src/schema.ts',
  out: './apps/jobs-service/drizzle',
});
