/** Hostile values for the fuzzing: injection strings, odd unicode, odd numbers, wrong shapes, garbage ids. */
import fc from 'fast-check';

export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5); --",
  "admin'--",
  "') UNION SELECT password_hash FROM users --",
  '%_%',
  "\\'; TRUNCATE jobs CASCADE; --",
] as const;

export const HTML_INJECTIONS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '<iframe src="https://example.invalid"></iframe>',
  '{{7*7}}${7*7}<%= 7*7 %>',
] as const;

export const OTHER_INJECTIONS = ['../../../etc/passwd', '$where', '{"$gt": ""}', '__proto__', 'constructor', '\\u0000', '%00', '\r\nSet-Cookie: x=1'] as const;

/** A lone UTF-16 surrogate somewhere in a string (not representable in UTF-8). */
export const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 6 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 6 }))
  .map(([a, code, b]) => `${a}${String.fromCharCode(code)}${b}`);

/** U+0000 somewhere in a string (PostgreSQL cannot store it). */
export const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_INJECTIONS, ...HTML_INJECTIONS, ...OTHER_INJECTIONS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 15 }),
  loneSurrogate,
  withNul,
  fc.constantFrom('\u202eevil', '\ufeffbom', 'a\u2028b', '\u0007\u001b[31m', '𝕳𝖎𝖗𝖊', '👩‍💻🧑🏽‍🚀', 'Z̷̧a̵l̶g̸o̵', '   ', ''),
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.5, 1.5, -1e308, 1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, -2147483649, 2147483648, 1e21, -999999999999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Numbers as text: what a form or a hand-written client might send where a number is expected. */
export const numberLikeText = fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '0x1F', '1_000', ' 12 ', '١٢', '12abc', '--1', '+-0', '9'.repeat(40));

/** Dates at and past the edges: JavaScript's range, PostgreSQL's, four-digit ISO years, impossible days. */
export const oddDate: fc.Arbitrary<string | number> = fc.oneof(
  fc.constantFrom('+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '1969-12-31T23:59:59Z', '2026-02-30', '2026-13-01', 'tomorrow'),
  fc.constantFrom(8.64e15, -8.64e15, 253402300800000, -62198755200000),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

const shallowJson = fc.jsonValue({ maxDepth: 2 });

/** Anything but the type a field wants (the oracle decides whether it is refused). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  oddNumber,
  oddDate,
  numberLikeText,
  fc.boolean(),
  fc.constant(null),
  fc.array(shallowJson, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), shallowJson, { maxKeys: 3 }),
  fc.constant([{}]),
);

export const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '_id', 'userId', 'recruiterId', 'role', 'isAdmin', 'password', "name'; --"), fc.string({ maxLength: 12 }));

export const anyJson = shallowJson;

/** A path segment that names no resource of the kind the route wants. */
export const garbageId = (otherIds: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    fc.uuid(),
    fc.constantFrom(...SQL_INJECTIONS, ...HTML_INJECTIONS, '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '1', '-1', 'null', 'undefined', ...otherIds),
  );
