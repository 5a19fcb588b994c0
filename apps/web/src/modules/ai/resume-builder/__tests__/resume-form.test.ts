import { addCompany, initialResumeValues, removeCompany, toResumeRequest, validateResumeForm, type ResumeFormValues } from '../utils/resume-form';
import { printTitle, technologyList } from '../utils/print-title';

const filled = (overrides: Partial<ResumeFormValues> = {}): ResumeFormValues => ({
  fullName: '  Asha Rao ',
  currentPosition: ' Frontend Engineer ',
  currentLength: ' 4 ',
  currentTechnologies: ' React, TypeScript ',
  companies: [
    { name: ' Infosys ', position: ' Engineer ' },
    { name: 'Flipkart', position: 'Senior Engineer  ' },
  ],
  ...overrides,
});

describe('resume form', () => {
  it('trims every text and turns experience into a number', () => {
    expect(toResumeRequest(filled())).toEqual({
      fullName: 'Asha Rao',
      currentPosition: 'Frontend Engineer',
      currentLength: 4,
      currentTechnologies: 'React, TypeScript',
      companies: [
        { name: 'Infosys', position: 'Engineer' },
        { name: 'Flipkart', position: 'Senior Engineer' },
      ],
    });
    expect(validateResumeForm(filled({ currentLength: '2.5' }))).toMatchObject({ ok: true, data: { currentLength: 2.5 } });
  });

  it('requires every field, including each row, and blanks count as empty', () => {
    const result = validateResumeForm({ ...initialResumeValues(), fullName: '   ', companies: [{ name: '', position: 'Engineer' }, { name: 'Acme', position: ' ' }] });
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: 'Full name is required',
        currentPosition: 'Current position is required',
        currentLength: 'Experience is required',
        currentTechnologies: 'Technologies is required',
        'companies.0.name': 'Company name is required',
        'companies.1.position': 'Position is required',
      },
    });
  });

  it('accepts 0 years and refuses fewer', () => {
    expect(validateResumeForm(filled({ currentLength: '0' }))).toMatchObject({ ok: true, data: { currentLength: 0 } });
    expect(validateResumeForm(filled({ currentLength: '-1' }))).toEqual({ ok: false, errors: { currentLength: 'Experience cannot be negative' } });
    expect(validateResumeForm(filled({ currentLength: 'abc' }))).toEqual({ ok: false, errors: { currentLength: 'Experience must be a number' } });
  });

  it('adds rows at the end and removes any row but the first', () => {
    const rows = addCompany([{ name: 'A', position: 'a' }]);
    expect(rows).toEqual([{ name: 'A', position: 'a' }, { name: '', position: '' }]);
    expect(removeCompany(rows, 1)).toEqual([{ name: 'A', position: 'a' }]);
    expect(removeCompany(rows, 0)).toEqual(rows);
  });
});

describe('print title and technologies', () => {
  it('is the name plus _Resume, or Resume', () => {
    expect(printTitle('Asha Rao')).toBe('Asha Rao_Resume');
    expect(printTitle('  ')).toBe('Resume');
    expect(printTitle(undefined)).toBe('Resume');
  });

  it('splits technologies on commas, semicolons and lines, without blanks or repeats', () => {
    expect(technologyList('React, Node.js;SQL\n React ,, ')).toEqual(['React', 'Node.js', 'SQL']);
  });
});
