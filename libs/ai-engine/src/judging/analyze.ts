import winkNLP, { type ItemSentence, type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * Text as the judge reads it: sentences (split further at ";"), each a list of tokens with their lemma, part of
 * speech and whether a negation governs them. wink-nlp (with its English lite model) gives sentences, lemmas,
 * parts of speech and negation scope ("doesn't let Python threads run": let, threads and run are negated);
 * on top of it, verbs that negate what follows ("prevents two threads from running", "without a lock") open a
 * scope of their own until the clause ends. Complexity classes ("O(n log n)") are read as one token.
 */
export interface Token {
  /** Lower-case lemma, the matching key. */
  lemma: string;
  /** The word as written (lower case). */
  word: string;
  pos: string;
  /** True when an odd number of negations governs the word. */
  negated: boolean;
  /** A word that carries meaning (not a stop word, not punctuation). */
  content: boolean;
}

export interface Clause {
  /** The original text, for quoting. */
  text: string;
  tokens: Token[];
  /** Complexity classes named in the clause, normalized ("o(nlogn)"). */
  bigO: string[];
}

const nlp = winkNLP(model, ['sbd', 'negation', 'pos']);
const its = nlp.its;

const BIG_O = /\b[OΘθΩ]\s*\(((?:[^()]|\([^()]*\)){1,24})\)/g;
const normalizeBigO = (inner: string) =>
  `o(${inner
    .toLowerCase()
    .replace(/\u00b2/g, '^2')
    .replace(/\s*[*x\u00d7]\s*/g, '*')
    .replace(/\s+/g, '')
    .replace(/^n\*n$/, 'n^2')})`;
/** Terms the tokenizer would break apart, read as one token each: written form -> lemma. */
const TERMS: readonly [RegExp, (m: string) => string][] = [
  [/\bI\/O\b/gi, () => 'io'],
  [/\bCI\/CD\b/gi, () => 'cicd'],
  [/\bTCP\/IP\b/gi, () => 'tcpip'],
  [/\bC\+\+/g, () => 'c++'],
  [/\bC#/g, () => 'c#'],
  [/\.NET\b/g, () => 'dotnet'],
  [/\b([A-Za-z]+)\.js\b/g, (m) => m.toLowerCase().replace(/\.js$/, 'js')],
];

/** Verbs that negate what follows them in the clause (wink-nlp already scopes not, no, never, without ...). */
const NEGATING = new Set(['prevent', 'avoid', 'stop', 'forbid', 'prohibit', 'disallow', 'block', 'lack', 'fail', 'refuse', 'disable']);
const MIN_CLAUSE_WORDS = 3;
/** Conjunctions that open a clause of its own. */
const CLAUSE_SCONJ = new Set(['because', 'since', 'whereas', 'although', 'though', 'while', 'unless']);
/** Where a negation's scope ends. */
const SCOPE_END = new Set(['PUNCT', 'CCONJ', 'SCONJ']);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X', 'SYM']);
/** Words wink-nlp's model counts as stop words that matter to a technical claim. */
const KEEP = new Set(['before', 'after', 'first', 'last', 'always', 'never', 'same', 'different', 'one', 'all', 'none', 'more', 'less', 'fewer', 'many', 'few', 'only', 'once', 'both', 'each', 'every', 'new', 'old', 'call', 'first']);
const IRREGULAR: Record<string, string> = { data: 'data', datum: 'data', 'n\'t': 'not', ca: 'can', wo: 'will', async: 'async', alias: 'alias', status: 'status', kubernetes: 'kubernetes', pandas: 'pandas', redis: 'redis', aws: 'aws', js: 'javascript', javascript: 'javascript', ts: 'typescript', k8s: 'kubernetes', db: 'database', dbs: 'database' };

const cache = new Map<string, Clause[]>();
const CACHE_MAX = 2000;

/** The clauses of a text; repeated texts (expected answers, questions) are read once. */
export function analyze(text: string): Clause[] {
  const hit = cache.get(text);
  if (hit) return hit;
  const out = read(text);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(text, out);
  return out;
}

function read(raw: string): Clause[] {
  const bigOs: string[] = [];
  const held: { written: string; lemma: string }[] = [];
  // Complexity classes and terms with punctuation become one placeholder word each, so the tokenizer keeps
  // "O(n log n)" and "I/O" whole; quotes show them as written.
  let text = raw.replace(BIG_O, (_m, inner: string) => `bigo${bigOs.push(normalizeBigO(inner)) - 1}x`);
  for (const [re, toLemma] of TERMS) text = text.replace(re, (m) => `termx${held.push({ written: m, lemma: toLemma(m) }) - 1}x`);
  const doc = nlp.readDoc(text);
  const clauses: Clause[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    let current: Clause = { text: '', tokens: [], bigO: [] };
    let parts: string[] = [];
    let scope = false;
    let prevSpacing = ' ';
    const flush = () => {
      if (current.tokens.some((t) => t.content)) {
        current.text = restore(parts.join(''), bigOs, held).trim();
        clauses.push(current);
      }
      current = { text: '', tokens: [], bigO: [] };
      parts = [];
      scope = false;
    };
    const first = clauses.length;
    sentence.tokens().each((t: ItemToken) => {
      const word = String(t.out()).toLowerCase();
      let pos = String(t.out(its.pos));
      const piece = String(t.out(its.precedingSpaces)) + String(t.out());
      if (word === ';') {
        parts.push(piece);
        return flush();
      }
      // A claim ends where a subordinate or coordinated clause starts ("..., so threads ...", "... because it
      // halves ..."): each becomes its own clause when both sides say something.
      const last = current.tokens[current.tokens.length - 1];
      const boundary =
        (pos === 'SCONJ' && CLAUSE_SCONJ.has(word)) ||
        ((word === 'so' || word === 'which' || word === 'but' || word === 'whereas') && last?.word === ',');
      if (boundary && current.tokens.filter((x) => x.content).length >= 2) {
        if (last?.word === ',') {
          current.tokens.pop();
          parts.pop();
        }
        flush();
      }
      parts.push(piece);
      if (SCOPE_END.has(pos) && word !== '/') scope = false;
      const term = /^termx(\d+)x$/.exec(word);
      if (term) {
        const h = held[Number(term[1])];
        current.tokens.push({ lemma: h.lemma, word: h.lemma, pos: 'X', negated: scope !== Boolean(t.out(its.negationFlag)), content: true });
        return;
      }
      const placeholder = /^bigo(\d+)x$/.exec(word);
      if (placeholder) {
        const o = bigOs[Number(placeholder[1])];
        current.bigO.push(o);
        current.tokens.push({ lemma: o, word: o, pos: 'X', negated: scope !== Boolean(t.out(its.negationFlag)), content: true });
        return;
      }
      const spaced = String(t.out(its.precedingSpaces)) !== '';
      const prev = current.tokens[current.tokens.length - 1];
      // A hyphenated compound ("CPU-bound", "I/O-heavy") names a thing: none of its parts is a predicate.
      if (prev && !spaced && (prev.word === '-' || prev.word === '/') && prevSpacing === '') {
        pos = 'X';
        const head = current.tokens[current.tokens.length - 2];
        if (head) head.pos = 'X';
      }
      prevSpacing = spaced ? ' ' : '';
      const lemma = IRREGULAR[word] ?? String(t.out(its.lemma as unknown as typeof its.pos)).toLowerCase();
      const negated = Boolean(t.out(its.negationFlag)) !== scope;
      const content = /[a-z0-9]/.test(word) && (KEEP.has(lemma) || (!t.out(its.stopWordFlag) && CONTENT_POS.has(pos))) && lemma !== 'not';
      current.tokens.push({ lemma, word, pos, negated, content });
      if (NEGATING.has(lemma) && pos !== 'NOUN') scope = !scope;
    });
    flush();
    // A fragment of fewer than three content words is no claim of its own: it joins its neighbour.
    for (let i = clauses.length - 1; i > first; i--) {
      const small = (c: Clause) => c.tokens.filter((x) => x.content).length < MIN_CLAUSE_WORDS;
      if (small(clauses[i]) || small(clauses[i - 1])) {
        const [a, b] = [clauses[i - 1], clauses[i]];
        clauses.splice(i - 1, 2, { text: `${a.text} ${b.text}`, tokens: [...a.tokens, ...b.tokens], bigO: [...a.bigO, ...b.bigO] });
      }
    }
  });
  for (const c of clauses) c.text = c.text.replace(/\s*;$/, '');
  return clauses;
}

function restore(text: string, bigOs: string[], held: { written: string }[]): string {
  return text
    .replace(/bigo(\d+)x/g, (_m, i: string) => bigOs[Number(i)].replace(/^o/, 'O'))
    .replace(/termx(\d+)x/g, (_m, i: string) => held[Number(i)].written)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1');
}
