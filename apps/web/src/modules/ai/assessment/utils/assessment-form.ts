import type { ExerciseType } from '@hirewise/contracts/ai';
import { SKILL_ASSESSMENT } from '@hirewise/contracts/constants';
import type { FieldErrors } from '@/modules/auth/utils/validation';
import type { SelectOption } from '@/modules/forms/components/SelectField';

export type AssessmentSkill = (typeof SKILL_ASSESSMENT.skills)[number];
export type AssessmentLevel = keyof typeof SKILL_ASSESSMENT.experienceByLevel;

/** What the start form collects (spec sections 4 and 9). */
export interface AssessmentConfig {
  skill: AssessmentSkill;
  level: AssessmentLevel;
  questionCount: number;
  exerciseType: ExerciseType;
}

export interface AssessmentFormValues {
  skill: string;
  level: AssessmentLevel;
  questionCount: string;
  exerciseType: ExerciseType;
}
export type AssessmentFormField = keyof AssessmentFormValues;

export const QUESTION_COUNT_RANGE = { min: 1, max: 10 } as const;

export const SKILL_REQUIRED = 'Skill is required';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const ASSESSMENT_SKILL_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Select a skill' },
  ...SKILL_ASSESSMENT.skills.map((skill) => ({ value: skill, label: skill })),
];
export const ASSESSMENT_LEVEL_OPTIONS: readonly SelectOption[] = SKILL_ASSESSMENT.levels.map((level) => ({ value: level, label: capitalize(level) }));
export const EXERCISE_TYPE_OPTIONS: readonly SelectOption[] = SKILL_ASSESSMENT.exerciseTypes.map((type) => ({ value: type, label: capitalize(type) }));

export function initialAssessmentValues(): AssessmentFormValues {
  return { skill: '', level: 'beginner', questionCount: String(SKILL_ASSESSMENT.defaultQuestions), exerciseType: 'concept' };
}

/** Spec section 9: beginner 0, intermediate 3, advanced 5 years. */
export function experienceFor(level: AssessmentLevel): number {
  return SKILL_ASSESSMENT.experienceByLevel[level];
}

function isSkill(value: string): value is AssessmentSkill {
  return (SKILL_ASSESSMENT.skills as readonly string[]).includes(value);
}

export type ParsedAssessmentForm = { ok: true; config: AssessmentConfig } | { ok: false; errors: FieldErrors<AssessmentFormField> };

/** The assessment needs a skill (spec section 5); the number of questions is a whole number from 1 to 10. */
export function validateAssessmentForm(values: AssessmentFormValues): ParsedAssessmentForm {
  const errors: FieldErrors<AssessmentFormField> = {};
  if (!isSkill(values.skill)) errors.skill = SKILL_REQUIRED;
  const count = Number(values.questionCount);
  if (values.questionCount.trim() === '' || !Number.isInteger(count) || count < QUESTION_COUNT_RANGE.min || count > QUESTION_COUNT_RANGE.max) {
    errors.questionCount = `Choose from ${QUESTION_COUNT_RANGE.min} to ${QUESTION_COUNT_RANGE.max} questions`;
  }
  if (errors.skill || errors.questionCount) return { ok: false, errors };
  return { ok: true, config: { skill: values.skill as AssessmentSkill, level: values.level, questionCount: count, exerciseType: values.exerciseType } };
}
