import { SKILL_ASSESSMENT, type Difficulty } from '@hirewise/contracts';
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

export function isStrong(score: number): boolean {
  return score >= SKILL_ASSESSMENT.strongScore;
}

/** One area of the summary: a focus area (its questions averaged) or, without one, a single question. */
export interface AreaScore {
  key: string;
  label: string;
  score: number;
  focusArea?: string;
  questions: Pick<AnsweredQuestion, 'number' | 'question'>[];
}

export function areaScores(answered: readonly AnsweredQuestion[]): AreaScore[] {
  const areas = new Map<string, { label: string; focusArea?: string; scores: number[]; questions: AreaScore['questions'] }>();
  for (const item of answered) {
    const key = item.focusArea ? `area:${item.focusArea.toLowerCase()}` : `question:${item.number}`;
    const area = areas.get(key) ?? { label: item.focusArea ?? `Question ${item.number}`, focusArea: item.focusArea, scores: [], questions: [] };
    area.scores.push(item.score);
    area.questions.push({ number: item.number, question: item.question });
    areas.set(key, area);
  }
  return [...areas.entries()].map(([key, area]) => ({
    key,
    label: area.label,
    focusArea: area.focusArea,
    score: runningAverage(area.scores) ?? 0,
    questions: area.questions,
  }));
}

/** Spec section 9: 70 or more is a strong area, below 70 an area to improve. */
export function splitAreas(areas: readonly AreaScore[]): { strong: AreaScore[]; improve: AreaScore[] } {
  return { strong: areas.filter((area) => isStrong(area.score)), improve: areas.filter((area) => !isStrong(area.score)) };
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
    detail: item.focusArea ?? item.question,
    strong: isStrong(item.score),
  }));
}

/**
 * Beyond the spec: an area to improve links into the Learning Agent with the skill, the level and
 * a goal filled in.
 */
export function learningLinkFor(config: Pick<AssessmentConfig, 'skill' | 'level'>, area: Pick<AreaScore, 'focusArea'>): string {
  const goal = area.focusArea ? `Improve my ${config.skill} skills in ${area.focusArea}` : `Strengthen my ${config.skill} fundamentals`;
  const params = new URLSearchParams({ skill: config.skill, level: config.level, goal });
  return `/candidate?${params.toString()}`;
}
