import { experienceFor, initialAssessmentValues, validateAssessmentForm } from '../utils/assessment-form';
import {
  chartBars,
  focusAreaGroups,
  hasSharedFocusAreas,
  learningLinkFor,
  questionResults,
  runningAverage,
  splitByQuestion,
  type AnsweredQuestion,
} from '../utils/assessment-summary';

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

  it('splits per question at 70: 70 is strong, 69 is to improve', () => {
    const { strong, improve } = splitByQuestion(questionResults([answered(1, 70, 'a'), answered(2, 69, 'b'), answered(3, 100, 'c'), answered(4, 0, 'd')]));
    expect(strong.map((result) => result.label)).toEqual(['Q1', 'Q3']);
    expect(improve.map((result) => result.label)).toEqual(['Q2', 'Q4']);
  });

  it('issue 15: [88, 40, 72] with Q1 and Q2 in one focus area keeps Q1 strong although the area averages 64', () => {
    const results = questionResults([answered(1, 88, 'state and hooks'), answered(2, 40, 'State and hooks'), answered(3, 72, 'effects')]);
    const { strong, improve } = splitByQuestion(results);
    expect(strong.map(({ label, score, focusArea }) => ({ label, score, focusArea }))).toEqual([
      { label: 'Q1', score: 88, focusArea: 'state and hooks' },
      { label: 'Q3', score: 72, focusArea: 'effects' },
    ]);
    expect(improve.map(({ label, score }) => ({ label, score }))).toEqual([{ label: 'Q2', score: 40 }]);

    const groups = focusAreaGroups(results);
    expect(groups.map(({ key, average, strongCount, questions }) => ({ key, average, strongCount, numbers: questions.map((q) => q.number) }))).toEqual([
      { key: 'state and hooks', average: 64, strongCount: 1, numbers: [1, 2] },
      { key: 'effects', average: 72, strongCount: 1, numbers: [3] },
    ]);
    expect(hasSharedFocusAreas(groups)).toBe(true);
  });

  it('leaves questions without a focus area out of the focus-area view, which adds nothing when no area is shared', () => {
    const groups = focusAreaGroups(questionResults([answered(1, 90, 'closures'), answered(2, 40), answered(3, 60, 'scope')]));
    expect(groups.map((group) => group.key)).toEqual(['closures', 'scope']);
    expect(hasSharedFocusAreas(groups)).toBe(false);
  });

  it('draws one bar per question', () => {
    expect(chartBars([answered(1, 70, 'hooks'), answered(2, 20)])).toEqual([
      { label: 'Q1', score: 70, detail: 'Hooks', strong: true },
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
