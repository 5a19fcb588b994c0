import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/auth-service/src/schema.ts',
  out: './apps/auth-service/drizzle',
});
