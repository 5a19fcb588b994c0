import { createHash } from 'node:crypto';
import { isUuid, JobMessages } from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';

/**
 * Keyset pagination (issue 19): the next page starts after the last row of this one, found by its
 * sort values and id through the sort's index, so a deep page costs what the first does.
 *
 * A cursor is base64url of JSON `{ v, i, b }`: the last row's sort values, its id, and a hash of
 * the filters and order it was made for. It is opaque to clients but not secret: a cursor that
 * does not decode, does not fit the sort, or was made for other filters or another order is
 * refused with INVALID_CURSOR (400). Forging one gains nothing: it can only name a position.
 */
export type CursorValue = string | number;

export interface CursorPosition {
  values: CursorValue[];
  id: string;
}

/** What each sort value must be; checked before a value reaches SQL. */
export type CursorValueKind = 'int' | 'float' | 'timestamp';

const INT_MAX = 2_147_483_647;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A short hash of what the cursor belongs to (filters, order, scope): same inputs, same hash. */
export function cursorBinding(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodeCursor(binding: string, position: CursorPosition): string {
  return Buffer.from(JSON.stringify({ v: position.values, i: position.id, b: binding }), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, binding: string, kinds: readonly CursorValueKind[]): CursorPosition {
  const bytes = Buffer.from(cursor, 'base64url');
  // Base64 decoders skip what they cannot use: only a cursor written exactly as we write it is one.
  if (bytes.toString('base64url') !== cursor) throw invalid();
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid();
  }
  const { v, i, b } = (body ?? {}) as { v?: unknown; i?: unknown; b?: unknown };
  if (b !== binding || typeof i !== 'string' || !isUuid(i) || !Array.isArray(v) || v.length !== kinds.length) throw invalid();
  const values = v.map((value: unknown, n) => {
    if (kinds[n] === 'int' && typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT_MAX) return value;
    if (kinds[n] === 'float' && typeof value === 'number' && Number.isFinite(value)) return value;
    if (kinds[n] === 'timestamp' && typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return value;
    throw invalid();
  });
  return { values, id: i };
}

function invalid(): DomainError {
  return new DomainError('INVALID_CURSOR', JobMessages.invalidCursor);
}
