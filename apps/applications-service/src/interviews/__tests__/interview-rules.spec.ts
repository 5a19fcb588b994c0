import { AI_LIMITS } from '@hirewise/contracts';
import { QuestionOrder } from '../question-order';
import { referenceOverlap, WITHHELD, withholdReference } from '../reference-overlap';

describe('question numbers per candidate', () => {
  const ids = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

  it('are the same for one application every time, within 1-50, never repeated within an interview', () => {
    for (const skills of [0, 1, 2, 3, 7, 30]) {
      for (const id of ids) {
        const order = new QuestionOrder(id, skills);
        const numbers = Array.from({ length: 10 }, (_, p) => order.numberFor(p));
        expect(numbers).toEqual(Array.from({ length: 10 }, (_, p) => new QuestionOrder(id, skills).numberFor(p)));
        for (const n of numbers) expect(n >= 1 && n <= AI_LIMITS.currentQuestionMax).toBe(true);
        expect(new Set(numbers).size).toBe(10);
      }
    }
  });

  it('keep the rotation over the skills (question n is about skill (n - 1) mod skills) and differ between applications', () => {
    const order = new QuestionOrder(ids[0], 3);
    const skillOf = (n: number) => (n - 1) % 3;
    const first = skillOf(order.numberFor(0));
    expect([0, 1, 2, 3, 4, 5].map((p) => skillOf(order.numberFor(p)))).toEqual([0, 1, 2, 3, 4, 5].map((p) => (first + p) % 3));
    const sets = new Set(ids.map((id) => JSON.stringify(Array.from({ length: 5 }, (_, p) => new QuestionOrder(id, 2).numberFor(p)))));
    expect(sets.size).toBeGreaterThan(30);
  });

  it('move on to the same skill\'s next question on a retry', () => {
    const order = new QuestionOrder(ids[1], 4);
    const n = order.numberFor(2);
    const retry = order.numberFor(2, 1);
    expect(retry).not.toBe(n);
    expect((retry - 1) % 4).toBe((n - 1) % 4);
  });
});

describe('reference answers', () => {
  const expected = 'A closure is a function that keeps access to the variables of the scope it was created in, even after that scope has returned.';

  it('measure how much of the reference wording an answer repeats', () => {
    expect(referenceOverlap(expected, expected)).toBe(1);
    expect(referenceOverlap(`Well, ${expected.toUpperCase()} That is all.`, expected)).toBe(1);
    expect(referenceOverlap('A function that remembers the variables around it when it was defined.', expected)).toBeLessThan(0.3);
    expect(referenceOverlap('Anything at all', 'Too short')).toBe(0);
  });

  it('withhold the reference answer and its sentences from feedback', () => {
    const two = 'Indexes speed up reads on the searched columns. They slow down writes because every index must be updated.';
    expect(withholdReference(`Good. The reference says: ${expected}`, expected)).toBe(`Good. The reference says: ${WITHHELD}`);
    expect(withholdReference('You missed that they slow down writes because every index must be updated.', two)).toBe(`You missed that ${WITHHELD}`);
    expect(withholdReference('Clear and complete answer.', expected)).toBe('Clear and complete answer.');
  });
});
