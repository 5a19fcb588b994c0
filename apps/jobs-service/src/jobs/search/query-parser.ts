/**
 * What a user types into the search box, read with PostgreSQL's websearch syntax
 * (websearch_to_tsquery): words are AND-ed, "quoted text" is a phrase, -word or -"phrase"
 * excludes, and `or` between two terms offers either. As there, `or` binds loosest:
 * `a b or c d` is (a AND b) OR (c AND d).
 *
 * Parsed here rather than by websearch_to_tsquery itself because each word may grow synonyms
 * and typo corrections before the tsquery is built (tsquery.ts). Never throws: any text parses.
 */
export interface SearchTerm {
  /** As typed (a phrase without its quotes). */
  text: string;
  phrase: boolean;
  negated: boolean;
}

/** Alternatives (OR) of terms that must all match (AND). */
export type ParsedQuery = SearchTerm[][];

/** Bounds the SQL one search builds, whatever is pasted into the box. */
export const MAX_TERMS = 16;

/** Control characters: PostgreSQL refuses NUL in text, and highlights use \x01 and \x02 as markers. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

export function cleanSearchText(text: string): string {
  return text.replace(CONTROL, ' ').trim();
}

export function parseSearchQuery(input: string): ParsedQuery {
  const text = cleanSearchText(input);
  const alternatives: SearchTerm[][] = [[]];
  let count = 0;
  let i = 0;
  while (i < text.length && count < MAX_TERMS) {
    if (/\s/.test(text[i])) {
      i += 1;
      continue;
    }
    let negated = false;
    if (text[i] === '-' && i + 1 < text.length && !/[\s-]/.test(text[i + 1])) {
      negated = true;
      i += 1;
    }
    if (text[i] === '"') {
      const close = text.indexOf('"', i + 1);
      const end = close === -1 ? text.length : close;
      const phrase = text.slice(i + 1, end).trim();
      i = end + 1;
      if (phrase) {
        alternatives[alternatives.length - 1].push({ text: phrase, phrase: true, negated });
        count += 1;
      }
      continue;
    }
    let end = i;
    while (end < text.length && !/\s/.test(text[end]) && text[end] !== '"') end += 1;
    const word = text.slice(i, end);
    i = end;
    if (!negated && word.toLowerCase() === 'or') {
      // Between two terms only: a leading, trailing or doubled `or` is ignored, as websearch does.
      if (alternatives[alternatives.length - 1].length > 0) alternatives.push([]);
      continue;
    }
    // A lone "-" or "--" is no term.
    if (/^-*$/.test(word)) continue;
    alternatives[alternatives.length - 1].push({ text: word, phrase: false, negated });
    count += 1;
  }
  return alternatives.filter((terms) => terms.length > 0);
}

/** The words typed to be found (not phrases, not exclusions): what synonyms and typo correction work on. */
export function positiveWords(query: ParsedQuery): string[] {
  return query.flatMap((terms) => terms.filter((t) => !t.phrase && !t.negated).map((t) => t.text));
}
