import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/applications-service/src/schema.ts',
  out: './apps/applications-service/drizzle',
});
