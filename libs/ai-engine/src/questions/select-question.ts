import { SKILL_ASSESSMENT, type Difficulty, type ExerciseType, type InterviewQuestionInput } from '@hirewise/contracts';
import { seededShuffle } from '../text/hash';
import type { LocalQuestion } from '../types';
import { bankCandidates, generalCandidates, resolveSkill, type Candidate, type ResolvedSkill } from './question-bank';

const LEVELS: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];

/** Years of experience to a level: 0-2 beginner, 3-4 intermediate, 5 and more advanced. */
export function levelForExperience(experience: number): Difficulty {
  if (experience >= SKILL_ASSESSMENT.experienceByLevel.advanced) return 'advanced';
  if (experience >= SKILL_ASSESSMENT.experienceByLevel.intermediate) return 'intermediate';
  return 'beginner';
}

/**
 * Puts the questions in asking order: the wanted level first, then the neighbouring levels, then the farthest;
 * each group shuffled by the key, then interleaved so consecutive questions differ in focus area and type.
 */
function order(candidates: Candidate[], level: Difficulty, key: string): Candidate[] {
  const at = LEVELS.indexOf(level);
  const groups = new Map<number, Candidate[]>();
  for (const c of candidates) {
    const d = Math.abs(LEVELS.indexOf(c.level) - at);
    groups.set(d, [...(groups.get(d) ?? []), c]);
  }
  const out: Candidate[] = [];
  for (const d of [...groups.keys()].sort((a, b) => a - b)) out.push(...spread(seededShuffle(groups.get(d)!, `${key}|${d}`), out[out.length - 1]));
  return out;
}

/** Greedy reorder: next pick is the first remaining item whose focus and type differ from the previous one's. */
function spread(items: Candidate[], previous?: Candidate): Candidate[] {
  const rest = items.slice();
  const out: Candidate[] = [];
  let last = previous;
  while (rest.length) {
    let i = rest.findIndex((c) => !last || (c.focus !== last.focus && c.type !== last.type));
    if (i < 0) i = rest.findIndex((c) => !last || c.focus !== last.focus);
    if (i < 0) i = 0;
    last = rest.splice(i, 1)[0];
    out.push(last);
  }
  return out;
}

/** Skills to ask about: the job's skills resolved and deduplicated (two names for one bank count once), else the job title. */
export function resolveSkills(input: Pick<InterviewQuestionInput, 'skills' | 'jobTitle'>): ResolvedSkill[] {
  const raw = input.skills.length ? input.skills : [input.jobTitle];
  const seen = new Set<string>();
  const out: ResolvedSkill[] = [];
  for (const s of raw) {
    if (!s.trim()) continue;
    const resolved = resolveSkill(s);
    const id = resolved.bank ? `bank:${resolved.bank}` : `general:${resolved.name.toLowerCase()}`;
    if (seen.has(id)) {
      // A second name for the same bank widens it: Node.js (no DOM questions) plus JavaScript asks all of them.
      const kept = out.find((o) => o.bank && o.bank === resolved.bank);
      if (kept && kept.excludeFocus) kept.excludeFocus = kept.excludeFocus.filter((f) => resolved.excludeFocus?.includes(f));
      continue;
    }
    seen.add(id);
    out.push({ ...resolved });
  }
  return out.length ? out : [{ name: input.jobTitle.trim() || 'this role' }];
}

/** The asking order for one skill: its curated bank (if any), then the general questions for it. */
function sequenceFor(skill: ResolvedSkill, types: readonly ExerciseType[], level: Difficulty, key: string): Candidate[] {
  const k = `${key}|${skill.name.toLowerCase()}`;
  return [...order(bankCandidates(skill, types), level, `${k}|bank`), ...order(generalCandidates(skill, types), level, `${k}|general`)];
}

/**
 * The currentQuestion-th question of an assessment or interview. The order is a deterministic permutation keyed
 * by (jobTitle, skills, experience, exerciseType); with several skills the questions rotate across them. Within
 * one run no question repeats until every question for the skills has been asked.
 */
export function selectQuestion(input: InterviewQuestionInput): LocalQuestion {
  const skills = resolveSkills(input);
  const types: readonly ExerciseType[] = input.exerciseType ? [input.exerciseType] : SKILL_ASSESSMENT.exerciseTypes;
  const level = levelForExperience(input.experience);
  const key = [input.jobTitle.trim().toLowerCase(), skills.map((s) => s.name.toLowerCase()).join(','), input.experience, input.exerciseType ?? 'any'].join('|');
  const index = Math.max(0, Math.floor(input.currentQuestion) - 1);
  const skill = skills[index % skills.length];
  const sequence = sequenceFor(skill, types, level, key);
  const picked = sequence[Math.floor(index / skills.length) % sequence.length];
  return { question: picked.question, expectedAnswer: picked.expectedAnswer, difficulty: picked.level, focusArea: picked.focus };
}
