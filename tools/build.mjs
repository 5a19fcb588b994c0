#!/usr/bin/env node
/** Builds every project through Nx (`nx run-many -t build`: tsc for libraries and services, Vite for the web app), cached by inputs. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

// A fresh clone: install the locked dependencies first, so `npm start` is the only command.
if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) run('npm', ['ci', '--no-audit', '--no-fund']);
run(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--outputStyle=static']);
