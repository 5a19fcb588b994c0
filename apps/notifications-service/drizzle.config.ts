import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/notifications-service/src/schema.ts',
  out: './apps/notifications-service/drizzle',
});
