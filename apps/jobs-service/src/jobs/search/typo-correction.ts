import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@hirewise/server-kit';
import type * as schema from '../../schema';
import { jobs } from '../job.table';
import { jobSearchWords } from './search.tables';

type Db = AppDatabase<typeof schema>;

/** Nearest vocabulary words looked at per typed word (trigram KNN, `<->`). */
const CANDIDATES = 6;
/** Below this trigram similarity a word is not even a candidate. */
const MIN_SIMILARITY = 0.2;
/** Trigram similarity that is enough by itself ("developr" -> "developer"). */
const CLOSE_SIMILARITY = 0.5;
/** Shorter words are too ambiguous to correct ("ceo" is not a typo of "cto"). */
const MIN_LENGTH = 4;

/** Edits allowed for a word of this length: a typo is one or two slips, more in long words. */
export function allowedEdits(length: number): number {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbours each cost 1. Trigrams miss swaps ("pyhton" shares few trigrams with "python"),
 * so candidates found by trigram are checked with this.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

export interface Candidate {
  word: string;
  similarity: number;
  jobs: number;
}

/** The best correction of `typed` among its candidates, or undefined (it is a known word, or nothing is near). */
export function pickCorrection(typed: string, candidates: readonly Candidate[]): string | undefined {
  if (candidates.some((c) => c.word === typed)) return undefined;
  const scored = candidates
    .filter((c) => c.similarity >= MIN_SIMILARITY)
    .map((c) => ({ ...c, edits: editDistance(typed, c.word) }))
    .filter((c) => c.edits <= allowedEdits(typed.length) || c.similarity >= CLOSE_SIMILARITY)
    .sort((x, y) => x.edits - y.edits || y.similarity - x.similarity || y.jobs - x.jobs || (x.word < y.word ? -1 : 1));
  return scored[0]?.word;
}

/** Words worth correcting: letters only, long enough, not words search already knows (synonyms). */
export function correctable(word: string, isKnown: (w: string) => boolean): boolean {
  return word.length >= MIN_LENGTH && word.length <= 40 && /^\p{L}+$/u.test(word) && !isKnown(word);
}

/**
 * Corrects each typed word to its nearest word of job titles and skills (job_search_words, kept
 * by triggers; a GiST trigram index answers the nearest-first scan). A word some job contains
 * anywhere (a city, a word of a description) is no typo and is left alone. One query for all words.
 */
export async function correctWords(db: Db, words: readonly string[]): Promise<Map<string, string>> {
  const corrections = new Map<string, string>();
  if (words.length === 0) return corrections;
  const typed = sql.join(
    words.map((w) => sql`(${w})`),
    sql`, `,
  );
  const rows = (await db.execute(sql`
    select q.w as typed, c.word, similarity(c.word, q.w)::float8 as similarity, c.jobs
    from (values ${typed}) as q(w)
    cross join lateral (
      select ${jobSearchWords.word} as word, ${jobSearchWords.jobs} as jobs from ${jobSearchWords}
      where ${jobSearchWords.jobs} > 0
      order by ${jobSearchWords.word} <-> q.w
      limit ${CANDIDATES}
    ) as c
    where not exists (select 1 from ${jobs} where ${jobs.searchVector} @@ plainto_tsquery('english'::regconfig, jobs_search_normalize(q.w)))
  `)) as unknown as { rows: { typed: string; word: string; similarity: number; jobs: number }[] };
  const byWord = new Map<string, Candidate[]>();
  for (const row of rows.rows) byWord.set(row.typed, [...(byWord.get(row.typed) ?? []), { word: row.word, similarity: Number(row.similarity), jobs: Number(row.jobs) }]);
  for (const word of words) {
    const best = pickCorrection(word, byWord.get(word) ?? []);
    if (best) corrections.set(word, best);
  }
  return corrections;
}
