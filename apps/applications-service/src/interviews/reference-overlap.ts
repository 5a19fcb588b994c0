/**
 * How much of the expected answer's wording an answer repeats: the share of the expected answer's
 * word 3-grams found in the answer (0-1, two decimals). The expected answers of the question bank
 * can be read through the public practice route (`POST /api/get-interview-question`), so an answer
 * pasted from there scores high; the recruiter sees this figure beside the score (issue 15) and
 * judges. Expected answers shorter than 6 words are not judged (0).
 */
export function referenceOverlap(answer: string, expected: string): number {
  const ref = words(expected);
  if (ref.length < 6) return 0;
  const wanted = trigrams(ref);
  const got = trigrams(words(answer));
  let hits = 0;
  for (const gram of wanted) if (got.has(gram)) hits += 1;
  return Math.round((hits / wanted.size) * 100) / 100;
}

function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function trigrams(list: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 2 < list.length; i += 1) out.add(`${list[i]} ${list[i + 1]} ${list[i + 2]}`);
  return out;
}

export const WITHHELD = '[reference answer withheld]';

/**
 * Feedback as the applicant may see it: an evaluator (an LLM, above all) that quotes the expected
 * answer would hand it out; the whole expected answer and each of its sentences of 20 characters or
 * more are replaced by WITHHELD wherever the feedback repeats them (case-insensitive).
 */
export function withholdReference(feedback: string, expected: string): string {
  const pieces = [expected, ...expected.split(/(?<=[.!?;:])\s+/)]
    .map((p) => p.trim())
    .filter((p) => p.length >= 20)
    .sort((a, b) => b.length - a.length);
  let out = feedback;
  for (const piece of pieces) {
    const pattern = new RegExp(piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'), 'gi');
    out = out.replace(pattern, WITHHELD);
  }
  return out;
}
