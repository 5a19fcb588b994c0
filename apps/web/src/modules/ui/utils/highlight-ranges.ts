/** A half-open range [start, end) of UTF-16 code units, as the search's `highlights` give them. */
export type Range = readonly [start: number, end: number];

export interface TextSegment {
  text: string;
  marked: boolean;
}

/**
 * `text` cut into plain and marked pieces from `ranges`. The ranges come from the server and are
 * not trusted: each is clipped to the text, empty or reversed ones are dropped, and overlapping or
 * touching ones are merged, so every character appears exactly once and in order.
 */
export function highlightSegments(text: string, ranges: readonly Range[] | undefined): TextSegment[] {
  const clipped = (ranges ?? [])
    .filter((range) => Array.isArray(range) && Number.isInteger(range[0]) && Number.isInteger(range[1]))
    .map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of clipped) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
