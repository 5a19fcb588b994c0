import { and, or, sql, type SQL } from 'drizzle-orm';
import { jobs } from '../job.table';
import { escapeLike, substringMatch } from '../job-search.query';
import type { CompiledQuery, Corrected } from './query-compiler';
import { rankSql } from './ranking';

/**
 * How `q` narrows the jobs, in steps, each tried only when the one before found little:
 *   1. full text: the tsquery over the weighted document (GIN index), with the literal words;
 *   2. fewer than FEW_MATCHES jobs (with the other filters): also the typo corrections, and the
 *      old substring rule (part of a word, "script" in TypeScript);
 *   3. still none, and two or more words typed: any of the words, most of them first.
 * A `q` with no searchable word at all ("%", "the") keeps the substring rule alone.
 */
export const FEW_MATCHES = 3;

export interface TextMatch {
  where: SQL;
  /** The relevance expression; absent when `q` has no searchable word (then the order is newest first). */
  rank?: SQL;
  /** The tsquery the highlights mark. */
  tsquery?: string;
  /** Which step this is (counts are kept per step). */
  step: 'first' | 'broad' | 'relaxed';
  /** Whether a broader match exists to try when this one finds little. */
  broadens: boolean;
}

const fullText = (tsquery: string): SQL => sql`${jobs.searchVector} @@ ${tsquery}::tsquery`;
const literal = (word: string): SQL => sql`${jobs.searchText} like ${`%${escapeLike(word)}%`}`;

export function primaryMatch(query: CompiledQuery): TextMatch {
  if (!query.tsquery && query.literals.length === 0) return { where: substringMatch(query.text), step: 'first', broadens: false };
  const where = and(query.tsquery ? fullText(query.tsquery) : undefined, ...query.literals.map(literal)) as SQL;
  if (!query.tsquery) return { where, step: 'first', broadens: true };
  return { where, rank: rankSql({ tsquery: query.tsquery, words: query.words }), tsquery: query.tsquery, step: 'first', broadens: true };
}

/** The first step OR the corrected words OR the substring rule; ranked by the corrected query, which holds the typed words too. */
export function broadMatch(query: CompiledQuery, corrected?: Corrected): TextMatch {
  const primary = primaryMatch(query);
  const where = or(primary.where, corrected ? fullText(corrected.tsquery) : undefined, substringMatch(query.text)) as SQL;
  const ranked = corrected ?? (query.tsquery ? { tsquery: query.tsquery, words: query.words } : undefined);
  return { where, rank: ranked ? rankSql(ranked) : undefined, tsquery: ranked?.tsquery, step: 'broad', broadens: false };
}

/** Step 3: any of the words (tsquery.ts, relaxedTsQuerySql). */
export function relaxedMatch(query: CompiledQuery, relaxed: string): TextMatch {
  if (!relaxed) return { where: sql`false`, step: 'relaxed', broadens: false };
  return { where: fullText(relaxed), rank: rankSql({ tsquery: relaxed, words: query.words }), tsquery: relaxed, step: 'relaxed', broadens: false };
}
