import type { Concept } from '../questions/bank-types';
import { contentLemmas, lemma, lemmas, tokenize } from '../text/tokenize';
import { STOP_WORDS } from '../text/stop-words';

/** A concept compiled for matching: each term as a sequence of lemmas. */
export interface CompiledConcept {
  label: string;
  terms: string[][];
}

/**
 * Terms made only of these never match (they occur in every answer). Concept terms may otherwise be stop words
 * of prose that are keywords in code: "let", "this", "new", "call".
 */
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'and', 'or', 'be', 'it', 'for', 'with', 'as', 'by']);

const compiledCache = new WeakMap<Concept, CompiledConcept>();

export function compileConcept(concept: Concept): CompiledConcept {
  const hit = compiledCache.get(concept);
  if (hit) return hit;
  const terms = concept.terms.map((t) => lemmas(t)).filter((seq) => seq.length > 0 && !seq.every((w) => FUNCTION_WORDS.has(w)));
  const compiled = { label: concept.label, terms };
  compiledCache.set(concept, compiled);
  return compiled;
}

/** Up to this many other words may sit between the words of a multi-word term ("clears the previous timer"). */
const MAX_GAP = 2;

/** An answer prepared for matching: its lemma sequence and where each lemma occurs. */
export class AnswerText {
  readonly sequence: string[];
  private readonly positions = new Map<string, number[]>();

  constructor(text: string) {
    this.sequence = lemmas(text);
    this.sequence.forEach((l, i) => {
      const list = this.positions.get(l);
      if (list) list.push(i);
      else this.positions.set(l, [i]);
    });
  }

  has(l: string): boolean {
    return this.positions.has(l);
  }

  /** True when the term's lemmas appear in order, each within MAX_GAP words of the previous one. */
  matches(term: string[]): boolean {
    const starts = this.positions.get(term[0]);
    if (!starts) return false;
    if (term.length === 1) return true;
    for (const start of starts) {
      let at = start;
      let ok = true;
      for (let k = 1; k < term.length && ok; k++) {
        const next = this.positions.get(term[k])?.find((p) => p > at && p <= at + MAX_GAP + 1);
        if (next === undefined) ok = false;
        else at = next;
      }
      if (ok) return true;
    }
    return false;
  }

  covers(concept: CompiledConcept): boolean {
    return concept.terms.some((t) => this.matches(t));
  }
}

/** Words too general to be a key concept of an expected answer. */
const GENERIC = new Set(
  ['answer', 'good', 'explain', 'explains', 'mention', 'mentions', 'describe', 'describes', 'candidate', 'able', 'important', 'different', 'way', 'thing', 'time', 'also', 'first', 'new', 'well', 'need', 'example', 'include', 'includes', 'give', 'show', 'take', 'make', 'work', 'keep', 'kind', 'case', 'clear', 'specific', 'concrete', 'approach', 'question'].map(lemma),
);

/** A few general synonyms for concepts extracted from free expected answers. */
const SYNONYMS: Record<string, string[]> = {
  function: ['method', 'procedure'],
  method: ['function'],
  error: ['exception', 'bug', 'failure'],
  exception: ['error'],
  bug: ['error', 'defect', 'issue'],
  fast: ['quick', 'performant', 'efficient'],
  performance: ['speed', 'fast', 'efficient'],
  array: ['list'],
  list: ['array'],
  object: ['instance'],
  variable: ['var', 'value'],
  test: ['check', 'verify', 'validate'],
  improve: ['better', 'optimize', 'increase'],
  customer: ['client', 'user'],
  user: ['customer', 'client'],
  team: ['colleague', 'people'],
  goal: ['objective', 'target'],
  result: ['outcome', 'impact'],
  problem: ['issue', 'challenge'],
  large: ['big', 'huge'],
  small: ['little', 'tiny'],
  cost: ['price', 'expense', 'budget'],
  store: ['save', 'keep', 'cache'],
  remove: ['delete', 'drop'],
  create: ['make', 'build'],
  data: ['information'],
};

/**
 * Key concepts of a free expected answer (an LLM's, or any text): its content words, lemmatized and deduplicated,
 * each with a few synonyms; at most `max`, preferring the longer (more specific) words, in their original order.
 */
export function extractConcepts(text: string, max = 10): Concept[] {
  const seen = new Map<string, { word: string; at: number }>();
  let at = 0;
  for (const token of tokenize(text)) {
    at++;
    if (token.length < 3 || STOP_WORDS.has(token) || /^\d+$/.test(token)) continue;
    const l = lemma(token);
    if (STOP_WORDS.has(l) || GENERIC.has(l) || seen.has(l)) continue;
    seen.set(l, { word: token, at });
  }
  const chosen = [...seen.entries()]
    .sort((a, b) => b[1].word.length - a[1].word.length || a[1].at - b[1].at)
    .slice(0, max)
    .sort((a, b) => a[1].at - b[1].at);
  return chosen.map(([l, { word }]) => ({ label: word, terms: [word, ...(SYNONYMS[l] ?? [])] }));
}

/** Share of the answer's content words that also occur in the reference vocabulary (question, expected answer, concepts). */
export function relevance(answer: string, reference: Set<string>): number {
  const words = contentLemmas(answer);
  if (!words.length) return 0;
  return words.filter((w) => reference.has(w)).length / words.length;
}

export function vocabulary(...texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const l of contentLemmas(t)) out.add(l);
  return out;
}
