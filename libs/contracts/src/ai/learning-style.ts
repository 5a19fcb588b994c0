import { LEARNING_AGENT } from '../constants';

/**
 * Free-text learning styles ("hands-on projects", "YouTube videos", "reading the docs") to the Learning Agent's
 * canonical styles (`LEARNING_AGENT.preferredStyles`), issue 15. Other services call the AI API with their own
 * wording, so the request schema maps the text instead of refusing it. Shared by the gateway, the AI service and
 * the web app through `preferredStyleSchema`; no dependencies, so it runs in the browser too.
 */
export type PreferredStyle = (typeof LEARNING_AGENT.preferredStyles)[number];

/** The style used when none is given or none can be read from the text. */
export const DEFAULT_PREFERRED_STYLE: PreferredStyle = 'hands-on';

/** Only the start of a very long text is read. */
const MAX_READ = 500;

/**
 * Words and phrases per style, as written; they go through the same normalizing as the text, so plurals and
 * verb forms ("videos", "watching", "built", "quizzes") need no entries of their own.
 */
const STYLE_TERMS: Record<PreferredStyle, readonly string[]> = {
  video: [
    'video', 'youtube', 'watch', 'screencast', 'lecture', 'webinar', 'vlog', 'clip', 'stream', 'livestream', 'visual', 'visually',
    'film', 'movie', 'recording', 'recorded', 'podcast', 'audio', 'listen', 'talk', 'pluralsight', 'egghead', 'udemy',
  ],
  reading: [
    'read', 'book', 'ebook', 'textbook', 'doc', 'documentation', 'article', 'blog', 'text', 'written', 'manual', 'handbook',
    'paper', 'reference', 'note', 'pdf', 'literature', 'wiki', 'tutorial', 'specification', 'theory',
  ],
  'hands-on': [
    'hands on', 'handson', 'project', 'practice', 'practise', 'practical', 'build', 'built', 'create', 'lab', 'code',
    'by doing', 'experiment', 'tinker', 'hack', 'hackathon', 'real world', 'kata', 'implement', 'prototype', 'trial and error', 'apply',
  ],
  interactive: [
    'interactive', 'interact', 'quiz', 'exercise', 'course', 'feedback', 'challenge', 'puzzle', 'game', 'gamified', 'playground',
    'flashcard', 'assessment', 'mentor', 'tutor', 'class', 'classroom', 'bootcamp', 'workshop', 'live', 'codecademy', 'duolingo',
    'leetcode', 'step by step',
  ],
};

/** A word that turns the rest of its clause around: "no videos", "I don't like reading". */
const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'avoid', 'hate', 'dislike', 'dont', 'doesnt', 'wont', 'isnt', 'cant', 'nor', 'except', 'instead']);
/** Words that start a new clause besides punctuation: "no videos but books". */
const CLAUSE_BREAKS = new Set(['but', 'rather', 'prefer', 'preferably', 'mostly', 'mainly']);

/**
 * A small lemmatizer for this vocabulary: drops plural and verb endings and a final silent "e", the same way for
 * the text and for the terms ("quizzes" = "quiz", "watching" = "watch", "coding" = "code", "docs" = "doc").
 */
export function styleLemma(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|x|ch|sh|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  // A doubled final consonant left by a cut ending: "shopping" -> "shopp" -> "shop", "quizzes" -> "quizz" -> "quiz".
  if (w.length < word.length && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Lower-case words without accents or apostrophes ("Don't" -> "dont"), split into clauses. */
function clauses(text: string): string[][] {
  const plain = text
    .slice(0, MAX_READ)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '');
  const out: string[][] = [];
  for (const part of plain.split(/[,.;:!?()/\n|]+/)) {
    let words: string[] = [];
    for (const w of part.split(/[^a-z0-9]+/).filter(Boolean)) {
      if (CLAUSE_BREAKS.has(w)) {
        if (words.length) out.push(words);
        words = [];
      } else words.push(w);
    }
    if (words.length) out.push(words);
  }
  return out;
}

const lemmasOf = (phrase: string) => phrase.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map(styleLemma);

/** Every term as lemmas, longest first so "hands on" is read before a shorter term could take "hand". */
const TERMS: { lemmas: string[]; style: PreferredStyle }[] = (Object.entries(STYLE_TERMS) as [PreferredStyle, readonly string[]][])
  .flatMap(([style, terms]) => terms.map((t) => ({ lemmas: lemmasOf(t), style })))
  .sort((a, b) => b.lemmas.length - a.lemmas.length);

/**
 * The canonical style a free-text preference means: each style counts the terms it has in the text (a term after
 * a negation in its clause does not count); the style with most wins, a tie goes to the one named first, and a
 * text naming none (blank, unknown words, only negated ones) gets the default, 'hands-on'. Case-insensitive;
 * the canonical names themselves map to themselves.
 */
export function normalizePreferredStyle(text: string): PreferredStyle {
  const exact = text.trim().toLowerCase();
  if ((LEARNING_AGENT.preferredStyles as readonly string[]).includes(exact)) return exact as PreferredStyle;
  const counts = new Map<PreferredStyle, { n: number; first: number }>();
  let position = 0;
  for (const clause of clauses(text)) {
    const lemmas = clause.map(styleLemma);
    let negated = false;
    for (let i = 0; i < lemmas.length; ) {
      if (NEGATIONS.has(clause[i])) {
        negated = true;
        i += 1;
        continue;
      }
      const term = TERMS.find((t) => t.lemmas.every((l, k) => lemmas[i + k] === l));
      if (term && !negated) {
        const c = counts.get(term.style) ?? { n: 0, first: position + i };
        counts.set(term.style, { n: c.n + 1, first: c.first });
      }
      i += term ? term.lemmas.length : 1;
    }
    position += lemmas.length;
  }
  let best: PreferredStyle | undefined;
  for (const [style, c] of counts) {
    const b = best && counts.get(best)!;
    if (!b || c.n > b.n || (c.n === b.n && c.first < b.first)) best = style;
  }
  return best ?? DEFAULT_PREFERRED_STYLE;
}
