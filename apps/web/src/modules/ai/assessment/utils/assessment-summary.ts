import type { Difficulty } from '@hirewise/contracts/ai';
import { SKILL_ASSESSMENT } from '@hirewise/contracts/constants';
import type { AssessmentConfig } from './assessment-form';

/** One answered question of an assessment, with the evaluation it got. */
export interface AnsweredQuestion {
  /** 1-based, as sent in currentQuestion. */
  number: number;
  question: string;
  expectedAnswer: string;
  difficulty: Difficulty;
  /** The skill's focus area the question belongs to, when the service names one. */
  focusArea?: string;
  answer: string;
  score: number;
  feedback: string;
}

/** The running average of the scores so far, rounded; null before the first score. */
export function runningAverage(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** Spec section 9: a score of 70 or more marks a strong area, below 70 an area to improve. */
export function isStrong(score: number): boolean {
  return score >= SKILL_ASSESSMENT.strongScore;
}

/** 'state and hooks' -> 'State and hooks' (the services send focus areas in lower case). */
export function focusAreaLabel(focusArea: string): string {
  return focusArea.charAt(0).toUpperCase() + focusArea.slice(1);
}

/** One question as the summary shows it: its own score decides whether it is a strong area. */
export interface QuestionResult {
  number: number;
  /** 'Q1', as on the chart's axis. */
  label: string;
  question: string;
  focusArea?: string;
  score: number;
  strong: boolean;
}

export function questionResults(answered: readonly AnsweredQuestion[]): QuestionResult[] {
  return answered.map((item) => ({
    number: item.number,
    label: `Q${item.number}`,
    question: item.question,
    focusArea: item.focusArea,
    score: item.score,
    strong: isStrong(item.score),
  }));
}

/**
 * The summary's main view, per question (issue 15): every question scored 70 or more is a strong
 * area and every one below 70 an area to improve, in question order. Nothing is averaged here, so
 * a question scored 88 is always listed as strong.
 */
export function splitByQuestion(results: readonly QuestionResult[]): { strong: QuestionResult[]; improve: QuestionResult[] } {
  return { strong: results.filter((result) => result.strong), improve: results.filter((result) => !result.strong) };
}

/** A focus area of the second view: the average of its questions, which keep their own marks. */
export interface FocusAreaGroup {
  key: string;
  focusArea: string;
  average: number;
  questions: QuestionResult[];
  /** How many of its questions scored 70 or more. */
  strongCount: number;
}

/** Questions grouped by focus area (questions without one are left out), in order of first appearance. */
export function focusAreaGroups(results: readonly QuestionResult[]): FocusAreaGroup[] {
  const groups = new Map<string, { focusArea: string; questions: QuestionResult[] }>();
  for (const result of results) {
    if (!result.focusArea) continue;
    const key = result.focusArea.toLowerCase();
    const group = groups.get(key) ?? { focusArea: result.focusArea, questions: [] };
    group.questions.push(result);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, group]) => ({
    key,
    focusArea: group.focusArea,
    average: runningAverage(group.questions.map((question) => question.score)) ?? 0,
    questions: group.questions,
    strongCount: group.questions.filter((question) => question.strong).length,
  }));
}

/** The focus-area view only adds something when a focus area has more than one question. */
export function hasSharedFocusAreas(groups: readonly FocusAreaGroup[]): boolean {
  return groups.some((group) => group.questions.length > 1);
}

export interface ChartBar {
  label: string;
  score: number;
  detail: string;
  strong: boolean;
}

/** One bar per question: 'Q1' on the axis, the focus area (or the question) in the tooltip. */
export function chartBars(answered: readonly AnsweredQuestion[]): ChartBar[] {
  return answered.map((item) => ({
    label: `Q${item.number}`,
    score: item.score,
    detail: item.focusArea ? focusAreaLabel(item.focusArea) : item.question,
    strong: isStrong(item.score),
  }));
}

/**
 * Beyond the spec: an area to improve links into the Learning Agent with the skill, the level and
 * a goal filled in.
 */
export function learningLinkFor(config: Pick<AssessmentConfig, 'skill' | 'level'>, area: { focusArea?: string }): string {
  const goal = area.focusArea ? `Improve my ${config.skill} skills in ${area.focusArea}` : `Strengthen my ${config.skill} fundamentals`;
  const params = new URLSearchParams({ skill: config.skill, level: config.level, goal });
  return `/candidate?${params.toString()}`;
}
