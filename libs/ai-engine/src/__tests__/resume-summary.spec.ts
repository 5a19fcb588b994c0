import { resumeRequestSchema, resumeResultSchema, type ResumeRequest } from '@hirewise/contracts';
import { createLocalEngine } from '../index';

const engine = createLocalEngine();
const create = (req: ResumeRequest) => engine.createResume(resumeRequestSchema.parse(req));
const BASE: ResumeRequest = {
  fullName: '  Ana   Lima ',
  currentPosition: ' Software Engineer ',
  currentLength: 5,
  currentTechnologies: 'reactjs, nodejs; AWS and docker, react',
  companies: [
    { name: ' Acme ', position: 'Backend Developer' },
    { name: 'Globex', position: 'Intern' },
  ],
};

describe('resume summary', () => {
  it('returns the tidied form data, a summary and an empty imageUrl, parsing with resumeResultSchema', () => {
    const r = create(BASE);
    expect(resumeResultSchema.parse(r)).toEqual(r);
    expect(r).toMatchObject({
      fullName: 'Ana Lima',
      currentPosition: 'Software Engineer',
      currentTechnologies: 'React, Node.js, AWS, Docker',
      companies: [
        { name: 'Acme', position: 'Backend Developer' },
        { name: 'Globex', position: 'Intern' },
      ],
      imageUrl: '',
    });
  });

  it('builds the summary from position, years, technologies and companies', () => {
    const r = create(BASE);
    expect(r.summary).toContain('Software Engineer');
    expect(r.summary).toContain('5 years');
    expect(r.summary).toMatch(/React, Node\.js, AWS and Docker/);
    expect(r.summary).toMatch(/Acme/);
    expect(r.summary).toMatch(/^[A-Z].*\.$/);
    expect(r.summary).not.toMatch(/\s{2}|\s[,.]|\ba ([aeiou])/i);
  });

  it('never uses the name or gendered words, so the same facts give the same summary', () => {
    const a = create(BASE);
    const b = create({ ...BASE, fullName: 'Rahul Verma' });
    expect(b.summary).toBe(a.summary);
    expect(a.summary).not.toMatch(/Ana|Lima|\b(he|she|his|her)\b/i);
  });

  it('is deterministic and varies the wording across inputs with a few templates', () => {
    expect(create(BASE)).toEqual(create(BASE));
    const summaries = new Set<string>();
    const openings = new Set<string>();
    for (let years = 1; years <= 12; years++) {
      const s = create({ ...BASE, currentLength: years }).summary;
      summaries.add(s);
      openings.add(s.split(' ').slice(0, 2).join(' '));
      expect(s).toContain(`${years} year`);
    }
    expect(summaries.size).toBe(12);
    expect(openings.size).toBeGreaterThanOrEqual(3);
  });

  it('writes early-career summaries for less than a year, singular years and many companies', () => {
    expect(create({ ...BASE, currentLength: 0 }).summary).toMatch(/early-career|start of a promising career/);
    expect(create({ ...BASE, currentLength: 1 }).summary).toContain('1 year ');
    const many = create({ ...BASE, companies: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, position: 'Engineer' })) });
    expect(many.summary).toMatch(/2 (more roles|other companies)/);
    expect(many.companies).toHaveLength(5);
  });

  it('uses the right article for the position', () => {
    const article = (currentPosition: string) => {
      for (let years = 1; years < 40; years++) {
        const s = create({ ...BASE, currentPosition, currentLength: years }).summary;
        const m = new RegExp(`^(A|An) ${currentPosition}`).exec(s);
        if (m) return m[1];
      }
      return undefined;
    };
    expect(article('Engineer')).toBe('An');
    expect(article('UX Designer')).toBe('A');
    expect(article('Data Analyst')).toBe('A');
  });
});
