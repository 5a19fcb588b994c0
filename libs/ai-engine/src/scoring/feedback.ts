export type Verdict = 'empty' | 'non-answer' | 'off-topic' | 'short' | 'scored';

/** "a", "a and b", "a, b and c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const MAX_LISTED = 6;

function listed(items: readonly string[]): string {
  return items.length > MAX_LISTED ? `${joinList(items.slice(0, MAX_LISTED - 1))} and ${items.length - MAX_LISTED + 1} more` : joinList(items);
}

function opening(score: number): string {
  if (score >= 85) return 'Excellent answer.';
  if (score >= 70) return 'Good answer.';
  if (score >= 45) return 'Partly correct answer.';
  if (score >= 20) return 'Your answer covers only a little of what was expected.';
  return 'Your answer misses most of what was expected.';
}

/** Feedback that names what the answer covered and what it missed. */
export function buildFeedback(args: { verdict: Verdict; score?: number; covered: string[]; missed: string[] }): string {
  const { verdict, covered, missed } = args;
  const expected = missed.length ? ` A good answer would cover ${listed(missed)}.` : '';
  switch (verdict) {
    case 'empty':
      return `Your answer is empty, so it scores 0. Please answer the question.${expected}`;
    case 'non-answer':
      return `Your answer does not attempt the question.${expected}`;
    case 'off-topic':
      return `Your answer does not address the question.${expected}`;
    default: {
      const parts = [opening(args.score ?? 0)];
      if (covered.length) parts.push(`You covered ${listed(covered)}.`);
      if (missed.length) parts.push(covered.length ? `You missed ${listed(missed)}.` : `It did not mention ${listed(missed)}.`);
      if (verdict === 'short') parts.push('Your answer is very short; explain your reasoning in more detail.');
      return parts.join(' ');
    }
  }
}
