import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Search's own tables (issue 19). The three lexicon tables are kept by statement triggers on
 * `jobs` (custom migration 0005, `jobs_search_lexicon_sync()`), so every way a job changes —
 * the API, events, demo data, a bulk INSERT ... SELECT — keeps them current.
 */

/**
 * Words a search word also means, OR-ed with it ("js" also finds "javascript"). Seeded by
 * migration 0005; an operator adds rows with SQL (see docs/search.md). Terms are
 * single lower-case words; an expansion may be a phrase ("machine learning").
 */
export const searchSynonyms = pgTable('search_synonyms', {
  term: text('term').primaryKey(),
  expansions: text('expansions').array().notNull(),
});

/** Words of job titles and skills, with how many jobs use each: the vocabulary typos are corrected to. */
export const jobSearchWords = pgTable(
  'job_search_words',
  {
    word: text('word').primaryKey(),
    jobs: integer('jobs').notNull().default(0),
  },
  // KNN (`word <-> $typed`) finds the nearest words without a similarity threshold.
  (t) => [index('job_search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);

export type SuggestionKind = 'title' | 'skill';

/**
 * Whole titles and skills (type-ahead), one row per lower-cased text. `jobs` counts the jobs that
 * use it (recounted over open jobs by `jobs_search_lexicon_rebuild()`); `open_until` is the latest
 * deadline among them, so a term of expired jobs only is not suggested.
 */
export const jobSearchTerms = pgTable(
  'job_search_terms',
  {
    kind: text('kind').$type<SuggestionKind>().notNull(),
    norm: text('norm').notNull(),
    display: text('display').notNull(),
    jobs: integer('jobs').notNull().default(0),
    openUntil: timestamp('open_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.norm] }), check('job_search_terms_kind_check', sql`${t.kind} in ('title', 'skill')`)],
);

/**
 * Each term under every word it can be typed from: "senior react developer" is found by
 * "senior r", "react d" and "develo". A prefix is a range scan of the pattern index.
 */
export const jobSearchTermKeys = pgTable(
  'job_search_term_keys',
  {
    key: text('key').notNull(),
    kind: text('kind').$type<SuggestionKind>().notNull(),
    norm: text('norm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.norm, t.key] }), index('job_search_term_keys_prefix_idx').on(t.key.op('text_pattern_ops'))],
);
