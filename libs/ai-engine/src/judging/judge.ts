import type { AnswerEvidence } from '@hirewise/contracts';
import { analyze, type Clause, type Token } from './analyze';
import { relate, stem, synonymsOf, type Relation } from './relations';

/**
 * The claim judge: the expected answer is split into key points (its clauses); each point is aligned with the
 * answer's sentence (or pair of sentences) that says most of it; an aligned point is covered, or contradicted
 * when the answer says the opposite (negation, antonyms, opposite quantifiers, another complexity class). Words
 * the question already contains earn little: repeating the question is not an answer. Deterministic.
 */
export interface PointJudgment extends AnswerEvidence {
  /** 0-1: how much of the point the best-aligned span says. */
  alignment: number;
  /** 0-1: the credit the point earns (0 when contradicted). */
  credit: number;
}

export interface Judgment {
  points: PointJudgment[];
  /** Credit over all points, 0-1. */
  coverage: number;
  contradicted: number;
  /** Share of the answer's content words found in the question, the expected answer or their relatives. */
  relevance: number;
  /** Share of the answer's content words that the question itself contains. */
  echo: number;
  contentWords: number;
  /** Number of clauses in the answer. */
  clauses: number;
}

export interface JudgeOptions {
  /** Extra synonyms (e.g. a bank question's curated concept terms). */
  synonyms?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Words that say little in a technical point; they weigh less. */
const LIGHT = new Set(['be', 'have', 'do', 'use', 'make', 'get', 'work', 'way', 'thing', 'time', 'code', 'need', 'want', 'allow', 'let', 'happen', 'give', 'take', 'put', 'go', 'come', 'keep', 'see', 'say', 'also', 'just', 'then', 'instead', 'still', 'really', 'actually', 'basically', 'example', 'case', 'lot', 'kind', 'part', 'point', 'thing']);
/**
 * The judge's constants, fixed on the development split only (tools/ai-quality/tune.mjs searches them there;
 * the frozen split is never read while tuning).
 */
export const JUDGE = {
  /** Weight of a point's word that the question already contains, of a light word, of a technical term. */
  questionWeight: 0.5,
  lightWeight: 0.2,
  termWeight: 1,
  /** A point is covered from this alignment, and earns partial credit above `partialFrom`. */
  covered: 0.6,
  partialFrom: 0.15,
  /** A contradiction needs at least this much of the point said the same way in the span. */
  contradictionAlignment: 0.5,
  /** A pair of clauses must say this much more than its best clause to be the point's span. */
  pairMargin: 0.05,
};

const MATCH_CREDIT: Record<Exclude<Relation, null>, number> = { same: 1, synonym: 0.85, stem: 0.8, opposite: 0.8 };
const PREDICATE_POS = new Set(['VERB', 'ADJ', 'ADV', 'NUM']);

const weightOf = (questionLemmas: ReadonlySet<string>) => (t: Token) =>
  questionLemmas.has(t.lemma) ? JUDGE.questionWeight : LIGHT.has(t.lemma) ? JUDGE.lightWeight : t.pos === 'X' && !/^[a-z]+$/.test(t.lemma) ? JUDGE.termWeight : 1;

/** Relations of lemma pairs, by first then second lemma (the vocabulary of answers is small and repeats). */
const relationCache = new Map<string, Map<string, Relation>>();
let cachedPairs = 0;
function related(a: string, b: string, extra?: JudgeOptions['synonyms']): Relation {
  if (a === b) return 'same';
  if (extra) return relate(a, b, extra);
  let row = relationCache.get(a);
  if (!row) {
    if (cachedPairs > 500_000) {
      relationCache.clear();
      cachedPairs = 0;
    }
    relationCache.set(a, (row = new Map()));
  }
  let r = row.get(b);
  if (r === undefined) {
    r = relate(a, b);
    row.set(b, r);
    cachedPairs++;
  }
  return r;
}

const contentOf = (tokens: readonly Token[]) => tokens.filter((t) => t.content);

/** A window of the answer: one clause or two neighbouring ones, as a range of its content tokens. */
interface Span {
  text: string;
  from: number;
  to: number;
  bigO: string[];
}

interface Alignment {
  score: number;
  /** The alignment without the opposite words: how much of the point the span says the same way. */
  agreeing: number;
  span: Span;
  flips: number;
  agreements: number;
  opposed: boolean;
  /** The point and the span name different complexity classes. */
  opposedBigO: boolean;
}

/** For each content word of a point, its relation to every content token of the answer (computed once). */
type Relations = Relation[][];

function relationsOf(words: readonly Token[], answer: readonly Token[], options: JudgeOptions): Relations {
  return words.map((w) => answer.map((a) => related(w.lemma, a.lemma, options.synonyms)));
}

function align(point: Clause, words: readonly Token[], weights: number[], rel: Relations, answer: readonly Token[], span: Span): Alignment {
  let got = 0;
  let gotAgreeing = 0;
  let total = 0;
  let flips = 0;
  let agreements = 0;
  let opposites = 0;
  words.forEach((w, i) => {
    total += weights[i];
    let bestCredit = 0;
    let bestAt = -1;
    let bestRelation: Relation = null;
    const row = rel[i];
    for (let j = span.from; j < span.to; j++) {
      const relation = row[j];
      if (!relation) continue;
      const credit = MATCH_CREDIT[relation];
      // Prefer an agreeing match to an opposite one of the same strength.
      if (credit > bestCredit || (credit === bestCredit && bestRelation === 'opposite' && relation !== 'opposite')) {
        bestCredit = credit;
        bestAt = j;
        bestRelation = relation;
      }
      if (credit === 1) break;
    }
    if (bestAt < 0) return;
    const token = answer[bestAt];
    got += weights[i] * bestCredit;
    if (bestRelation !== 'opposite') {
      gotAgreeing += weights[i] * bestCredit;
    }
    // Negation scopes run to the clause's end, over objects too ("do not speed up CPU-bound work"): only
    // predicates (verbs, adjectives, adverbs, numbers) carry the claim's polarity; opposites count anywhere.
    const predicate = PREDICATE_POS.has(w.pos) || PREDICATE_POS.has(token.pos);
    if (bestRelation === 'opposite') {
      // The point's own word is absent (an equal match would have won) and its opposite is there.
      if (w.negated === token.negated) {
        flips += weights[i];
        opposites += weights[i] >= 1 ? 1 : 0;
      }
    } else if (predicate) {
      if (w.negated !== token.negated) flips += weights[i];
      else agreements += weights[i];
    }
  });
  const opposedO = point.bigO.length > 0 && span.bigO.length > 0 && !point.bigO.some((o) => span.bigO.includes(o));
  return {
    score: total ? got / total : 0,
    agreeing: total ? gotAgreeing / total : 0,
    span,
    flips: flips + (opposedO ? 2 : 0),
    agreements,
    opposed: opposedO || opposites > 0,
    opposedBigO: opposedO,
  };
}

function spans(clauses: Clause[]): Span[] {
  const bounds: number[] = [0];
  for (const c of clauses) bounds.push(bounds[bounds.length - 1] + contentOf(c.tokens).length);
  const out: Span[] = clauses.map((c, i) => ({ text: c.text, from: bounds[i], to: bounds[i + 1], bigO: c.bigO }));
  for (let i = 0; i + 1 < clauses.length; i++) {
    const a = clauses[i];
    const b = clauses[i + 1];
    out.push({ text: `${a.text} ${b.text}`, from: bounds[i], to: bounds[i + 2], bigO: [...a.bigO, ...b.bigO] });
  }
  return out;
}


export function judge(question: string, expected: string, answer: string, options: JudgeOptions = {}): Judgment {
  const questionLemmas = new Set(contentOf(analyze(question).flatMap((c) => c.tokens)).map((t) => t.lemma));
  const points = analyze(expected);
  const answerClauses = analyze(answer);
  const answerContent = contentOf(answerClauses.flatMap((c) => c.tokens));
  const candidates = spans(answerClauses);

  const judged: PointJudgment[] = points.map((point) => {
    const words = contentOf(point.tokens);
    const weights = words.map(weightOf(questionLemmas));
    const rel = relationsOf(words, answerContent, options);
    let best: Alignment | null = null;
    let bestValue = -1;
    candidates.forEach((span, k) => {
      const a = align(point, words, weights, rel, answerContent, span);
      const value = a.score - (k >= answerClauses.length ? JUDGE.pairMargin : 0);
      if (value > bestValue) {
        best = a;
        bestValue = value;
      }
    });
    const b = best as Alignment | null;
    const alignment = b?.score ?? 0;
    // A contradiction needs the span to be about the same claim: most of the point's other words are there.
    const contradicted = Boolean(
      b &&
        ((b.opposedBigO && b.agreeing >= JUDGE.partialFrom * 2) || b.agreeing >= JUDGE.contradictionAlignment) &&
        (b.opposed || (b.flips > 0 && b.flips > b.agreements * 0.6 && (b.flips >= 1 || b.agreements === 0))),
    );
    const credit = contradicted ? 0 : alignment >= JUDGE.covered ? 1 : alignment <= JUDGE.partialFrom ? 0 : (alignment - JUDGE.partialFrom) / (JUDGE.covered - JUDGE.partialFrom);
    const status: AnswerEvidence['status'] = contradicted ? 'contradicted' : credit >= 0.5 ? 'covered' : 'missing';
    return {
      point: point.text,
      status,
      ...(status !== 'missing' && b ? { quote: quoteOf(b.span.text) } : {}),
      alignment: round(alignment),
      credit: round(credit),
    };
  });

  // The reference vocabulary, widened by synonyms and stems, read once.
  const reference = new Set<string>();
  for (const t of [...contentOf(points.flatMap((c) => c.tokens)), ...contentOf(analyze(question).flatMap((c) => c.tokens))]) {
    reference.add(t.lemma);
    reference.add(`~${stem(t.lemma)}`);
    for (const s of synonymsOf(t.lemma, options)) reference.add(s);
  }
  const inReference = answerContent.filter((t) => reference.has(t.lemma) || reference.has(`~${stem(t.lemma)}`)).length;
  const echo = answerContent.filter((t) => questionLemmas.has(t.lemma)).length;

  const n = judged.length || 1;
  return {
    points: judged,
    coverage: judged.reduce((s, p) => s + p.credit, 0) / n,
    contradicted: judged.filter((p) => p.status === 'contradicted').length,
    relevance: answerContent.length ? inReference / answerContent.length : 0,
    echo: answerContent.length ? echo / answerContent.length : 0,
    contentWords: answerContent.length,
    clauses: answerClauses.length,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const QUOTE_MAX = 240;
function quoteOf(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > QUOTE_MAX ? `${t.slice(0, QUOTE_MAX - 1)}…` : t;
}
