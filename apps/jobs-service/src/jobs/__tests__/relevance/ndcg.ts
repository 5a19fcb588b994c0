/**
 * nDCG@k with graded relevance: each result's gain is 2^grade - 1, discounted by log2 of its
 * position + 1; divided by the same sum over the best possible order of every judged job. 1.0 =
 * the ideal top k; a query with no relevant job at all scores 1 if nothing is returned.
 */
export function ndcgAt(k: number, rankedGrades: readonly number[], allGrades: readonly number[]): number {
  const dcg = (grades: readonly number[]) => grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  if (ideal === 0) return rankedGrades.some((g) => g > 0) ? 1 : rankedGrades.length === 0 ? 1 : 0;
  return dcg(rankedGrades) / ideal;
}

export const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
