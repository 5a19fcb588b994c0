import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's schema
type AnyDatabase = PgDatabase<PgQueryResultHKT, any>;

/** A query drizzle has built: run with the values of its `sql.placeholder()`s. */
interface PreparedQuery<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** A drizzle query builder (select, insert, update, delete) that can be prepared, or run as it is. */
interface Preparable<T> {
  prepare(name: string): PreparedQuery<T>;
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** The driver connection a database or an open transaction runs its statements on (drizzle's session). */
interface WithSession {
  session: { client: unknown };
}

const names = new Set<string>();

/**
 * A hot query built once (issue 19, part 5). Drizzle turns a query's expression tree into SQL text
 * on every execution; under a write load that was about a third of the applications service's CPU
 * (docs/performance.md). A `Precompiled` query is built on first use with `sql.placeholder()`s for
 * what changes, and then run with new values, on the database or on the connection of an open
 * transaction (drizzle's own prepared queries stay bound to the database they were built on, so
 * they could not run inside a transaction).
 *
 * It is also a named prepared statement on PostgreSQL (parsed and planned once per connection;
 * PGlite ignores the name), so `name` must be unique in the process; the statements are
 * re-prepared by each new connection, so they follow migrations that ran before it opened.
 */
export class Precompiled<T> {
  /** Built per driver (a test process or the one-process bench holds PGlite and node-postgres databases). */
  private readonly prepared = new Map<object, PreparedQuery<T>>();

  constructor(
    readonly name: string,
    private readonly build: (db: AnyDatabase) => Preparable<T>,
  ) {
    if (names.has(name)) throw new Error(`a precompiled query named "${name}" exists already`);
    names.add(name);
  }

  /** Runs the query on `db` (the service's database or an open transaction) with these placeholder values. */
  run(db: unknown, values: Record<string, unknown> = {}): Promise<T> {
    const database = db as AnyDatabase & WithSession;
    const driver = Object.getPrototypeOf(database.session) as object;
    let prepared = this.prepared.get(driver);
    if (!prepared) {
      prepared = this.build(database).prepare(this.name);
      this.prepared.set(driver, prepared);
    }
    // The built query with the caller's connection: its text, parameters and row mapping are shared.
    const bound = Object.create(prepared) as PreparedQuery<T> & { client: unknown };
    bound.client = database.session.client;
    return bound.execute(values);
  }
}

/**
 * Precompiled queries of one kind whose shape varies (which filters a list has, its sort keys): one
 * statement per shape (`key`), up to `max` shapes; past that a shape is built for each run, as an
 * ordinary drizzle query (the shapes come from requests, so their number must not grow unbounded).
 */
export class PrecompiledShapes<T> {
  private readonly shapes = new Map<string, Precompiled<T>>();

  constructor(
    private readonly prefix: string,
    private readonly max = 64,
  ) {}

  run(key: string, db: unknown, build: (db: AnyDatabase) => Preparable<T>, values: Record<string, unknown> = {}): Promise<T> {
    let query = this.shapes.get(key);
    if (!query && this.shapes.size < this.max) {
      query = new Precompiled(`${this.prefix}_${this.shapes.size}`, build);
      this.shapes.set(key, query);
    }
    return query ? query.run(db, values) : build(db as AnyDatabase).execute(values);
  }
}

/** `new Precompiled(name, build)`. */
export function precompile<T>(name: string, build: (db: AnyDatabase) => Preparable<T>): Precompiled<T> {
  return new Precompiled(name, build);
}
