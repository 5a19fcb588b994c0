import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../job.table';
import { escapeLike } from '../job-search.query';

/**
 * Relevance of a job to a query: cover density (ts_rank_cd: how many of the words appear, and
 * how close together) weighted by where they appear — title A, skills B, description C, company
 * and place D — plus title signals, because in a job post the title says what the job is:
 *   - the whole query in the title ("javascript developer" puts JavaScript Developer titles above
 *     jobs that only list JavaScript as a skill);
 *   - each word in the title as typed, not only by its stem ("accountant" before "Accounts
 *     Executive"), rarer words more (a title word few jobs use says more: "FRONTEND developer"),
 *     a synonym half as much, and the last word a little more when it names a role ("data ANALYST");
 *   - the words that are the job's first skill (its main one: "kubernetes" puts DevOps posts
 *     that lead with it above posts that list it among others).
 * Tuned on the relevance set's dev queries only (__tests__/relevance): nDCG@10 0.839 -> 0.904
 * (frozen queries, never tuned on: 0.843 -> 0.910).
 */
export const RANK_WEIGHTS = { D: 0.05, C: 0.15, B: 0.4, A: 1.0 } as const;
/** Added when every word of the query is in the title. */
export const TITLE_BOOST = 1.0;
/** Shared among the typed words found in the title as typed (or as a synonym), by rarity (QueryWord.weight). */
export const EXACT_WORDS_BOOST = 0.6;
/**
 * Added when the last typed word names a role ("data ANALYST", "sales MANAGER") and the title has
 * it: in a job title the role word says what the job is; the words before it only narrow it.
 */
export const ROLE_WORD_BOOST = 0.1;

/** Words that name a role at the end of a job title (singular and plural). */
export const ROLE_WORDS = new Set(
  [
    'developer', 'engineer', 'analyst', 'manager', 'designer', 'executive', 'scientist', 'architect', 'consultant', 'specialist',
    'administrator', 'admin', 'tester', 'writer', 'lead', 'intern', 'associate', 'accountant', 'officer', 'representative',
    'coordinator', 'assistant', 'programmer', 'technician', 'generalist', 'recruiter', 'master', 'director', 'head', 'trainee',
  ].flatMap((w) => [w, `${w}s`]),
);
/** Shared like EXACT_WORDS_BOOST, for the words that are the job's first skill (its main one). */
export const MAIN_SKILL_BOOST = 0.2;
/** A synonym found where the signals look counts this much of the word as typed. */
export const SYNONYM_SHARE = 0.5;

/** ts_rank_cd's normalization: 32 scales it to rank / (rank + 1), so many mentions in a long description cannot outweigh the title. */
export const CD_NORMALIZATION = 32;

/** ts_rank_cd's weights array is {D, C, B, A}. */
const weights = `{${RANK_WEIGHTS.D}, ${RANK_WEIGHTS.C}, ${RANK_WEIGHTS.B}, ${RANK_WEIGHTS.A}}`;

export interface QueryWord {
  /** The word as typed and its typo correction, in key form (keyForm). */
  forms: string[];
  /** Its synonyms, in key form: they count SYNONYM_SHARE of the word. */
  synonyms: string[];
  /** Its share of the boosts: rarer words (fewer jobs' titles and skills use them) weigh more; the shares add up to 1. */
  weight: number;
}

export interface RankQuery {
  tsquery: string;
  /** The typed words, in order: what the title and main-skill signals look for. */
  words: readonly QueryWord[];
}

/**
 * Text in the form jobs_search_key_norm gives titles and skills (migration 0003): lower case,
 * words of letters, digits and + # . only, single spaces.
 */
export function keyForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .trim();
}

/** Shares by rarity: 1 / ln(2 + the number of jobs using the word), normalized. */
export function rarityWeights(words: readonly Omit<QueryWord, 'weight'>[], jobsUsing: readonly number[]): QueryWord[] {
  const raw = words.map((_, i) => 1 / Math.log(2 + Math.max(0, jobsUsing[i] ?? 0)));
  const sum = raw.reduce((a, b) => a + b, 0) || 1;
  return words.map((w, i) => ({ ...w, weight: raw[i] / sum }));
}

/** Whether any form is a run of whole words of the text (in key form, padded with spaces). */
function containsAny(padded: SQL, forms: readonly string[]): SQL {
  return sql`(${sql.join(
    forms.map((f) => sql`${padded} like ${`% ${escapeLike(f)} %`}`),
    sql` or `,
  )})`;
}

/**
 * float8, so the value read back into a cursor compares equal to the one computed again on the
 * next page (a float4 printed and parsed would not).
 */
export function rankSql({ tsquery, words }: RankQuery): SQL {
  const q = sql`${tsquery}::tsquery`;
  const parts: SQL[] = [
    sql`ts_rank_cd(${weights}::float4[], ${jobs.searchVector}, ${q}, ${CD_NORMALIZATION})::float8`,
    sql`case when ts_filter(${jobs.searchVector}, '{a}') @@ ${q} then ${TITLE_BOOST}::float8 else 0::float8 end`,
  ];
  const title = sql`(' ' || jobs_search_key_norm(${jobs.title}) || ' ')`;
  const mainSkill = sql`(' ' || coalesce(jobs_search_key_norm(${jobs.skillsets} ->> 0), '') || ' ')`;
  /** The boost when the word is in the text as typed, its share when only a synonym is. */
  const signal = (text: SQL, { forms, synonyms }: QueryWord, boost: number) => {
    const typed = forms.length > 0 ? sql`when ${containsAny(text, forms)} then ${boost}::float8 ` : sql``;
    const other = synonyms.length > 0 ? sql`when ${containsAny(text, synonyms)} then ${boost * SYNONYM_SHARE}::float8 ` : sql``;
    return sql`case ${typed}${other}else 0::float8 end`;
  };
  words.forEach((word, i) => {
    if (word.forms.length + word.synonyms.length === 0) return;
    const role = i === words.length - 1 && word.forms.some((f) => ROLE_WORDS.has(f)) ? ROLE_WORD_BOOST : 0;
    parts.push(signal(title, word, EXACT_WORDS_BOOST * word.weight + role));
    parts.push(signal(mainSkill, word, MAIN_SKILL_BOOST * word.weight));
  });
  return sql`(${sql.join(parts, sql` + `)})`;
}
