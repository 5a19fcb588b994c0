import type { Difficulty, ExerciseType } from '@hirewise/contracts';

/** The four skills with a curated bank (SKILL_ASSESSMENT.skills). */
export type BankSkill = 'JavaScript' | 'Python' | 'React' | 'Algorithms';

/**
 * A key concept of an expected answer: `terms` are the label and its synonyms or alternative phrasings,
 * matched against the lemmatized answer (a multi-word term matches when its words appear in order, close together).
 */
export interface Concept {
  label: string;
  terms: string[];
}

export interface BankQuestion {
  id: string;
  skill: BankSkill;
  type: ExerciseType;
  level: Difficulty;
  focus: string;
  question: string;
  expectedAnswer: string;
  concepts: Concept[];
}

/** Authoring form of a question: concepts as 'label|synonym|synonym'. */
export type QuestionSpec = [type: ExerciseType, level: Difficulty, focus: string, question: string, expectedAnswer: string, concepts: string[]];

export function parseConcept(spec: string): Concept {
  const terms = [
    ...new Set(
      spec
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  return { label: terms[0], terms };
}

/** Turns authoring specs into bank questions with stable ids: js-concept-beginner-1, ... */
export function defineBank(skill: BankSkill, prefix: string, specs: QuestionSpec[]): BankQuestion[] {
  const counters = new Map<string, number>();
  return specs.map(([type, level, focus, question, expectedAnswer, concepts]) => {
    const key = `${type}-${level}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return { id: `${prefix}-${key}-${n}`, skill, type, level, focus, question, expectedAnswer, concepts: concepts.map(parseConcept) };
  });
}
