#!/usr/bin/env node
/**
 * The npm registry this project installs from does not serve every platform's prebuilt binary
 * (for example @swc/core-darwin-arm64). npm then leaves those optional packages out of
 * package-lock.json, and `npm ci` refuses the lock as "out of sync". This adds a lock entry,
 * marked optional and limited to its platform, for every optional dependency that has none, so
 * `npm ci` accepts the lock and skips them on this platform. Run it after `npm install`:
 * `npm run lock:fill`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'android', 'sunos', 'aix', 'openharmony'];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Where node would find `name` when required from the package at `from`. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.filter((t) => OS.includes(t));
  const cpu = tokens.filter((t) => CPU.includes(t));
  return { ...(os.length ? { os } : {}), ...(cpu.length ? { cpu } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const version = String(range).replace(/^[\^~=v]+/, '');
    const root = `node_modules/${name}`;
    const at = packages[root] ? `${path}/node_modules/${name}` : root;
    packages[at] = { version, optional: true, ...platformOf(name) };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock:fill: added ${added} optional platform entries`);
