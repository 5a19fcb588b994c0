import { parseRange } from '../byte-range';

describe('parseRange', () => {
  const size = 1000;

  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('%s is the range %j', (header, range) => {
    expect(parseRange(header, size)).toEqual({ kind: 'partial', range });
  });

  it.each([['bytes=1000-'], ['bytes=1000-1200'], ['bytes=5000-'], ['bytes=-0']])('%s is unsatisfiable', (header) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([[undefined], [''], ['bytes=-'], ['bytes=9-3'], ['bytes=0-1,5-9'], ['items=0-9'], ['bytes=abc'], ['0-9']])(
    '%j is ignored and the whole file sent',
    (header) => {
      expect(parseRange(header, size)).toEqual({ kind: 'whole' });
    },
  );
});
