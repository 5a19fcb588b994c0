import { createLocalEngine, devItems, evaluateWithoutReference, loadDevSet, qualityReport, scoreItems, splitOf, TRAP_KINDS, ANSWER_KINDS } from '../index';
import { lookupQuestion } from '../questions/question-bank';

/**
 * The CI quality gate of the answer judge (issue 15): the development set written fresh, none of it from the
 * engine's banks, scored by the engine; the targets hold on the frozen split, which no tuning looks at.
 */
const engine = createLocalEngine();
const questions = loadDevSet();
const items = devItems(questions);
const scored = scoreItems(engine, items);
const report = qualityReport(scored);
/** The floor reached by the claim judge 2.0.0 (measured values rounded down). */
const FLOOR = { frozenSpearman: 0.38, devSpearman: 0.55, repeatedMean: 15, otherQuestionMean: 45 };

describe('answer judge quality gate (development set)', () => {
  it('has at least 300 graded answers to at least 60 fresh questions, every kind and band per question', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(items.length).toBeGreaterThanOrEqual(300);
    for (const q of questions) {
      expect(lookupQuestion(q.question)).toBeUndefined();
      expect(new Set(q.answers.map((a) => a.band))).toEqual(new Set([1, 2, 3, 4, 5]));
      for (const kind of TRAP_KINDS) expect(q.answers.some((a) => a.kind === kind)).toBe(true);
      for (const a of q.answers) expect(ANSWER_KINDS).toContain(a.kind);
    }
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['concept', 'coding', 'debugging']));
    for (const skill of ['JavaScript', 'Python', 'React', 'Algorithms', 'SQL', 'Testing', 'DevOps', 'System Design']) expect(questions.some((q) => q.skill === skill)).toBe(true);
  });

  it('freezes about 30% of the questions by id, whatever their order', () => {
    const frozen = questions.filter((q) => splitOf(q.id) === 'frozen').length;
    expect(frozen / questions.length).toBeGreaterThanOrEqual(0.2);
    expect(frozen / questions.length).toBeLessThanOrEqual(0.4);
    expect(report.counts.frozenQuestions).toBe(frozen);
  });

  // The targets (frozen Spearman >= 0.80, traps below honest band-2 answers, other-question <= 15) are
  // not met yet (docs/ai-engine.md has the table): this gate holds the floor reached so far, so a change that
  // makes the judge worse fails CI, and the floor rises with every improvement.
  it('ranks answers like the human grader at least as well as the claim judge 2.0.0 does (frozen >= 0.38, dev >= 0.55)', () => {
    expect(report.spearman.frozen).toBeGreaterThanOrEqual(FLOOR.frozenSpearman);
    expect(report.spearman.dev).toBeGreaterThanOrEqual(FLOOR.devSpearman);
  });

  it('beats the keyword matcher it replaced by a wide margin on both splits', () => {
    const baseline = qualityReport(items.map((i) => ({ ...i, score: evaluateWithoutReference({ question: i.question.question, expectedAnswer: i.question.expectedAnswer, userAnswer: i.text }).score })));
    expect(report.spearman.frozen - baseline.spearman.frozen).toBeGreaterThanOrEqual(0.2);
    expect(report.spearman.dev - baseline.spearman.dev).toBeGreaterThanOrEqual(0.2);
  });

  it.each(['dev', 'frozen'] as const)('keeps answers to the question repeated back low, and ranks complete above weak answers (%s split)', (split) => {
    const kinds = report.kindMeans[split];
    expect(kinds['repeated-question']).toBeLessThanOrEqual(FLOOR.repeatedMean);
    expect(kinds['other-question']).toBeLessThanOrEqual(FLOOR.otherQuestionMean);
    expect(kinds.complete).toBeGreaterThan(kinds.weak + 30);
    expect(kinds.negated).toBeLessThan(kinds.complete - 20);
  });

  it.each(['dev', 'frozen'] as const)('scores negated expected answers below honest band-2 answers (the issue target, %s split)', (split) => {
    const target = report.targets.find((t) => t.split === split && t.name.startsWith('negated'))!;
    expect(target.value).toBeLessThan(target.limit);
  });

  it('gives the same score and feedback for the same input, on the same and on a fresh engine', () => {
    const fresh = createLocalEngine();
    for (const i of items.filter((_, k) => k % 7 === 0)) {
      const input = { question: i.question.question, expectedAnswer: i.question.expectedAnswer, userAnswer: i.text };
      const a = engine.evaluateAnswer(input);
      expect(engine.evaluateAnswer(input)).toEqual(a);
      expect(fresh.evaluateAnswer(input)).toEqual(a);
    }
  });
});
