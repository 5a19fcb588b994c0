#!/usr/bin/env node
/**
 * Operator command for the AI service's API keys (service clients of its HTTP API):
 *
 *   node tools/ai-keys.mjs issue --name reports-service --rate 120   # prints the key once
 *   node tools/ai-keys.mjs list
 *   node tools/ai-keys.mjs revoke <id or prefix>
 *
 * Same database as the AI service: AI_DATABASE_URL when set, else PGlite under DATA_DIR/ai (through
 * the running service when there is one). Runs the built CLI, apps/ai-service/dist/cli/ai-keys.js
 * (the images have it too); see docs/ai-service.md.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'ai-service', 'dist', 'cli', 'ai-keys.js');
if (!existsSync(cli)) {
  console.error(`${cli} is missing: build first (npm run build).`);
  process.exit(2);
}
const { runAiKeys } = createRequire(import.meta.url)(cli);
process.exitCode = await runAiKeys(process.argv.slice(2), process.env);
