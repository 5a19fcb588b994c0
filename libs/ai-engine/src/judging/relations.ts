import { wordNet } from './wordnet';

/**
 * How two lemmas relate: the same word, a synonym, a word of the same stem, an opposite, or nothing. Opposites
 * and synonyms come from WordNet (direct antonyms, synonyms of the first senses, and antonyms of those
 * synonyms: "prevent" / "let" / "allow"), plus the pairs of software vocabulary WordNet lacks (below).
 */
export type Relation = 'same' | 'synonym' | 'stem' | 'opposite' | null;

/** Opposite pairs of technical English that WordNet does not list. Each line: word / its opposites. */
const TECH_OPPOSITES: readonly [string, string[]][] = [
  ['before', ['after']],
  ['always', ['never', 'sometimes']],
  ['synchronous', ['asynchronous', 'async']],
  ['sync', ['async', 'asynchronous']],
  ['blocking', ['nonblocking', 'non-blocking']],
  ['parallel', ['sequential', 'serial', 'sequentially', 'serially']],
  ['parallelism', ['sequential', 'serial']],
  ['concurrent', ['sequential', 'serial']],
  ['concurrently', ['sequentially', 'serially']],
  ['mutable', ['immutable']],
  ['mutate', ['copy']],
  ['stateful', ['stateless']],
  ['lazy', ['eager']],
  ['lazily', ['eagerly']],
  ['fast', ['slow']],
  ['faster', ['slower']],
  ['quick', ['slow']],
  ['more', ['less', 'fewer']],
  ['increase', ['decrease', 'reduce', 'lower']],
  ['add', ['remove', 'delete']],
  ['encrypt', ['decrypt']],
  ['compress', ['decompress']],
  ['serialize', ['deserialize']],
  ['lifo', ['fifo']],
  ['stack', ['queue']],
  ['ascending', ['descending']],
  ['stable', ['unstable']],
  ['sorted', ['unsorted']],
  ['higher', ['lower']],
  ['high', ['low']],
  ['large', ['small']],
  ['larger', ['smaller']],
  ['greater', ['smaller', 'less']],
  ['maximum', ['minimum']],
  ['max', ['min']],
  ['first', ['last']],
  ['one', ['all', 'many', 'multiple', 'several', 'every']],
  ['single', ['multiple', 'many', 'several']],
  ['only', ['all', 'every', 'multiple']],
  ['all', ['none', 'some', 'one', 'only']],
  ['inner', ['outer', 'left', 'right', 'full']],
  ['client', ['server']],
  ['cpu', ['io']],
  ['read', ['write']],
  ['commit', ['rollback']],
  ['push', ['pull']],
  ['upstream', ['downstream']],
  ['horizontal', ['vertical']],
  ['horizontally', ['vertically']],
  ['shallow', ['deep']],
  ['strong', ['weak', 'eventual']],
  ['strongly', ['eventually', 'weakly']],
  ['valid', ['invalid']],
  ['include', ['exclude']],
  ['inclusive', ['exclusive']],
  ['enable', ['disable']],
  ['allow', ['prevent', 'block', 'forbid']],
  ['safe', ['unsafe']],
  ['idempotent', ['nonidempotent']],
  ['compile', ['runtime']],
  ['static', ['dynamic']],
  ['statically', ['dynamically']],
  ['explicit', ['implicit']],
  ['explicitly', ['implicitly']],
  ['copy', ['reference']],
  ['value', ['reference']],
  ['global', ['local']],
  ['public', ['private']],
  ['true', ['false']],
  ['success', ['failure', 'fail']],
  ['open', ['close']],
  ['start', ['end', 'stop', 'finish']],
  ['lock', ['unlock']],
  ['increment', ['decrement']],
  ['upper', ['lower']],
  ['overfit', ['underfit']],
  ['overfitting', ['underfitting']],
  ['bias', ['variance']],
  ['cheap', ['expensive', 'costly']],
  ['constant', ['linear', 'quadratic', 'logarithmic', 'exponential']],
  ['linear', ['quadratic', 'logarithmic', 'exponential', 'constant']],
  ['logarithmic', ['linear', 'quadratic', 'exponential', 'constant']],
  ['quadratic', ['linear', 'logarithmic', 'constant']],
];

/** General synonyms of software vocabulary (each group: words that mean the same in an answer). */
const TECH_SYNONYMS: readonly string[][] = [
  ['function', 'method', 'func', 'fn'],
  ['error', 'exception'],
  ['fast', 'faster', 'quick', 'quicker', 'performant', 'efficient', 'speed', 'accelerate'],
  ['slow', 'sluggish'],
  ['array', 'list'],
  ['run', 'execute'],
  ['concurrent', 'parallel', 'simultaneous', 'simultaneously', 'same time', 'at once'],
  ['database', 'db'],
  ['delete', 'remove', 'drop'],
  ['create', 'make', 'build'],
  ['store', 'save', 'persist', 'keep'],
  ['return', 'give', 'yield'],
  ['check', 'verify', 'validate', 'assert'],
  ['bug', 'defect', 'issue'],
  ['container', 'docker'],
  ['copy', 'clone', 'duplicate'],
  ['change', 'modify', 'mutate', 'update', 'alter'],
  ['stop', 'halt', 'terminate', 'kill'],
  ['start', 'begin', 'launch'],
  ['wait', 'await', 'block'],
  ['request', 'call', 'query'],
  ['big', 'large', 'huge'],
  ['small', 'little', 'tiny'],
  ['speed', 'performance'],
  ['cost', 'price', 'expense'],
  ['rerender', 're-render', 'render'],
  ['variable', 'var'],
  ['argument', 'parameter', 'param', 'arg'],
  ['object', 'instance'],
  ['property', 'attribute', 'field'],
  ['dictionary', 'dict', 'map', 'hashmap', 'hash'],
  ['key', 'index'],
  ['memory', 'ram'],
  ['cpu', 'processor', 'core'],
  ['lock', 'mutex'],
  ['one', 'single'],
  ['many', 'multiple', 'several'],
];

const opposites = new Map<string, Set<string>>();
const synonyms = new Map<string, Set<string>>();
const link = (map: Map<string, Set<string>>, a: string, b: string) => {
  if (a === b) return;
  let set = map.get(a);
  if (!set) map.set(a, (set = new Set()));
  set.add(b);
};
for (const [word, opps] of TECH_OPPOSITES) {
  for (const o of opps) {
    link(opposites, word, o);
    link(opposites, o, word);
  }
}
for (const group of TECH_SYNONYMS) for (const a of group) for (const b of group) link(synonyms, a, b);

/** Suffixes taken off before two words are compared by stem ("parallelism" / "parallel", "caching" / "cache"). */
const SUFFIX = /(?:ization|isation|ations|ation|ities|ity|isms|ism|ness|ments|ment|ings|ing|ably|ibly|able|ible|ally|al|ers|er|ed|ly|ic|es|s|e)$/;
export function stem(lemma: string): string {
  if (lemma.length <= 4 || !/^[a-z]+$/.test(lemma)) return lemma;
  const s = lemma.replace(SUFFIX, '');
  return s.length >= 4 ? s : lemma;
}

/** Per lemma, once: its opposites (own, WordNet's, and those of its synonyms) and its synonyms. */
interface Lexeme {
  opposites: Set<string>;
  synonyms: Set<string>;
  stem: string;
}
const lexemes = new Map<string, Lexeme>();
function lexeme(l: string): Lexeme {
  let x = lexemes.get(l);
  if (x) return x;
  const wn = wordNet();
  const syn = new Set<string>([...(synonyms.get(l) ?? []), ...(wn.synonyms(l) ?? [])]);
  const opp = new Set<string>([...(opposites.get(l) ?? []), ...(wn.antonyms(l) ?? [])]);
  // Antonyms of a synonym ("prevent" is the antonym of "let", and "allow" is a synonym of "let").
  for (const s of wn.synonyms(l) ?? []) for (const o of wn.antonyms(s) ?? []) opp.add(o);
  for (const o of [...opp]) for (const s of wn.synonyms(o) ?? []) if (!syn.has(s) && s !== l) opp.add(s);
  for (const o of opp) syn.delete(o);
  x = { opposites: opp, synonyms: syn, stem: stem(l) };
  if (lexemes.size > 100_000) lexemes.clear();
  lexemes.set(l, x);
  return x;
}

/** Prefixes of opposite meaning: "microtask" / "macrotask", "preorder" / "postorder", "overfit" / "underfit". */
const PREFIX_OPPOSITES: readonly [string, string][] = [
  ['micro', 'macro'],
  ['pre', 'post'],
  ['over', 'under'],
  ['inter', 'intra'],
  ['min', 'max'],
  ['up', 'down'],
  ['im', 'ex'],
  ['encode', 'decode'],
];
/** Negating prefixes: "mutable" / "immutable", "blocking" / "nonblocking", "synchronous" / "asynchronous". */
const NEGATING_PREFIXES = ['un', 'non', 'im', 'ir', 'il', 'dis', 'a'];

function prefixOpposites(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5) return false;
  for (const [x, y] of PREFIX_OPPOSITES) {
    if (a.startsWith(x) && b.startsWith(y) && a.slice(x.length) === b.slice(y.length) && a.length - x.length >= 3) return true;
    if (a.startsWith(y) && b.startsWith(x) && a.slice(y.length) === b.slice(x.length) && a.length - y.length >= 3) return true;
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  // Only when the bare word is a real word the judge knows (WordNet or the software lists): "index" is not "in-dex".
  return short.length >= 5 && NEGATING_PREFIXES.some((p) => long === p + short) && (wordNet().synonyms(short) !== undefined || opposites.has(short) || synonyms.has(short));
}

export function areOpposites(a: string, b: string): boolean {
  return lexeme(a).opposites.has(b) || lexeme(b).opposites.has(a) || prefixOpposites(a, b);
}

export function areSynonyms(a: string, b: string, extra?: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  return Boolean(lexeme(a).synonyms.has(b) || lexeme(b).synonyms.has(a) || extra?.get(a)?.has(b));
}

/** The closest relation of two lemmas, opposites first (an opposite is never a synonym). */
export function relate(a: string, b: string, extra?: ReadonlyMap<string, ReadonlySet<string>>): Relation {
  if (a === b) return 'same';
  if (areOpposites(a, b)) return 'opposite';
  if (areSynonyms(a, b, extra)) return 'synonym';
  const sa = lexeme(a).stem;
  if (sa.length >= 4 && sa === lexeme(b).stem) return 'stem';
  return null;
}

/** Every synonym of a lemma the judge knows (technical groups, WordNet's first senses, extra ones). */
export function synonymsOf(lemma: string, options?: { synonyms?: ReadonlyMap<string, ReadonlySet<string>> }): string[] {
  return [...(synonyms.get(lemma) ?? []), ...(wordNet().synonyms(lemma) ?? []), ...(options?.synonyms?.get(lemma) ?? [])];
}
