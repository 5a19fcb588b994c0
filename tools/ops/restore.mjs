#!/usr/bin/env node
/**
 * `node tools/ops/restore.mjs --from DIR` (server mode): restores a backup made by backup.mjs into
 * the databases the six `<SERVICE>_DATABASE_URL` variables name, which must be empty (it refuses a
 * database that has tables, changing nothing), checks each dump against the manifest's SHA-256
 * first, then runs the convergence check (converge.mjs) on the restored jobs and applications
 * databases. Exits 1 on any failure or difference. PG_RESTORE names the pg_restore binary.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { SERVICES, databaseUrlsOrExit, requiredArg, redact } = require('./lib/services.cjs');
const { checkConvergence } = require('./lib/convergence.cjs');

const from = resolve(requiredArg('from', 'node tools/ops/restore.mjs --from DIR'));
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!existsSync(join(from, 'manifest.json'))) fail(`${from} has no manifest.json: not a backup made by tools/ops/backup.mjs`);
const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8'));
const urls = databaseUrlsOrExit();

// Everything is checked before anything is written.
for (const service of SERVICES) {
  const entry = manifest.dumps?.[service];
  if (!entry) fail(`the backup has no dump of the ${service} database`);
  const digest = createHash('sha256').update(readFileSync(join(from, entry.file))).digest('hex');
  if (digest !== entry.sha256) fail(`${entry.file} does not match its checksum in manifest.json: the backup is damaged`);
}
for (const service of SERVICES) {
  const client = new Client({ connectionString: urls[service] });
  await client.connect();
  const { rows } = await client.query("select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
  await client.end();
  if (rows[0].n > 0) fail(`the ${service} database (${redact(urls[service])}) is not empty (${rows[0].n} tables): restore only into empty databases`);
}

for (const service of SERVICES) {
  const run = spawnSync(process.env.PG_RESTORE || 'pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${urls[service]}`, join(from, manifest.dumps[service].file)], { encoding: 'utf8' });
  if (run.status !== 0) fail(`pg_restore of the ${service} database failed: ${(run.stderr || run.error?.message || '').trim()}`);
  console.log(`${service}: restored`);
}

const result = await checkConvergence({ jobsUrl: urls.jobs, applicationsUrl: urls.applications });
for (const d of result.differences.slice(0, 50)) console.log(`job ${d.jobId}: ${d.field} is ${d.found}, the applications service says ${d.expected}`);
console.log(`restored ${SERVICES.length} databases; ${manifest.files.count} stored files listed in files.json; ${result.jobs} jobs compared, ${result.differences.length} differences`);
process.exit(result.differences.length ? 1 : 0);
