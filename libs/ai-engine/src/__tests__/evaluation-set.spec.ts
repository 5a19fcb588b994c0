import { ANSWER_SET, BANK_SKILLS, createLocalEngine, QUESTION_BANK, SCORE_BANDS, spearman } from '../index';

const engine = createLocalEngine();
const bank = BANK_SKILLS.flatMap((s) => QUESTION_BANK[s]);
const questionOf = (id: string) => bank.find((q) => q.id === id);
const score = (a: (typeof ANSWER_SET)[number]) => {
  const q = questionOf(a.questionId)!;
  return engine.evaluateAnswer({ question: q.question, expectedAnswer: q.expectedAnswer, userAnswer: a.answer }).score;
};
const bandValue = (a: (typeof ANSWER_SET)[number]) => (SCORE_BANDS[a.band].min + SCORE_BANDS[a.band].max) / 2;

describe('evaluation set', () => {
  it('has at least 60 graded answers across the four skills and every band, each to a bank question', () => {
    expect(ANSWER_SET.length).toBeGreaterThanOrEqual(60);
    for (const a of ANSWER_SET) expect(questionOf(a.questionId)).toBeDefined();
    for (const skill of BANK_SKILLS) expect(ANSWER_SET.filter((a) => questionOf(a.questionId)!.skill === skill).length).toBeGreaterThanOrEqual(15);
    for (const band of Object.keys(SCORE_BANDS)) expect(ANSWER_SET.some((a) => a.band === band)).toBe(true);
  });

  it("ranks the answers like the human grader (Spearman correlation >= 0.7)", () => {
    const rho = spearman(ANSWER_SET.map(bandValue), ANSWER_SET.map(score));
    expect(rho).toBeGreaterThanOrEqual(0.7);
  });

  it('ranks them per skill too (>= 0.6 within each skill)', () => {
    for (const skill of BANK_SKILLS) {
      const subset = ANSWER_SET.filter((a) => questionOf(a.questionId)!.skill === skill);
      expect(spearman(subset.map(bandValue), subset.map(score))).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('gives the same input the same score every time', () => {
    const first = ANSWER_SET.map(score);
    const again = ANSWER_SET.map(score);
    const fresh = ANSWER_SET.map((a) => {
      const q = questionOf(a.questionId)!;
      return createLocalEngine().evaluateAnswer({ question: q.question, expectedAnswer: q.expectedAnswer, userAnswer: a.answer }).score;
    });
    expect(again).toEqual(first);
    expect(fresh).toEqual(first);
  });

  it('scores empty answers 0 and keeps every off-topic answer below every good one', () => {
    for (const a of ANSWER_SET.filter((x) => x.band === 'empty')) expect(score(a)).toBe(0);
    const offTopic = Math.max(...ANSWER_SET.filter((x) => x.band === 'off-topic').map(score));
    const good = Math.min(...ANSWER_SET.filter((x) => x.band === 'good').map(score));
    expect(offTopic).toBeLessThan(good);
  });
});

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse and handles ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2, 2], [5, 5, 9, 9])).toBeCloseTo(1);
  });
});
