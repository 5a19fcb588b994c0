// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- wink-lemmatizer ships no types, and projects that compile these sources through the @hirewise/ai-engine path mapping must see this declaration too
/// <reference path="../wink-lemmatizer.d.ts" />
import { adjective, noun, verb } from 'wink-lemmatizer';
import { STOP_WORDS } from './stop-words';

const BIG_O = /\bO\s*\(((?:[^()]|\([^()]*\)){1,24})\)/gi;

/** "O(n log n)" -> one token "bigonlogn", so complexity classes match as a whole ("O(n)" is not part of "O(n^2)"). */
function bigOToken(_match: string, inner: string): string {
  const body = inner
    .toLowerCase()
    .replace(/\u00b2/g, '^2')
    .replace(/\s*[*x\u00d7]\s*/g, 'x')
    .replace(/[^a-z0-9x]/g, '')
    .replace(/^nxn$/, 'n2');
  return ` bigo${body} `;
}

/** Lower-case word tokens; apostrophes stay inside words ("don't"), code identifiers stay whole ("useeffect"). */
export function tokenize(text: string): string[] {
  return (
    text
      .replace(BIG_O, bigOToken)
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\b(?:won't|wont)\b/g, 'will not')
      .replace(/\b(?:can't|cannot)\b/g, 'can not')
      .replace(/n't\b/g, ' not')
      .match(/[a-z0-9_$]+(?:'[a-z]+)?/g) ?? []
  ).map((t) => (t.endsWith("'s") ? t.slice(0, -2) : t));
}

const cache = new Map<string, string>();
const IRREGULAR: Record<string, string> = { data: 'data', datum: 'data', indices: 'index', vertices: 'vertex', children: 'child', this: 'this', was: 'be', is: 'be', are: 'be', has: 'have', does: 'do', less: 'less', class: 'class', process: 'process', access: 'access', async: 'async', alias: 'alias', status: 'status', always: 'always', its: 'it', focus: 'focus', bonus: 'bonus', canvas: 'canvas', kubernetes: 'kubernetes', pandas: 'pandas', redis: 'redis', aws: 'aws', js: 'js', css: 'css', ts: 'ts', os: 'os', vs: 'vs' };

/**
 * The lemma of one lower-case token: wink-lemmatizer's noun form, else verb form, else adjective form;
 * words it does not know lose a regular suffix. The result is a matching key, never shown to users.
 */
export function lemma(token: string): string {
  const hit = cache.get(token);
  if (hit !== undefined) return hit;
  let out = IRREGULAR[token];
  if (out === undefined) {
    out = token;
    if (token.length > 3 && /^[a-z]+$/.test(token) && !token.startsWith('bigo')) {
      const n = noun(token);
      if (n !== token) out = n;
      else {
        const v = verb(token);
        if (v !== token) out = v;
        else {
          const a = adjective(token);
          if (a !== token) out = a;
          else out = token.replace(/(?:ing|ed|es|s)$/, '');
        }
      }
      // A trailing silent "e" goes too, so "cache"/"caching" and "memoize"/"memoized" meet.
      if (out.length > 4 && out.endsWith('e')) out = out.slice(0, -1);
    }
  }
  if (cache.size < 50_000) cache.set(token, out);
  return out;
}

/** Lemmas of every token, in order (stop words kept, for phrase matching). */
export function lemmas(text: string): string[] {
  return tokenize(text).map(lemma);
}

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token);
}

/** Lemmas of the content words only: no stop words, no one-letter tokens, no bare numbers. */
export function contentLemmas(text: string): string[] {
  const out: string[] = [];
  for (const t of tokenize(text)) {
    if (t.length < 2 || STOP_WORDS.has(t) || /^\d+$/.test(t)) continue;
    const l = lemma(t);
    if (!STOP_WORDS.has(l)) out.push(l);
  }
  return out;
}

/** Whitespace-collapsed, lower-case text: the key for looking a question up in the bank. */
export function normalizeKey(text: string): string {
  return tokenize(text).join(' ');
}
