import { cleanSearchText, parseSearchQuery, positiveWords } from '../query-parser';
import { cursorBinding, decodeCursor, encodeCursor } from '../cursor';
import { allowedEdits, correctable, editDistance, pickCorrection } from '../typo-correction';
import { rangesOf } from '../highlights';
import { toSynonyms } from '../synonyms';
import { literalWords } from '../tsquery';

const word = (text: string, negated = false) => ({ text, phrase: false, negated });
const phrase = (text: string, negated = false) => ({ text, phrase: true, negated });

describe('parseSearchQuery (websearch syntax)', () => {
  it.each([
    ['react developer', [[word('react'), word('developer')]]],
    ['"machine learning" -java', [[phrase('machine learning'), word('java', true)]]],
    ['-"front end" python', [[phrase('front end', true), word('python')]]],
    ['react or vue developer', [[word('react')], [word('vue'), word('developer')]]],
    ['OR react or', [[word('react')]]],
    ['a or or b', [[word('a')], [word('b')]]],
    ['"unterminated phrase', [[phrase('unterminated phrase')]]],
    ['- -- x', [[word('x')]]],
    ['"" ""', []],
    ['-or', [[word('or', true)]]],
    ['e-commerce c++ node.js', [[word('e-commerce'), word('c++'), word('node.js')]]],
    ['  ', []],
  ])('reads %j', (q, parsed) => {
    expect(parseSearchQuery(q)).toEqual(parsed);
  });

  it('drops control characters and bounds the number of terms', () => {
    expect(cleanSearchText('\u0000a\u0001b\u007f ')).toBe('a b');
    expect(parseSearchQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))[0]).toHaveLength(16);
  });

  it('names the words to expand and correct: not phrases, not exclusions', () => {
    expect(positiveWords(parseSearchQuery('react "data analyst" -java or pyhton'))).toEqual(['react', 'pyhton']);
  });

  it('asks for words with symbols that are no tech name to be found as typed', () => {
    expect(literalWords(parseSearchQuery('100% c++ node.js qa_lead ui/ux'))).toEqual(['100%', 'qa_lead']);
    expect(literalWords(parseSearchQuery('100% or x'))).toEqual([]);
  });
});

describe('cursor', () => {
  const binding = cursorBinding(['filters', ['posted:desc']]);
  const id = '5f0c8a2d-7b3e-4d6a-8e21-000000000101';

  it('round-trips a position, and binds it to what it was made for', () => {
    const cursor = encodeCursor(binding, { values: [0.1 + 0.2, '2030-01-01T00:00:00.123456Z'], id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, binding, ['float', 'timestamp'])).toEqual({ values: [0.1 + 0.2, '2030-01-01T00:00:00.123456Z'], id });
    expect(() => decodeCursor(cursor, cursorBinding(['other']), ['float', 'timestamp'])).toThrow('cursor is not valid');
    expect(() => decodeCursor(cursor, binding, ['int', 'timestamp'])).toThrow('cursor is not valid');
    expect(() => decodeCursor(cursor, binding, ['float'])).toThrow('cursor is not valid');
  });

  it('refuses anything it did not write exactly', () => {
    const cursor = encodeCursor(binding, { values: [5], id });
    for (const bad of [`${cursor}A`, cursor.slice(1), 'e30', '']) expect(() => decodeCursor(bad, binding, ['int'])).toThrow('cursor is not valid');
    const forged = (v: unknown[]) => Buffer.from(JSON.stringify({ v, i: id, b: binding })).toString('base64url');
    expect(() => decodeCursor(forged([2 ** 40]), binding, ['int'])).toThrow('cursor is not valid');
    expect(() => decodeCursor(forged(['2030-13-45T99:00:00Z']), binding, ['timestamp'])).toThrow('cursor is not valid');
    expect(decodeCursor(forged([-1]), binding, ['int']).values).toEqual([-1]);
  });
});

describe('typo correction', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('pyhton', 'python')).toBe(1);
    expect(editDistance('javscript', 'javascript')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect([3, 4, 5, 8, 9].map(allowedEdits)).toEqual([1, 1, 2, 2, 3]);
  });

  it('picks the nearest candidate within the edits a word of its length allows, then the most used', () => {
    const c = (word: string, similarity: number, jobs = 1) => ({ word, similarity, jobs });
    expect(pickCorrection('pyhton', [c('python', 0.27), c('photon', 0.25)])).toBe('python');
    expect(pickCorrection('javscript', [c('javascript', 0.61), c('typescript', 0.3)])).toBe('javascript');
    expect(pickCorrection('react', [c('react', 1)])).toBeUndefined();
    expect(pickCorrection('golang', [c('analyst', 0.1)])).toBeUndefined();
    expect(pickCorrection('manger', [c('manager', 0.5, 2), c('manner', 0.4, 9)])).toBe('manager');
    expect(pickCorrection('tester', [c('testers', 0.7, 1), c('tesler', 0.5, 5)])).toBe('testers');
    expect(pickCorrection('tester', [c('testers', 0.5, 1), c('tesler', 0.5, 5)])).toBe('tesler');
  });

  it('corrects only words of letters, long enough, that search does not already know', () => {
    const known = (w: string) => w === 'golang';
    expect(['pyhton', 'js', 'c++', 'node.js', 'golang', 'h2o2'].filter((w) => correctable(w, known))).toEqual(['pyhton']);
  });
});

describe('rangesOf (highlights)', () => {
  it('reads the markers as [start, end) offsets of the original', () => {
    expect(rangesOf('Senior React-Native Dev', 'Senior \u0001React\u0002-\u0001Native\u0002 Dev')).toEqual([
      [7, 12],
      [13, 19],
    ]);
    expect(rangesOf('🚀 React', '🚀 \u0001React\u0002')).toEqual([[3, 8]]);
  });

  it('marks nothing when the marked text does not line up with the original', () => {
    expect(rangesOf('React', '\u0001Reac\u0002')).toEqual([]);
    expect(rangesOf('Re\u0001act', 'Re\u0001act')).toEqual([]);
    expect(rangesOf('React', undefined)).toEqual([]);
    expect(rangesOf('React', '\u0001React')).toEqual([]);
  });
});

describe('toSynonyms', () => {
  it('reads terms and expansions in lower case, merging repeats and dropping the word itself', () => {
    const s = toSynonyms([
      { term: ' JS ', expansions: ['JavaScript', 'js', ' '] },
      { term: 'js', expansions: ['ecmascript'] },
      { term: 'empty', expansions: [] },
    ]);
    expect(s.of('Js')).toEqual(['javascript', 'ecmascript']);
    expect(s.of('empty')).toEqual([]);
    expect(s.of('unknown')).toEqual([]);
  });
});
