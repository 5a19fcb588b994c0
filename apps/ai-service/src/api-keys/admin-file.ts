import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Embedded mode only: a running AI service owns its PGlite directory (a second process must not
 * open it), so it serves key administration on a loopback port of its own and leaves this file
 * beside the database, readable by its user only: where the port is and the token that opens it.
 * Whoever can read the database directory can administer the keys; nobody else can.
 */
export interface AdminEndpoint {
  pid: number;
  port: number;
  token: string;
}

export const ADMIN_FILE_NAME = 'api-keys-admin.json';

/** `<DATA_DIR>/ai/api-keys-admin.json`, next to `<DATA_DIR>/ai/pgdata`. */
export function adminFilePath(dataDir: string): string {
  return join(dataDir, 'ai', ADMIN_FILE_NAME);
}

export function writeAdminFile(path: string, endpoint: AdminEndpoint): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(endpoint), { mode: 0o600 });
  renameSync(tmp, path);
}

export function readAdminFile(path: string): AdminEndpoint | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<AdminEndpoint>;
    if (Number.isInteger(parsed.pid) && Number.isInteger(parsed.port) && typeof parsed.token === 'string') return parsed as AdminEndpoint;
  } catch {
    /* unreadable: as if absent */
  }
  return undefined;
}

/** Removes the file only while it is still this endpoint's (a newer process may have replaced it). */
export function removeAdminFile(path: string, token: string): void {
  if (readAdminFile(path)?.token === token) rmSync(path, { force: true });
}

/** Whether a process with this id exists (EPERM: it does, under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
