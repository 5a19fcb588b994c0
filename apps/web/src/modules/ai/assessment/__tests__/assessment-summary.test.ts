import { experienceFor, initialAssessmentValues, validateAssessmentForm } from '../utils/assessment-form';
import { areaScores, chartBars, learningLinkFor, runningAverage, splitAreas, type AnsweredQuestion } from '../utils/assessment-summary';

const answered = (number: number, score: number, focusArea?: string): AnsweredQuestion => ({
  number,
  question: `Question text ${number}`,
  expectedAnswer: 'x',
  difficulty: 'beginner',
  focusArea,
  answer: 'y',
  score,
  feedback: 'ok',
});

describe('assessment form', () => {
  it('starts with 5 questions and requires a skill', () => {
    const values = initialAssessmentValues();
    expect(values.questionCount).toBe('5');
    expect(validateAssessmentForm(values)).toEqual({ ok: false, errors: { skill: 'Skill is required' } });
  });

  it.each(['0', '11', '2.5', ''])('refuses %j questions', (count) => {
    const result = validateAssessmentForm({ ...initialAssessmentValues(), skill: 'Python', questionCount: count });
    expect(result).toEqual({ ok: false, errors: { questionCount: 'Choose from 1 to 10 questions' } });
  });

  it('refuses a skill the assessment does not cover', () => {
    expect(validateAssessmentForm({ ...initialAssessmentValues(), skill: 'Cobol' }).ok).toBe(false);
  });

  it('maps the level to 0, 3 or 5 years of experience', () => {
    expect([experienceFor('beginner'), experienceFor('intermediate'), experienceFor('advanced')]).toEqual([0, 3, 5]);
  });
});

describe('assessment summary', () => {
  it('keeps a rounded running average', () => {
    expect(runningAverage([])).toBeNull();
    expect(runningAverage([80])).toBe(80);
    expect(runningAverage([80, 55])).toBe(68);
    expect(runningAverage([70, 71, 71])).toBe(71);
  });

  it('averages questions of the same focus area and keeps questions without one apart', () => {
    const areas = areaScores([answered(1, 90, 'closures and scope'), answered(2, 40), answered(3, 60, 'Closures and scope'), answered(4, 40)]);
    expect(areas.map(({ label, score, questions }) => ({ label, score, numbers: questions.map((q) => q.number) }))).toEqual([
      { label: 'closures and scope', score: 75, numbers: [1, 3] },
      { label: 'Question 2', score: 40, numbers: [2] },
      { label: 'Question 4', score: 40, numbers: [4] },
    ]);
  });

  it('splits at 70: 70 is strong, 69 is to improve', () => {
    const { strong, improve } = splitAreas(areaScores([answered(1, 70, 'a'), answered(2, 69, 'b'), answered(3, 100, 'c'), answered(4, 0, 'd')]));
    expect(strong.map((area) => area.label)).toEqual(['a', 'c']);
    expect(improve.map((area) => area.label)).toEqual(['b', 'd']);
  });

  it('draws one bar per question', () => {
    expect(chartBars([answered(1, 70, 'hooks'), answered(2, 20)])).toEqual([
      { label: 'Q1', score: 70, detail: 'hooks', strong: true },
      { label: 'Q2', score: 20, detail: 'Question text 2', strong: false },
    ]);
  });

  it('links an area to improve to the Learning Agent with skill, level and goal', () => {
    const link = learningLinkFor({ skill: 'React', level: 'intermediate' }, { focusArea: 'state and hooks' });
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/candidate');
    expect(Object.fromEntries(url.searchParams)).toEqual({ skill: 'React', level: 'intermediate', goal: 'Improve my React skills in state and hooks' });
    expect(new URL(learningLinkFor({ skill: 'Python', level: 'beginner' }, {}), 'http://x').searchParams.get('goal')).toBe('Strengthen my Python fundamentals');
  });
});
