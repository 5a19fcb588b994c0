import { acceptsText } from '../word-limit';
import { toContactNumber } from '../contact-number';
import { cleanEducation, toEducationFormRows } from '../education';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('acceptsText (250-word limit)', () => {
  it('accepts exactly 250 words and refuses 251', () => {
    expect(acceptsText(words(250))).toBe(true);
    expect(acceptsText(words(251))).toBe(false);
  });

  it('splits on any white space and ignores blanks', () => {
    const spaced = `  ${words(250).split(' ').join('  \n\t ')}   `;
    expect(acceptsText(spaced)).toBe(true);
    expect(acceptsText(`${spaced} extra`)).toBe(false);
  });

  it('honours a custom limit', () => {
    expect(acceptsText('one two three', 2)).toBe(false);
    expect(acceptsText('one two', 2)).toBe(true);
  });
});

describe('toContactNumber', () => {
  it('keeps a leading plus', () => {
    expect(toContactNumber('+919876543210')).toBe('+919876543210');
  });
  it('adds the plus when it is missing', () => {
    expect(toContactNumber('919876543210')).toBe('+919876543210');
  });
  it('gives an empty string when there is no number', () => {
    expect(toContactNumber(undefined)).toBe('');
    expect(toContactNumber(null)).toBe('');
    expect(toContactNumber('   ')).toBe('');
  });
});

describe('cleanEducation', () => {
  it('drops rows with a blank institution and omits an empty end year', () => {
    const result = cleanEducation([
      { institutionName: 'Anna University', startYear: '2016', endYear: '' },
      { institutionName: '   ', startYear: '2012', endYear: '2014' },
      { institutionName: 'KV Chennai', startYear: '2004', endYear: '2016' },
    ]);
    expect(result).toEqual({
      ok: true,
      rows: [
        { institutionName: 'Anna University', startYear: 2016 },
        { institutionName: 'KV Chennai', startYear: 2004, endYear: 2016 },
      ],
    });
  });

  it('reports a missing start year and an end year before the start, by row', () => {
    const result = cleanEducation([
      { institutionName: 'A', startYear: '', endYear: '' },
      { institutionName: 'B', startYear: '2020', endYear: '2019' },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: {
        0: { startYear: 'Start year is required' },
        1: { endYear: 'End year cannot be before start year' },
      },
    });
  });

  it('turns stored rows back into form rows', () => {
    expect(toEducationFormRows([{ institutionName: 'X', startYear: 2001 }, { institutionName: 'Y', startYear: 2002, endYear: 2005 }])).toEqual([
      { institutionName: 'X', startYear: '2001', endYear: '' },
      { institutionName: 'Y', startYear: '2002', endYear: '2005' },
    ]);
  });
});
