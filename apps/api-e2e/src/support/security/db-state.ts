/**
 * "Nothing changed": a fingerprint of every service database of a server-mode stack (each user
 * table's row count and the md5 of its rows as text, in order) plus the list of stored files.
 *
 * Left out, per database: `outbox`. Its rows are the delivery state of events of earlier, accepted
 * writes (deleted once relayed, `attempts` and `next_attempt_at` moved by the relay's timer); an
 * event is only ever written in the same transaction as the data change it reports, so a refused
 * write that had changed anything would show in the data tables anyway. `settled()` waits until
 * every outbox is empty and the rest is still. Also `login_failures` (auth): a refused login is
 * counted there by design (docs/security.md); it holds no user data. And the notifications service's
 * `mail_queue` (the sending state of mail for notifications already stored: `attempts`, `sent_at` move with its
 * sender's timer, like an outbox; a notification a refused write had caused would show in `notifications`) and
 * `recipients` (a cache of names and addresses, refreshed when it is an hour old), and `webhook_deliveries`
 * (the sending state and log of webhook deliveries of events already accepted: `attempts`, `status` move with
 * its sender's timer). And the applications service's `recording_access` (issue 21): every play and
 * download of an interview recording is logged there by design, reads included (who and when only; a
 * refused one logs nothing, which recording-scenarios.ts checks). No other table changes on a read once the world is
 * built (the matrix checks it by replaying every read cell: projections are filled by events, and
 * by read-through on a first miss, which the world's own requests have already caused).
 */
import { Client } from 'pg';
import { SERVICE_NAMES } from '@hirewise/contracts';
import { storedObjects } from '../media-client';
import type { MainStack } from '../main-stack';

export const EXCLUDED_TABLES = ['outbox', 'login_failures', 'mail_queue', 'recipients', 'webhook_deliveries', 'recording_access'] as const;

export interface StoreState {
  tables: Record<string, string>;
  objects: string[];
}

export class StoreWatch {
  private readonly clients = new Map<string, Client>();
  private readonly tables = new Map<string, string[]>();
  private readonly withOutbox: string[] = [];

  constructor(private readonly main: MainStack) {}

  async open(): Promise<void> {
    for (const service of SERVICE_NAMES) {
      const url = this.main.stack.env[`${service.toUpperCase()}_DATABASE_URL`];
      if (!url) throw new Error(`no database URL for ${service}: the security suite needs the server mode`);
      const client = new Client({ connectionString: url });
      // The stack drops its databases WITH (FORCE) when it stops: that ends these connections too.
      client.on('error', () => undefined);
      await client.connect();
      this.clients.set(service, client);
      const { rows } = await client.query<{ name: string }>(
        `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_name <> all($1)
          order by 1`,
        [EXCLUDED_TABLES],
      );
      this.tables.set(service, rows.map((r) => r.name));
      const outbox = await client.query(`select 1 from information_schema.tables where table_schema = 'public' and table_name = 'outbox'`);
      if (outbox.rowCount) this.withOutbox.push(service);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((c) => c.end().catch(() => undefined)));
  }

  /** How many tables are compared (the suite reports it). */
  get tableCount(): number {
    return [...this.tables.values()].reduce((n, t) => n + t.length, 0);
  }

  async capture(): Promise<StoreState> {
    const tables: Record<string, string> = {};
    for (const [service, client] of this.clients) {
      const names = this.tables.get(service) ?? [];
      if (names.length === 0) continue;
      const sql = names
        .map((name, i) => `select ${i} as i, count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${name} t`)
        .join(' union all ');
      const { rows } = await client.query<{ i: number; n: number; h: string }>(sql);
      for (const r of rows) tables[`${service}:${names[r.i]}`] = `${r.n} rows ${r.h}`;
    }
    return { tables, objects: await storedObjects(this.main) };
  }

  /** Events stored by earlier writes and not yet handed to the broker, over all services. */
  async unrelayedEvents(): Promise<number> {
    let count = 0;
    for (const service of this.withOutbox) {
      const { rows } = await this.clients.get(service)!.query<{ n: number }>('select count(*)::int as n from public.outbox');
      count += rows[0].n;
    }
    return count;
  }

  /**
   * The state once the events of earlier writes have landed: every outbox relayed, then two
   * captures 150 ms apart that agree.
   */
  async settled(timeoutMs = 8000): Promise<StoreState> {
    const until = Date.now() + timeoutMs;
    let last = await this.capture();
    for (;;) {
      await new Promise((r) => setTimeout(r, 150));
      const next = await this.capture();
      if ((sameState(last, next) && (await this.unrelayedEvents()) === 0) || Date.now() > until) return next;
      last = next;
    }
  }
}

export function sameState(a: StoreState, b: StoreState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What differs between two states, for a readable failure ('jobs:public.jobs', 'stored objects'). */
export function stateChanges(before: StoreState, after: StoreState): string[] {
  const names = new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]);
  const changed = [...names].filter((n) => before.tables[n] !== after.tables[n]);
  if (JSON.stringify(before.objects) !== JSON.stringify(after.objects)) changed.push('stored objects');
  return changed;
}
