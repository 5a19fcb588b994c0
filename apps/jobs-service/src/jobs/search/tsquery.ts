import { sql, type SQL } from 'drizzle-orm';
import type { ParsedQuery, SearchTerm } from './query-parser';
import type { Synonyms } from './synonyms';

/**
 * A parsed query as one tsquery expression, built by PostgreSQL from bound parameters (so no
 * text typed can break it): each term is phraseto_tsquery of its normalized text ('english':
 * stemming, stop words dropped), a word OR-ed with its synonyms and its typo correction, the
 * terms AND-ed, alternatives OR-ed, exclusions negated. Words typed in a row that form a
 * synonym key ("machine learning", "human resources") also match the key's expansions. A term
 * without lexemes (a stop word, punctuation) drops out: `&&` and `||` ignore an empty operand.
 */
const phrase = (text: string): SQL => sql`phraseto_tsquery('english'::regconfig, jobs_search_normalize(${text}))`;

export interface TermOptions {
  synonyms: Synonyms;
  /** Typed word (lower case) -> the vocabulary word it is corrected to. */
  corrections?: ReadonlyMap<string, string>;
}

/** Longest synonym key, in words, looked for among words typed in a row. */
const MAX_KEY_WORDS = 3;

const anyOf = (parts: SQL[]): SQL => (parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` || `)})`);

function termSql(term: SearchTerm, { synonyms, corrections }: TermOptions): SQL {
  const text = term.text.toLowerCase().replace(/\s+/g, ' ');
  // An excluded word excludes its synonyms too ("-js" leaves out JavaScript jobs).
  const corrected = term.phrase || term.negated ? undefined : corrections?.get(text);
  const forms = corrected ? [text, corrected] : [text];
  const alternatives = [...new Set(forms.flatMap((form) => [form, ...synonyms.of(form)]))];
  const any = anyOf(alternatives.map(phrase));
  return term.negated ? sql`(!! ${any})` : any;
}

/** How many terms from `start` form a synonym key (plain words typed in a row), or 0. */
function keyLength(terms: SearchTerm[], start: number, synonyms: Synonyms): number {
  for (let n = Math.min(MAX_KEY_WORDS, terms.length - start); n >= 2; n -= 1) {
    const run = terms.slice(start, start + n);
    if (run.some((t) => t.phrase || t.negated)) continue;
    if (synonyms.of(run.map((t) => t.text.toLowerCase()).join(' ')).length > 0) return n;
  }
  return 0;
}

/** The terms of one alternative, AND-ed; a multi-word key is (its words AND-ed) OR its expansions. */
function termsSql(terms: SearchTerm[], options: TermOptions): SQL[] {
  const parts: SQL[] = [];
  for (let i = 0; i < terms.length; ) {
    const n = keyLength(terms, i, options.synonyms);
    if (n === 0) {
      parts.push(termSql(terms[i], options));
      i += 1;
      continue;
    }
    const run = terms.slice(i, i + n);
    const key = run.map((t) => t.text.toLowerCase()).join(' ');
    const together = sql`(${sql.join(run.map((t) => termSql(t, options)), sql` && `)})`;
    parts.push(anyOf([together, ...options.synonyms.of(key).map(phrase)]));
    i += n;
  }
  return parts;
}

export function tsQuerySql(query: ParsedQuery, options: TermOptions): SQL {
  if (query.length === 0) return sql`''::tsquery`;
  const alternatives = query.map((terms) => sql`(${sql.join(termsSql(terms, options), sql` && `)})`);
  return sql.join(alternatives, sql` || `);
}

/**
 * The last resort when nothing matches every word: any of the words (and their synonyms), still
 * without the excluded ones; relevance then puts jobs with more of the words first.
 */
export function relaxedTsQuerySql(query: ParsedQuery, options: TermOptions): SQL {
  const terms = query.flat();
  const wanted = terms.filter((t) => !t.negated).map((t) => termSql(t, options));
  const excluded = terms.filter((t) => t.negated).map((t) => termSql(t, options));
  if (wanted.length === 0) return sql`''::tsquery`;
  return excluded.length === 0 ? anyOf(wanted) : sql`(${anyOf(wanted)} && ${sql.join(excluded, sql` && `)})`;
}

/** Whether relaxing can find more than the query itself: two or more words or phrases wanted. */
export function relaxable(query: ParsedQuery): boolean {
  return query.flat().filter((t) => !t.negated).length >= 2;
}

/**
 * Words whose punctuation is not a tech name's (node.js, c++, ui/ux, e-commerce keep theirs):
 * "100%" or "qa_lead". The parser would drop the symbols, so these must also appear as typed in
 * the title or a skill (the spec's search takes % and _ literally).
 */
const LITERAL = /[^\p{L}\p{N}\s.+#\-/'’&]/u;

export function literalWords(query: ParsedQuery): string[] {
  // Within one alternative only: with `or`, a literal could only narrow one side.
  if (query.length !== 1) return [];
  return query[0].filter((t) => !t.negated && !t.phrase && LITERAL.test(t.text)).map((t) => t.text.toLowerCase());
}
