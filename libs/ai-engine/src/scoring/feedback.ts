export type Verdict = 'empty' | 'non-answer' | 'off-topic' | 'echo' | 'contradicted' | 'short' | 'scored';

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

/** Feedback of the reference-free scorer: names the concepts covered and missed. */
export function buildConceptFeedback(args: { verdict: Verdict; score?: number; covered: string[]; missed: string[] }): string {
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

interface PointView {
  point: string;
  status: 'covered' | 'missing' | 'contradicted';
  quote?: string;
}

const POINT_MAX = 140;
/** A key point as the feedback names it: its own words, shortened, without the closing full stop. */
function pointText(p: string): string {
  const t = p.replace(/\s+/g, ' ').trim().replace(/[.;:]+$/, '');
  return t.length > POINT_MAX ? `${t.slice(0, POINT_MAX - 1)}…` : t;
}
const quoted = (items: readonly string[]) => items.map((p) => `"${pointText(p)}"`);

/** Feedback of the claim judge: how many key points were covered, which were missed, which the answer contradicts. */
export function buildFeedback(args: { verdict: Verdict; score?: number; points: readonly PointView[] }): string {
  const { verdict, points } = args;
  const covered = points.filter((p) => p.status === 'covered');
  const missing = points.filter((p) => p.status === 'missing');
  const contradicted = points.filter((p) => p.status === 'contradicted');
  const good = missing.length || contradicted.length ? ` A good answer would say: ${listed(quoted([...missing, ...contradicted].map((p) => p.point)))}.` : '';
  switch (verdict) {
    case 'empty':
      return `Your answer is empty, so it scores 0. Please answer the question.${good}`;
    case 'non-answer':
      return `Your answer does not attempt the question.${good}`;
    case 'off-topic':
      return `Your answer does not address the question.${good}`;
    case 'echo':
      return `Your answer mostly repeats the question without answering it.${good}`;
    default: {
      const parts = [opening(args.score ?? 0)];
      if (points.length) parts.push(`You covered ${covered.length} of ${points.length} key ${points.length === 1 ? 'point' : 'points'}.`);
      for (const c of contradicted.slice(0, 2)) parts.push(`You said "${pointText(c.quote ?? '')}", which contradicts: ${pointText(c.point)}.`);
      if (missing.length) parts.push(`Missing: ${listed(quoted(missing.map((p) => p.point)))}.`);
      return parts.join(' ');
    }
  }
}
