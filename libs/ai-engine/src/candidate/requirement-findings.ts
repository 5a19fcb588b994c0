/**
 * How the candidate text stands against each requirement of the job: shown (profile skills, education, stated
 * experience), related (an implying or sibling skill shown), claimed (statement of purpose only) or not found,
 * with a short quote of the (redacted) candidate text.
 */

import type { CandidateEvidence } from '@hirewise/contracts';
import { extractSkills, type SkillMention } from '../skills/skill-lexicon';
import { STOP_WORDS } from '../text/stop-words';
import { contentLemmas, lemma } from '../text/tokenize';
import { sectionAt, type CandidateSection } from './candidate-sections';
import { findYears, type YearsStatement } from './experience';
import type { RequirementWeight, SkillRequirement } from './job-requirements';

/** Credit of a requirement by what the candidate text shows. */
export const CREDIT = {
  shown: 1,
  /** A skill that implies the required one (React or Node.js for JavaScript, Django for Python). */
  implied: 0.6,
  /** Another member of the same group (Vue for React, MySQL for PostgreSQL). */
  related: 0.4,
  /** Named only in the statement of purpose: a claim, not shown anywhere else. */
  claimed: 0.3,
} as const;

/** Groups whose members can stand in for each other in part (Vue for React, MySQL for PostgreSQL). */
const RELATED_GROUPS = new Set(['frontend-framework', 'backend-framework', 'data-store', 'cloud', 'containers', 'mobile', 'data-science', 'testing', 'messaging', 'infrastructure', 'api']);

/** Skills whose use shows another one: whoever builds with React writes JavaScript. */
const IMPLIED_BY: Record<string, readonly string[]> = {
  JavaScript: ['TypeScript', 'React', 'Angular', 'Vue', 'Svelte', 'Next.js', 'Node.js', 'Express', 'NestJS', 'Redux', 'React Native', 'Jest'],
  TypeScript: ['Angular', 'NestJS'],
  'HTML & CSS': ['React', 'Angular', 'Vue', 'Svelte', 'Next.js'],
  React: ['Next.js', 'Redux', 'React Native'],
  'Node.js': ['Express', 'NestJS'],
  Python: ['Django', 'Flask', 'FastAPI', 'Pandas'],
  Java: ['Spring'],
  'C#': ['.NET'],
  Ruby: ['Ruby on Rails'],
  Dart: ['Flutter'],
  Swift: ['iOS'],
  SQL: ['PostgreSQL', 'MySQL'],
  Docker: ['Kubernetes'],
  Testing: ['Jest'],
  'Machine Learning': ['Deep Learning'],
  Communication: ['Sales', 'Customer Support', 'Marketing', 'Leadership', 'Content Writing'],
};

/** Words before a skill that make it a wish, not experience: "keen to learn SQL", "I want to work with React". */
const ASPIRATION =
  /\b(?:(?:want|wants|wanted|would like|'d like|hope|hoping|keen|eager|plan|planning|aspire|aspiring|excited|looking forward|interested)\s+(?:to\s+)?(?:learn|learning|study|studying|pick up|explore|get into|work (?:with|on|in)|use|try|grow|become|move into|manage|start)|(?:currently|now|am|'m)\s+learning|to learn|goal is to)\b[^.!?;\n]{0,60}$/i;

/** Hiring boilerplate that says nothing about fit, ignored when comparing wording. */
const BOILERPLATE = new Set(
  contentLemmas(
    'job role position candidate team company work working looking seeking hire hiring join year years experience strong good excellent skill skills ability able knowledge required requirement requirements responsibilities responsible including etc title type full part time none listed manage managing',
  ),
);
/** How many of the job's content words the wording comparison uses (the first ones: the title and the opening). */
const MAX_WORDING_REQUIREMENTS = 12;

export type Status = CandidateEvidence['status'];

export interface Finding {
  requirement: string;
  weight: RequirementWeight;
  status: Status;
  credit: number;
  quote?: string;
  /** The candidate's related skill ("related experience with Vue"). */
  via?: string;
  /** Named only as something the candidate wants to learn. */
  wish?: boolean;
  kind: 'skill' | 'word' | 'years';
}

export interface Mention extends SkillMention {
  section: CandidateSection;
}

/** A short quote (a few words either side) around a position in the candidate text. */
export function quoteAround(text: string, index: number, length: number, radius = 7): string {
  const sentenceStart = Math.max(0, ...['\n', '. ', '! ', '? ', '; '].map((p) => {
    const at = text.lastIndexOf(p, index - 1);
    return at < 0 ? 0 : at + p.length;
  }));
  const ends = ['\n', '. ', '! ', '? ', '; '].map((p) => text.indexOf(p, index + length)).filter((i) => i >= 0);
  const sentenceEnd = ends.length ? Math.min(...ends) : text.length;
  const before = text.slice(sentenceStart, index).trim().split(/\s+/).filter(Boolean);
  const after = text.slice(index + length, sentenceEnd).trim().split(/\s+/).filter(Boolean);
  const head = before.slice(-radius);
  const tail = after.slice(0, radius);
  const body = [head.join(' '), text.slice(index, index + length), tail.join(' ')].filter(Boolean).join(' ').replace(/\s+([,.;:!?])/g, '$1');
  const clipped = body.length > 160 ? `${body.slice(0, 159).trimEnd()}…` : body;
  return `${head.length < before.length ? '…' : ''}${clipped.replace(/[.,;:]$/, '')}${tail.length < after.length ? '…' : ''}`;
}

/** Is the mention at `index` something the candidate wants to learn rather than has done? */
export function isWish(text: string, index: number): boolean {
  return ASPIRATION.test(text.slice(Math.max(0, index - 90), index));
}

/**
 * Where the candidate text names each lexicon skill: the first mention outside the statement of purpose
 * (shown) and the first inside it (claimed), leaving out wishes ("keen to learn SQL").
 */
export function skillMentions(text: string, sections: readonly CandidateSection[]) {
  const shown = new Map<string, Mention>();
  const claimed = new Map<string, Mention>();
  const wished = new Set<string>();
  for (const section of sections) {
    for (const m of extractSkills(text.slice(section.start, section.end))) {
      const mention: Mention = { ...m, index: section.start + m.index, section };
      if (isWish(text, mention.index)) {
        wished.add(m.entry.name);
        continue;
      }
      const into = section.kind === 'statement' ? claimed : shown;
      if (!into.has(m.entry.name)) into.set(m.entry.name, mention);
    }
  }
  return { shown, claimed, wished };
}

export function skillFinding(req: SkillRequirement, text: string, mentions: ReturnType<typeof skillMentions>, shownSkills: readonly Mention[]): Finding {
  const base = { requirement: req.entry.name, weight: req.weight, kind: 'skill' as const };
  const quote = (m: { index: number; text: string }) => quoteAround(text, m.index, m.text.length);
  const direct = mentions.shown.get(req.entry.name);
  if (direct) return { ...base, status: 'shown', credit: CREDIT.shown, quote: quote(direct) };

  const candidates: Finding[] = [];
  const implied = shownSkills.find((m) => IMPLIED_BY[req.entry.name]?.includes(m.entry.name));
  if (implied) candidates.push({ ...base, status: 'related', credit: CREDIT.implied, via: implied.entry.name, quote: quote(implied) });
  if (RELATED_GROUPS.has(req.entry.group)) {
    const sibling = shownSkills.find((m) => m.entry.group === req.entry.group && m.entry.name !== req.entry.name);
    if (sibling) candidates.push({ ...base, status: 'related', credit: CREDIT.related, via: sibling.entry.name, quote: quote(sibling) });
  }
  const claim = mentions.claimed.get(req.entry.name);
  if (claim) candidates.push({ ...base, status: 'claimed', credit: CREDIT.claimed, quote: quote(claim) });
  if (candidates.length) return candidates.reduce((a, b) => (b.credit > a.credit ? b : a));
  return { ...base, status: 'not found', credit: 0, wish: mentions.wished.has(req.entry.name) };
}

/** Word tokens of the candidate text with their offsets and lemmas (for the wording comparison). */
function wordTokens(text: string): { index: number; text: string; lemma: string }[] {
  const out: { index: number; text: string; lemma: string }[] = [];
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9_]*(?:'[a-z]+)?/g)) {
    const lower = m[0].toLowerCase();
    if (lower.length < 3 || STOP_WORDS.has(lower)) continue;
    out.push({ index: m.index ?? 0, text: m[0], lemma: lemma(lower) });
  }
  return out;
}

/** The job's distinctive words (no lexicon skills in it): each one a requirement found or not in the candidate text. */
export function wordingFindings(wording: string, text: string, sections: readonly CandidateSection[]): Finding[] {
  const jobWords: { lemma: string; text: string }[] = [];
  const seen = new Set<string>();
  const cleaned = wording.replace(/^\s*(?:title|required skills|skills|description|job description)\s*:\s*/gim, '');
  for (const t of wordTokens(cleaned)) {
    if (BOILERPLATE.has(t.lemma) || seen.has(t.lemma)) continue;
    seen.add(t.lemma);
    jobWords.push({ lemma: t.lemma, text: t.text.toLowerCase() });
    if (jobWords.length >= MAX_WORDING_REQUIREMENTS) break;
  }
  const tokens = wordTokens(text);
  return jobWords.map((w) => {
    const base = { requirement: w.text, weight: 'required' as RequirementWeight, kind: 'word' as const };
    let claim: Finding | undefined;
    let wish = false;
    for (const t of tokens) {
      if (t.lemma !== w.lemma) continue;
      if (isWish(text, t.index)) {
        wish = true;
        continue;
      }
      const quote = quoteAround(text, t.index, t.text.length);
      if (sectionAt(sections, t.index)?.kind !== 'statement') return { ...base, status: 'shown' as Status, credit: CREDIT.shown, quote };
      claim ??= { ...base, status: 'claimed', credit: CREDIT.claimed, quote };
    }
    return claim ?? { ...base, status: 'not found' as Status, credit: 0, wish };
  });
}

/** The candidate's years of experience: the largest shown outside the statement of purpose, else the largest claimed in it. */
export function candidateYears(text: string, sections: readonly CandidateSection[]): { best?: YearsStatement; claimed: boolean } {
  const all = findYears(text).filter((y) => !isWish(text, y.index));
  const largest = (ys: YearsStatement[]) => (ys.length ? ys.reduce((a, b) => (b.years > a.years ? b : a)) : undefined);
  const shown = largest(all.filter((y) => sectionAt(sections, y.index)?.kind !== 'statement'));
  if (shown) return { best: shown, claimed: false };
  const claimed = largest(all.filter((y) => sectionAt(sections, y.index)?.kind === 'statement'));
  return { best: claimed, claimed: !!claimed };
}
