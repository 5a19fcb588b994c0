/**
 * JSON bodies for the fuzzing, built from a valid body of the operation and its zod schema (the
 * one in GATEWAY_OPERATIONS, from libs/contracts): malformed JSON text, wrong types, missing and
 * extra fields, huge strings up to and over the body limit, hostile unicode and injection strings,
 * odd numbers, arrays where objects belong. Each candidate carries the answer the gateway must give,
 * decided by the same rules the gateway applies (body parser, then the schema, then the NUL rule);
 * candidates the schema would accept are dropped, so every generated request is a refused write.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { formatZodError, nulCharacterMessage, nulFieldOf } from '@hirewise/contracts';
import { anyJson, extraKey, hostileText, numberLikeText, oddDate, oddNumber, wrongValue } from './fuzz-values';

/** Nest's JSON body parser keeps body-parser's default limit, 100 kB. */
export const BODY_LIMIT_BYTES = 100 * 1024;
export const INVALID_JSON = 'Request body is not valid JSON';
export const NOT_AN_OBJECT = 'Request body must be a JSON object';
export const TOO_LARGE = 'Request body is too large';

export interface Refusal {
  status: number;
  message: string;
}

export interface JsonCandidate {
  /** What mutation made it (for a readable counterexample). */
  kind: string;
  text: string;
  expected: Refusal;
}

export interface JsonTarget {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** Field names to mutate (the schema's, plus any the valid body has). */
  keys: readonly string[];
  /**
   * The apply route names the first issue in the schema's own words (no field prefix); the others
   * use formatZodError.
   */
  rawIssueMessage?: boolean;
}

/** The schema's field names, when it is an object schema. */
export function schemaKeys(schema: z.ZodType, valid: Record<string, unknown>): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return [...new Set([...Object.keys(shape ?? {}), ...Object.keys(valid)])];
}

/** body-parser in strict mode: only an object or an array at the top, else a syntax error. */
export function parseLikeBodyParser(text: string): { ok: true; value: unknown } | { ok: false } {
  // fetch sends the text as UTF-8: a lone surrogate arrives as U+FFFD.
  const received = Buffer.from(text, 'utf8').toString('utf8');
  if (received.length === 0) return { ok: true, value: {} };
  const first = /^[ \t\n\r]*(.)/s.exec(received)?.[1];
  if (first !== '{' && first !== '[') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(received) };
  } catch {
    return { ok: false };
  }
}

/** The gateway's answer to this body text, or 'valid' when it would be accepted. */
export function predict(target: JsonTarget, text: string): Refusal | 'valid' {
  if (Buffer.byteLength(text, 'utf8') > BODY_LIMIT_BYTES) return { status: 413, message: TOO_LARGE };
  const parsed = parseLikeBodyParser(text);
  if (!parsed.ok) return { status: 400, message: INVALID_JSON };
  const value = parsed.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { status: 400, message: NOT_AN_OBJECT };
  const result = target.schema.safeParse(value);
  if (!result.success) return { status: 400, message: target.rawIssueMessage ? (result.error.issues[0]?.message ?? 'Invalid input') : formatZodError(result.error) };
  const nul = nulFieldOf(result.data);
  if (nul) return { status: 400, message: nulCharacterMessage(nul) };
  return 'valid';
}

const CORRUPTIONS = ['truncate', 'insert', 'quotes', 'trailing-comma', 'comment', 'nan', 'undefined', 'double-brace', 'bare-word'] as const;

function corrupt(json: string, how: (typeof CORRUPTIONS)[number], at: number, char: string): string {
  const i = json.length === 0 ? 0 : at % json.length;
  switch (how) {
    case 'truncate':
      return json.slice(0, Math.max(1, i));
    case 'insert':
      return `${json.slice(0, i)}${char}${json.slice(i)}`;
    case 'quotes':
      return json.replace(/"/g, "'");
    case 'trailing-comma':
      return json.replace(/}$/, ',}');
    case 'comment':
      return json.replace(/^{/, '{/* hi */');
    case 'nan':
      return json.replace(/}$/, ',"n":NaN}');
    case 'undefined':
      return json.replace(/}$/, ',"u":undefined}');
    case 'double-brace':
      return `{${json}`;
    case 'bare-word':
      return json.replace(/^{/, '{key:1,');
  }
}

const HUGE_SIZES = [5_001, 10_001, 60_000, BODY_LIMIT_BYTES - 200, BODY_LIMIT_BYTES + 200, 150_000, 1_200_000] as const;

/** Every kind of broken body for one operation, each with the answer it must get. */
export function jsonCandidates(target: JsonTarget): fc.Arbitrary<JsonCandidate> {
  return mutatedBodies(target)
    .map(([kind, text]) => ({ kind, text, expected: predict(target, text) }))
    .filter((c): c is JsonCandidate => c.expected !== 'valid');
}

/** The same mutations where the schema accepts the result (hostile text in a free field, odd but coercible numbers, extra keys). */
export function validMutants(target: JsonTarget): fc.Arbitrary<{ kind: string; text: string }> {
  return mutatedBodies(target)
    .filter(([, text]) => predict(target, text) === 'valid')
    .map(([kind, text]) => ({ kind, text }));
}

function mutatedBodies(target: JsonTarget): fc.Arbitrary<[string, string]> {
  const { valid, keys } = target;
  const key = fc.constantFrom(...keys);
  const json = JSON.stringify(valid);
  const texts: fc.Arbitrary<[string, string]> = fc.oneof(
    fc.tuple(fc.constantFrom(...CORRUPTIONS), fc.nat(), fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', "'", '\u0000', 'x')).map(([how, at, c]): [string, string] => [`malformed:${how}`, corrupt(json, how, at, c)]),
    fc.constantFrom('null', '123', '"text"', 'true', '[]', '[{}]', `[${json}]`, ' ', '{', '}', '{}}').map((t): [string, string] => ['not-an-object', t]),
    fc.record({ key, value: wrongValue }).map(({ key: k, value }): [string, string] => [`wrong-type:${k}`, JSON.stringify({ ...valid, [k]: value })]),
    fc.record({ key, value: fc.oneof(oddNumber, numberLikeText, oddDate) }).map(({ key: k, value }): [string, string] => [`odd-number:${k}`, JSON.stringify({ ...valid, [k]: value })]),
    fc.record({ key, value: hostileText }).map(({ key: k, value }): [string, string] => [`hostile-text:${k}`, JSON.stringify({ ...valid, [k]: value })]),
    fc.subarray([...keys], { minLength: 1 }).map((drop): [string, string] => [`missing:${drop.join(',')}`, JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([k]) => !drop.includes(k))))]),
    fc
      .tuple(fc.dictionary(extraKey, anyJson, { minKeys: 1, maxKeys: 4 }), key, wrongValue)
      .map(([extra, k, value]): [string, string] => [`extra+wrong:${k}`, JSON.stringify({ ...extra, ...valid, [k]: value })]),
    fc
      .record({ key, size: fc.constantFrom(...HUGE_SIZES), unit: fc.constantFrom('x', 'é', '😀', '<b>', "'") })
      .map(({ key: k, size, unit }): [string, string] => [`huge:${k}:${size}`, JSON.stringify({ ...valid, [k]: unit.repeat(Math.ceil(size / Buffer.byteLength(unit))) })]),
    key.map((k): [string, string] => [`array-for-object:${k}`, JSON.stringify({ ...valid, [k]: [valid[k] ?? {}] })]),
    key.map((k): [string, string] => [`object-for-value:${k}`, JSON.stringify({ ...valid, [k]: { value: valid[k] ?? null } })]),
  );
  return texts;
}
