import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/ai-service/src/schema.ts',
  out: './apps/ai-service/drizzle',
});
