import { SKILL_ASSESSMENT, type Difficulty, type ExerciseType } from '@hirewise/contracts';
import { findSkill, normalizeSkillKey } from '../skills/skill-lexicon';
import { normalizeKey } from '../text/tokenize';
import type { BankQuestion, BankSkill, Concept } from './bank-types';
import { ALGORITHMS_BANK } from './banks/algorithms';
import { fillTemplate, GENERAL_TEMPLATES } from './banks/general';
import { JAVASCRIPT_BANK } from './banks/javascript';
import { PYTHON_BANK } from './banks/python';
import { REACT_BANK } from './banks/react';

/** Every curated question, by skill. */
export const QUESTION_BANK: Readonly<Record<BankSkill, readonly BankQuestion[]>> = {
  JavaScript: JAVASCRIPT_BANK,
  Python: PYTHON_BANK,
  React: REACT_BANK,
  Algorithms: ALGORITHMS_BANK,
};

export const BANK_SKILLS = SKILL_ASSESSMENT.skills as readonly BankSkill[];

/**
 * Which curated bank answers a job skill, and which focus areas of it fit. Close relatives share a bank:
 * TypeScript and Node.js candidates get JavaScript questions (Node.js without the DOM ones), Next.js gets React,
 * the Python web and data frameworks get Python, data structures get Algorithms.
 */
const RELATED_BANKS: Record<string, { bank: BankSkill; excludeFocus?: string[] }> = {
  JavaScript: { bank: 'JavaScript' },
  TypeScript: { bank: 'JavaScript' },
  'Node.js': { bank: 'JavaScript', excludeFocus: ['DOM and events'] },
  Express: { bank: 'JavaScript', excludeFocus: ['DOM and events'] },
  NestJS: { bank: 'JavaScript', excludeFocus: ['DOM and events'] },
  React: { bank: 'React' },
  'Next.js': { bank: 'React' },
  Python: { bank: 'Python' },
  Django: { bank: 'Python' },
  Flask: { bank: 'Python' },
  FastAPI: { bank: 'Python' },
  Algorithms: { bank: 'Algorithms' },
};

export interface ResolvedSkill {
  /** The name used in question text: the lexicon's canonical name, or the skill as typed. */
  name: string;
  bank?: BankSkill;
  excludeFocus?: string[];
}

/** Resolves a typed skill ("react.js", "JS", "node", "Sales") to a curated bank or the general bank. */
export function resolveSkill(raw: string): ResolvedSkill {
  const typed = raw.trim().replace(/\s+/g, ' ');
  const entry = findSkill(typed);
  if (!entry) return { name: typed };
  const related = RELATED_BANKS[entry.name];
  if (related) return { name: entry.name, bank: related.bank, excludeFocus: related.excludeFocus };
  // "figma" is an alias of UI/UX Design, but questions should name what was typed; "nodejs" may read "Node.js".
  return { name: normalizeSkillKey(typed) === normalizeSkillKey(entry.name) ? entry.name : typed };
}

/** The concepts to score an answer against, when the question is one of ours (curated or a filled template). */
export interface KnownQuestion {
  concepts: Concept[];
  skill?: string;
  /** The bank's own wording (curated questions only) and its expected answer (templates: filled for the skill). */
  question?: string;
  expectedAnswer: string;
}

const byQuestion = new Map<string, KnownQuestion>();
for (const skill of BANK_SKILLS) for (const q of QUESTION_BANK[skill]) byQuestion.set(normalizeKey(q.question), { concepts: q.concepts, skill, question: q.question, expectedAnswer: q.expectedAnswer });

const templatePatterns = GENERAL_TEMPLATES.map((t) => {
  const [before, after] = t.question.split('{skill}');
  return { template: t, before: normalizeKey(before), after: normalizeKey(after) };
});

/** Finds the bank question (or general template) a question text came from, tolerant of case and spacing. */
export function lookupQuestion(question: string): KnownQuestion | undefined {
  const key = normalizeKey(question);
  const hit = byQuestion.get(key);
  if (hit) return hit;
  for (const p of templatePatterns) {
    if (key.length > p.before.length + p.after.length && key.startsWith(p.before) && key.endsWith(p.after)) {
      const skill = key.slice(p.before.length, key.length - p.after.length).trim();
      if (skill) return { concepts: p.template.concepts, skill, expectedAnswer: p.template.expectedAnswer.replaceAll('{skill}', skill) };
    }
  }
  return undefined;
}

/** One selectable question, already filled in for its skill. */
export interface Candidate {
  id: string;
  type: ExerciseType;
  level: Difficulty;
  focus: string;
  question: string;
  expectedAnswer: string;
}

export function bankCandidates(skill: ResolvedSkill, types: readonly ExerciseType[]): Candidate[] {
  if (!skill.bank) return [];
  const exclude = new Set(skill.excludeFocus ?? []);
  return QUESTION_BANK[skill.bank]
    .filter((q) => types.includes(q.type) && !exclude.has(q.focus))
    .map((q) => ({ id: q.id, type: q.type, level: q.level, focus: q.focus, question: q.question, expectedAnswer: q.expectedAnswer }));
}

export function generalCandidates(skill: ResolvedSkill, types: readonly ExerciseType[]): Candidate[] {
  return GENERAL_TEMPLATES.filter((t) => types.includes(t.type)).map((t) => ({
    id: t.id,
    type: t.type,
    level: t.level,
    focus: `general ${t.type}`,
    question: fillTemplate(t.question, skill.name),
    expectedAnswer: fillTemplate(t.expectedAnswer, skill.name),
  }));
}
