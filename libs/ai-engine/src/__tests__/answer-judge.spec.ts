import { createLocalEngine, LOCAL_ENGINE_INFO } from '../index';

/** The claim judge on hand-made cases: evidence per key point, contradictions, traps. */
const engine = createLocalEngine();
const question = 'What is the GIL in CPython and how does it affect multithreaded programs?';
const expectedAnswer =
  'The Global Interpreter Lock is a mutex that allows only one thread to execute Python bytecode at a time. Because of it, threads do not speed up CPU-bound work; use multiprocessing for that. Threads still help I/O-bound work because the GIL is released while waiting for I/O.';
const evaluate = (userAnswer: string) => engine.evaluateAnswer({ question, expectedAnswer, userAnswer });

describe('answer judge', () => {
  it('returns evidence per key point of the expected answer and the engine that judged', () => {
    const r = evaluate("It's a big lock in CPython so only a single thread runs Python code at once. For CPU heavy stuff threads won't make it faster, you'd use processes. For network or disk waits threads are still fine since the lock gets released during I/O.");
    expect(r.engine).toEqual(LOCAL_ENGINE_INFO);
    expect(r.evidence.length).toBeGreaterThanOrEqual(3);
    for (const e of r.evidence) {
      expect(['covered', 'missing', 'contradicted']).toContain(e.status);
      expect(expectedAnswer).toContain(e.point.replace(/…$/, ''));
      if (e.status !== 'missing') expect(r.evidence.length && e.quote && r.evidence).toBeTruthy();
    }
    expect(r.evidence.filter((e) => e.status === 'covered').length).toBeGreaterThanOrEqual(3);
    expect(r.score).toBeGreaterThanOrEqual(70);
  });

  it('quotes the answer for covered and contradicted points, and nothing for missing ones', () => {
    const answer = 'The GIL allows many threads to execute Python bytecode at the same time, so threads speed up CPU-bound work.';
    const r = evaluate(answer);
    const contradicted = r.evidence.filter((e) => e.status === 'contradicted');
    expect(contradicted.length).toBeGreaterThanOrEqual(1);
    for (const e of r.evidence) {
      if (e.status === 'missing') expect(e.quote).toBeUndefined();
      else expect(answer).toContain(e.quote!.replace(/…$/, '').split(' ').slice(0, 4).join(' '));
    }
    expect(r.feedback).toMatch(/contradicts/);
  });

  it('scores the negated expected answer below an honest weak answer', () => {
    const negated = evaluate('The Global Interpreter Lock is a mutex that allows many threads to execute Python bytecode at the same time. Because of it, threads speed up CPU-bound work; do not use multiprocessing for that.');
    const weak = evaluate("It's a lock in the interpreter, and I remember it matters for threads, something about them not all running together.");
    expect(negated.score).toBeLessThan(weak.score);
  });

  it('does not let length earn points: a short precise answer beats a long vague one', () => {
    const short = evaluate('The lock lets only one thread execute bytecode at a time, so threads do not speed up CPU-bound code.');
    const long = evaluate(
      'Threads are a really important topic in Python and in CPython especially, and I have worked with threads a lot in my projects. Multithreaded programs can be tricky, there are locks and there are many things going on, and the interpreter has its own way of doing things. I once had a project where we used threads for a web scraper and it was interesting. In general you should think about performance and about how the interpreter works, and Python has many libraries for this. It is good to know about these things when you write multithreaded programs.',
    );
    expect(short.score).toBeGreaterThan(long.score);
  });

  it('caps the question repeated back and an answer to another question', () => {
    expect(evaluate('So the GIL in CPython, how does it affect multithreaded programs, yes, the GIL affects multithreaded programs in CPython.').score).toBeLessThanOrEqual(10);
    expect(evaluate('A list is mutable and a tuple is immutable, so a tuple can be a dictionary key and a list cannot.').score).toBeLessThanOrEqual(15);
  });

  it('scores an empty answer 0 and reads complexity classes whole', () => {
    expect(evaluate('   ').score).toBe(0);
    const q = { question: 'What is the time complexity of binary search on a sorted array?', expectedAnswer: 'Binary search runs in O(log n) time because it halves the search range at every step.' };
    const right = engine.evaluateAnswer({ ...q, userAnswer: 'It runs in O(log n) time: every step halves the search range.' });
    const wrong = engine.evaluateAnswer({ ...q, userAnswer: 'It runs in O(n) time because it halves the range at every step.' });
    expect(right.score).toBeGreaterThan(wrong.score);
    expect(wrong.evidence.some((e) => e.status === 'contradicted')).toBe(true);
  });
});
