import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ApiPaths } from '@hirewise/contracts';
import type { MainStack } from './main-stack';
import { waitForConvergence } from './convergence';
import { postJob, signupPerson, type Person } from './people';

const ROOT = join(__dirname, '..', '..', '..', '..');
const SERVICES = ['auth', 'jobs', 'applications', 'media', 'ai', 'notifications'] as const;
const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function count(url: string, table: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;
  } finally {
    await client.end();
  }
}

const runTool = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [join(ROOT, 'tools/ops', script), ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });

/**
 * Issue 20: backup and restore in server mode, once, on the scenario stack's small data set: the
 * read models converge on the live databases, a backup of all six restores into empty databases
 * with 0 differences and the same rows, and a restore into a database that is not empty, or from a
 * damaged backup, is refused.
 */
export function describeBackupRestore(main: MainStack): void {
  describe('backup and restore (server)', () => {
    const urlVar = (s: string) => `${s.toUpperCase()}_DATABASE_URL`;
    const restoredName = `hwt_restore_${randomBytes(4).toString('hex')}`;
    const restored = Object.fromEntries(SERVICES.map((s) => [urlVar(s), `${PG_URL}/${restoredName}_${s}`]));
    let live: Record<string, string>;
    let dir: string;

    beforeAll(async () => {
      const { api, stack } = main;
      live = Object.fromEntries(SERVICES.map((s) => [urlVar(s), String(stack.env[urlVar(s)])]));
      dir = mkdtempSync(join(tmpdir(), 'hw-backup-'));
      const recruiter: Person = await signupPerson(api, 'recruiter', 'Bea Backup', 'backup');
      const [a, b]: Person[] = await Promise.all([signupPerson(api, 'applicant', 'Ann Backup', 'backup'), signupPerson(api, 'applicant', 'Bo Backup', 'backup')]);
      const jobId = await postJob(api, recruiter, 'Backup Archivist');
      const applicationIds: string[] = [];
      for (const person of [a, b]) {
        const res = await api<{ _id?: string }>(ApiPaths.jobApplications(jobId), { token: person.token, body: { sop: 'Restore me.' } });
        expect(res.status).toBe(201);
      }
      const listed = await api<{ _id: string; userId: string }[]>(`${ApiPaths.applicants}?jobId=${jobId}`, { token: recruiter.token });
      applicationIds.push(...listed.body.filter((x) => x.userId === a.id).map((x) => x._id));
      for (const status of ['shortlisted', 'accepted']) expect((await api(ApiPaths.application(applicationIds[0]), { method: 'PUT', token: recruiter.token, body: { status } })).status).toBe(200);
      expect((await api('/api/rating', { method: 'PUT', token: a.token, body: { rating: 4, jobId } })).status).toBe(200);
    });

    afterAll(async () => {
      rmSync(dir, { recursive: true, force: true });
      for (const s of SERVICES) await admin(`DROP DATABASE IF EXISTS "${restoredName}_${s}" WITH (FORCE)`);
    });

    it('the live read models converge on the applications service’s truth (0 differences)', async () => {
      const result = await waitForConvergence({ jobsUrl: live.JOBS_DATABASE_URL, applicationsUrl: live.APPLICATIONS_DATABASE_URL }, 20_000);
      expect(result.jobs).toBeGreaterThan(0);
      expect(result.differences).toEqual([]);
    });

    it('backs up every database and lists the stored files; restores into empty databases with 0 differences and the same rows', async () => {
      const backup = runTool('backup.mjs', ['--out', dir], live);
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { dumps: Record<string, { bytes: number }>; files: { count: number } };
      expect(Object.keys(manifest.dumps).sort()).toEqual([...SERVICES].sort());
      expect(JSON.parse(readFileSync(join(dir, 'files.json'), 'utf8'))).toHaveLength(manifest.files.count);

      for (const s of SERVICES) await admin(`CREATE DATABASE "${restoredName}_${s}"`);
      const restore = runTool('restore.mjs', ['--from', dir], restored);
      expect(restore.status).toBe(0);
      expect(restore.stdout).toMatch(/jobs compared, 0 differences/);
      for (const [service, table] of [['auth', 'users'], ['jobs', 'jobs'], ['applications', 'applications'], ['applications', 'ratings'], ['media', 'files'], ['notifications', 'notifications']] as const) {
        expect(await count(restored[urlVar(service)], table)).toBe(await count(live[urlVar(service)], table));
      }
    });

    it('refuses to restore into a database that is not empty, or from a damaged backup, and changes nothing', async () => {
      const before = await count(restored.JOBS_DATABASE_URL, 'jobs');
      const again = runTool('restore.mjs', ['--from', dir], restored);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/is not empty .* restore only into empty databases/);
      expect(await count(restored.JOBS_DATABASE_URL, 'jobs')).toBe(before);

      const dump = join(dir, 'jobs.dump');
      const bytes = readFileSync(dump);
      bytes[bytes.length - 10] ^= 0xff;
      writeFileSync(dump, bytes);
      const damaged = runTool('restore.mjs', ['--from', dir], restored);
      expect(damaged.status).toBe(1);
      expect(damaged.stderr).toMatch(/jobs\.dump does not match its checksum/);
    });
  });
}
