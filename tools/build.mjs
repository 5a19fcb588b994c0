#!/usr/bin/env node
/** Builds every server project (tsc project references) and the web app (Vite). */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

run(bin('tsc'), ['-b', 'tsconfig.build.json']);
run(bin('vite'), ['build', '-c', 'apps/web/vite.config.ts', '--logLevel', 'warn']);
