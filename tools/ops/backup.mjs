#!/usr/bin/env node
/**
 * `node tools/ops/backup.mjs --out DIR` (server mode): dumps every service database with pg_dump
 * (custom format, `<service>.dump`) and lists the stored files (`files.json`, from the media
 * service's database: id, kind, owner, size, storage key, content type, creation time), then writes
 * `manifest.json` (when, each dump's size and SHA-256, the file count and bytes). Reads the six
 * `<SERVICE>_DATABASE_URL` variables; PG_DUMP names the pg_dump binary (its major version must be
 * at least the server's). The files themselves stay in their store (a folder or an S3 bucket, which
 * has its own copies or versioning): the list says which objects the databases refer to.
 * Restore: tools/ops/restore.mjs. docs/operations.md, "Backup and restore".
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { SERVICES, databaseUrlsOrExit, requiredArg, redact } = require('./lib/services.cjs');

const out = resolve(requiredArg('out', 'node tools/ops/backup.mjs --out DIR'));
const urls = databaseUrlsOrExit();
mkdirSync(out, { recursive: true });

const dumps = {};
for (const service of SERVICES) {
  const file = join(out, `${service}.dump`);
  const run = spawnSync(process.env.PG_DUMP || 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, urls[service]], { encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(`pg_dump of the ${service} database (${redact(urls[service])}) failed: ${(run.stderr || run.error?.message || '').trim()}`);
    process.exit(1);
  }
  dumps[service] = { file: `${service}.dump`, bytes: statSync(file).size, sha256: createHash('sha256').update(readFileSync(file)).digest('hex') };
  console.log(`${service}: ${dumps[service].bytes} bytes`);
}

const media = new Client({ connectionString: urls.media });
await media.connect();
const files = (await media.query('select id, kind, owner_id as "ownerId", size, storage_key as "storageKey", content_type as "contentType", created_at as "createdAt" from files order by created_at, id')).rows.map((f) => ({ ...f, size: Number(f.size) }));
await media.end();
writeFileSync(join(out, 'files.json'), `${JSON.stringify(files, null, 2)}\n`);

const manifest = {
  createdAt: new Date().toISOString(),
  services: SERVICES,
  dumps,
  files: { list: 'files.json', count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0), storage: process.env.STORAGE || 'fs' },
};
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`backup in ${out}: ${SERVICES.length} databases, ${files.length} stored files listed (${manifest.files.bytes} bytes)`);
