import { evaluateAnswerRequestSchema, evaluationSchema, type EvaluateAnswerRequest } from '@hirewise/contracts';
import fc from 'fast-check';
import { createLocalEngine, QUESTION_BANK } from '../index';

const engine = createLocalEngine();
const evaluate = (req: EvaluateAnswerRequest) => engine.evaluateAnswer(evaluateAnswerRequestSchema.parse(req));
const closure = QUESTION_BANK.JavaScript.find((q) => q.id === 'js-concept-beginner-1')!;
const ask = (userAnswer: string, q = closure) => evaluate({ question: q.question, expectedAnswer: q.expectedAnswer, userAnswer });

const GOOD =
  "A closure is an inner function that keeps access to the variables of its outer function's scope even after the outer function has returned. It is how you get private state, for example a counter factory.";

describe('answer scoring', () => {
  it('scores a complete answer high and counts the covered key points in the feedback', () => {
    const r = ask(GOOD);
    expect(r.score).toBeGreaterThanOrEqual(70);
    expect(r.covered.length).toBeGreaterThanOrEqual(1);
    expect(r.feedback).toContain(`You covered ${r.covered.length} of ${r.evidence.length} key`);
    expect(r.covered.length + r.missed.length).toBe(r.evidence.length);
  });

  it('gives partial credit and names what was missed, in the words of the expected answer', () => {
    const r = ask('It is a function defined inside another function that can use the outer scope.');
    expect(r.score).toBeGreaterThan(20);
    expect(r.score).toBeLessThan(ask(GOOD).score);
    expect(r.missed.length).toBeGreaterThan(0);
    expect(r.feedback).toContain('Missing:');
    for (const point of r.missed) expect(closure.expectedAnswer).toContain(point.replace(/[.;]$/, ''));
  });

  it('scores an empty answer 0 and says it is empty', () => {
    for (const userAnswer of ['', '   ', '\n\t', '...']) {
      const r = ask(userAnswer);
      expect(r.score).toBe(0);
      expect(r.feedback).toMatch(/empty/i);
      expect(r.covered).toEqual([]);
    }
  });

  it('does not reward length: a short answer that says the same scores the same or better', () => {
    const short = ask('An inner function keeps access to its outer scope after the outer function returns.');
    const padded = ask(
      'Well, the way I see it, and I have thought about it a lot in my projects, an inner function keeps access to its outer scope after the outer function returns, which is something I have used many times at work and in side projects over the years.',
    );
    expect(short.score).toBeGreaterThanOrEqual(padded.score);
  });

  it('caps off-topic answers near zero and says the answer does not address the question', () => {
    const r = ask('I enjoy hiking on weekends and I am a strong team player who always meets deadlines.');
    expect(r.score).toBeLessThanOrEqual(5);
    expect(r.feedback).toMatch(/does not address the question/);
  });

  it('treats "I don\'t know" as no attempt', () => {
    const r = ask("Sorry, I don't know.");
    expect(r.score).toBeLessThanOrEqual(5);
    expect(r.feedback).toMatch(/does not attempt/);
  });

  it('finds bank questions regardless of case and spacing', () => {
    const r = evaluate({ question: `  ${closure.question.toUpperCase().replace(/ /g, '   ')} `, expectedAnswer: '', userAnswer: GOOD });
    // Without an expected answer, the bank's own expected answer is the reference.
    expect(r.score).toBe(ask(GOOD).score);
    expect(r.evidence).toEqual(ask(GOOD).evidence);
  });

  it('extracts concepts from the expected answer for questions outside the bank', () => {
    const question = 'How does a Go channel differ from a mutex?';
    const expectedAnswer = 'Channels pass ownership of data between goroutines and synchronize them by communicating; a mutex guards shared memory so only one goroutine accesses it at a time.';
    const good = evaluate({ question, expectedAnswer, userAnswer: 'A channel passes data between goroutines, so they synchronize by communicating, while a mutex locks shared memory so one goroutine accesses it at a time.' });
    const poor = evaluate({ question, expectedAnswer, userAnswer: 'Channels are faster than a mutex.' });
    expect(good.score).toBeGreaterThan(70);
    expect(poor.score).toBeLessThan(good.score);
    expect(good.evidence.map((e) => e.point)).toEqual(['Channels pass ownership of data between goroutines and synchronize them by communicating', 'a mutex guards shared memory so only one goroutine accesses it at a time.']);
    expect(good.covered.length).toBeGreaterThanOrEqual(1);
  });

  it('scores by relevance and substance when there is no expected answer', () => {
    const question = 'Tell us about your experience with Kubernetes deployments.';
    const substantive = evaluate({ question, expectedAnswer: '', userAnswer: 'For three years I ran Kubernetes deployments for twelve services: rolling updates, readiness probes, horizontal autoscaling, Helm charts and canary releases, with dashboards and alerts for every deployment.' });
    const thin = evaluate({ question, expectedAnswer: '', userAnswer: 'I used Kubernetes a bit.' });
    expect(substantive.score).toBeGreaterThan(thin.score);
    expect(substantive.score).toBeLessThanOrEqual(80);
  });

  it('always returns an integer score 0-100 and feedback that parse with the evaluation schema, deterministically', () => {
    const bank = Object.values(QUESTION_BANK).flat();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: bank.length - 1 }), fc.string({ maxLength: 400 }), fc.boolean(), (i, answer, withExpected) => {
        const q = bank[i];
        const req = { question: q.question, expectedAnswer: withExpected ? q.expectedAnswer : '', userAnswer: answer };
        const r = evaluate(req);
        expect(evaluationSchema.parse(r)).toMatchObject({ score: r.score, feedback: r.feedback });
        expect(Number.isInteger(r.score)).toBe(true);
        expect(evaluate(req)).toEqual(r);
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});

describe('answer scoring edge cases', () => {
  it('does not mistake "pass a function" for declining to answer', () => {
    const q = QUESTION_BANK.React.find((b) => b.question.includes("onClick={alert('Hi')}"))!;
    const r = evaluate({ question: q.question, expectedAnswer: q.expectedAnswer, userAnswer: "Pass a function instead of calling alert during render: onClick={() => alert('Hi')}." });
    expect(r.score).toBeGreaterThan(50);
  });
});

describe('scoring questions from the general bank', () => {
  it('recognises a filled template and scores against its curated concepts', () => {
    const asked = Array.from({ length: 10 }, (_, i) =>
      createLocalEngine().interviewQuestion({ jobTitle: 'Account Executive', skills: ['Sales'], experience: 0, currentQuestion: i + 1, exerciseType: 'debugging' }),
    );
    const q = asked.find((x) => x.question === 'Something you produced with Sales is not working as expected. How do you find the cause?')!;
    expect(q).toBeDefined();
    const good = evaluate({
      question: q.question,
      expectedAnswer: q.expectedAnswer,
      userAnswer:
        'First I reproduce the problem and read the error messages and logs, then check what changed recently. I isolate the failing part by testing one piece at a time, fix the root cause, and verify the fix with the customer. I also acknowledge the mistake, assess its impact and tell the people affected.',
    });
    const vague = evaluate({ question: q.question, expectedAnswer: q.expectedAnswer, userAnswer: 'I would work harder and stay positive about Sales.' });
    expect(good.score).toBeGreaterThanOrEqual(70);
    expect(vague.score).toBeLessThan(good.score);
  });
});
