import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/media-service/src/schema.ts',
  out: './apps/media-service/drizzle',
});
