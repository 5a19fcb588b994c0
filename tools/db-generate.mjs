#!/usr/bin/env node
/** Generates a Drizzle migration for one service: `npm run db:generate -- auth [name]`. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [service, name] = process.argv.slice(2);
const config = `apps/${service}-service/drizzle.config.ts`;
if (!service || !existsSync(config)) {
  console.error('usage: npm run db:generate -- <service> [migration-name]   (a service with a drizzle.config.ts)');
  process.exit(2);
}
execFileSync('npx', ['drizzle-kit', 'generate', '--config', config, ...(name ? ['--name', name] : [])], { stdio: 'inherit' });
