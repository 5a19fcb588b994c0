import { highlightSegments } from '../highlight-ranges';

const marked = (text: string, ranges: [number, number][]) =>
  highlightSegments(text, ranges)
    .map((s) => (s.marked ? `[${s.text}]` : s.text))
    .join('');

describe('highlightSegments', () => {
  it('marks the ranges and keeps every character once, in order', () => {
    expect(highlightSegments('Senior React Developer', [[7, 12]])).toEqual([
      { text: 'Senior ', marked: false },
      { text: 'React', marked: true },
      { text: ' Developer', marked: false },
    ]);
  });

  it('marks ranges at the very start and the very end', () => {
    expect(marked('React Developer', [[0, 5], [6, 15]])).toBe('[React] [Developer]');
    expect(highlightSegments('Go', [[0, 2]])).toEqual([{ text: 'Go', marked: true }]);
  });

  it('keeps separate ranges apart and sorts them', () => {
    expect(marked('java and javascript', [[9, 19], [0, 4]])).toBe('[java] and [javascript]');
  });

  it('merges overlapping and touching ranges into one mark', () => {
    expect(marked('javascript', [[0, 4], [2, 10]])).toBe('[javascript]');
    expect(marked('javascript', [[0, 4], [4, 10]])).toBe('[javascript]');
  });

  it('clips ranges past the text and drops empty, reversed or malformed ones', () => {
    expect(marked('SQL', [[-3, 1], [2, 99]])).toBe('[S]Q[L]');
    expect(marked('SQL', [[2, 2], [3, 1], [5, 9]])).toBe('SQL');
    expect(marked('SQL', [[0.5, 2] as [number, number], ['a', 2] as unknown as [number, number]])).toBe('SQL');
  });

  it('gives the plain text without ranges, and one empty piece for empty text', () => {
    expect(highlightSegments('Data Analyst', undefined)).toEqual([{ text: 'Data Analyst', marked: false }]);
    expect(highlightSegments('Data Analyst', [])).toEqual([{ text: 'Data Analyst', marked: false }]);
    expect(highlightSegments('', [[0, 3]])).toEqual([{ text: '', marked: false }]);
  });
});
