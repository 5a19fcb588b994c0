#!/usr/bin/env node
/** Builds every server project (tsc project references) and the web app (Vite). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

// A fresh clone: install the locked dependencies first, so `npm start` is the only command.
if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) run('npm', ['ci', '--no-audit', '--no-fund']);
run(bin('tsc'), ['-b', 'tsconfig.build.json']);
run(bin('vite'), ['build', '-c', 'apps/web/vite.config.ts', '--logLevel', 'warn']);
