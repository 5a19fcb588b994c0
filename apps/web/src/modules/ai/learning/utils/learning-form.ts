import { learningPathRequestSchema, type LearningPathInput } from '@hirewise/contracts/ai';
import { LEARNING_AGENT } from '@hirewise/contracts/constants';
import type { SelectOption } from '@/modules/forms/components/SelectField';
import { parseForm, type ParsedForm } from '@/modules/forms/utils/field-errors';

export type LearningLevel = LearningPathInput['currentLevel'];
export type Timeframe = LearningPathInput['timeframe'];
export type PreferredStyle = LearningPathInput['preferredStyle'];

export interface LearningFormValues {
  skill: string;
  currentLevel: LearningLevel;
  learningGoal: string;
  timeframe: Timeframe;
  preferredStyle: PreferredStyle;
}
export type LearningFormField = keyof LearningFormValues;

export interface SkillGroup {
  label: string;
  skills: readonly string[];
}

/** The skill select's groups: the spec's four domains with their skills (spec section 9). */
export const SKILL_GROUPS: readonly SkillGroup[] = LEARNING_AGENT.domains.map((domain) => ({ label: domain, skills: LEARNING_AGENT.skillsByDomain[domain] }));

const ALL_SKILLS: readonly string[] = SKILL_GROUPS.flatMap((group) => group.skills);

export function isListedSkill(skill: string): boolean {
  return ALL_SKILLS.includes(skill);
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const LEVEL_OPTIONS: readonly SelectOption[] = LEARNING_AGENT.levels.map((level) => ({ value: level, label: capitalize(level) }));

/** 'Intensive (40+ hrs/week)': each timeframe with its time commitment. */
export const TIMEFRAME_OPTIONS: readonly SelectOption[] = LEARNING_AGENT.timeframes.map((timeframe) => ({
  value: timeframe,
  label: `${capitalize(timeframe)} (${LEARNING_AGENT.timeCommitments[timeframe]})`,
}));

export const STYLE_OPTIONS: readonly SelectOption[] = LEARNING_AGENT.preferredStyles.map((style) => ({ value: style, label: capitalize(style) }));

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Empty form, or one filled from the address: the Skill Assessment's 'areas to improve' links here
 * with ?skill=, ?level= and ?goal= (ours, beyond the spec).
 */
export function initialLearningValues(params: URLSearchParams = new URLSearchParams()): LearningFormValues {
  return {
    skill: (params.get('skill') ?? '').trim().slice(0, 200),
    currentLevel: oneOf(params.get('level'), LEARNING_AGENT.levels, 'beginner'),
    learningGoal: (params.get('goal') ?? '').slice(0, 1000),
    timeframe: 'balanced',
    preferredStyle: 'hands-on',
  };
}

/** Skill and goal are required (spec section 5); the request schema of contracts says so by field. */
export function validateLearningForm(values: LearningFormValues): ParsedForm<LearningPathInput, LearningFormField> {
  return parseForm<typeof learningPathRequestSchema, LearningFormField>(learningPathRequestSchema, values);
}
