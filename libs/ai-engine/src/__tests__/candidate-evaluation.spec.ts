import { candidateSuggestionRequestSchema, type CandidateSuggestionRequest } from '@hirewise/contracts';
import fc from 'fast-check';
import { createLocalEngine, sanitizeEvaluationHtml } from '../index';

const engine = createLocalEngine();
const suggest = (req: CandidateSuggestionRequest) => engine.suggestCandidate(candidateSuggestionRequestSchema.parse(req));

const JOB = `Senior Frontend Engineer. We need 4+ years of experience.
Requirements: React, TypeScript, REST APIs and Jest.
Nice to have: GraphQL, AWS.`;
const COMPANY = 'Acme Pay builds payment tools for small shops.';
const STRONG = `5 years of experience building dashboards with React.js and TypeScript. Designed REST APIs with Node, tested everything with Jest, and deployed to AWS with Docker.`;
const WEAK = 'Two years as a data analyst working with Excel and SQL reports.';

const profile = (personal: string, pronoun: 'He' | 'She' | 'They', possessive: 'his' | 'her' | 'their') =>
  `${personal}\n${pronoun} has 5 years of experience building dashboards with React.js and TypeScript; ${possessive} last team used Vue. ${pronoun} wrote unit tests with Jest.`;

const ALLOWED = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em']);
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)].map((m) => ({ tag: m[1].toLowerCase(), attrs: m[2].trim() }));

describe('candidate evaluation', () => {
  it('scores a matching candidate high, with strengths quoted and a recommendation', () => {
    const r = suggest({ companyDescription: COMPANY, jobDescription: JOB, candidateInfo: STRONG });
    expect(r.fitScore).toBeGreaterThanOrEqual(75);
    expect(r.evaluation).toContain('Fit score: ' + r.fitScore + '/100');
    expect(r.evaluation).toMatch(/<h4>Strengths<\/h4><ul><li><strong>React<\/strong>: \u201c[^\u201d]*React\.js[^\u201d]*\u201d/);
    for (const skill of ['TypeScript', 'REST APIs', 'Jest', 'AWS']) expect(r.evaluation).toContain(`<strong>${skill}</strong>`);
    expect(r.evaluation).toMatch(/Recommendation<\/h4><p><strong>Strong fit\.<\/strong>/);
    expect(r.evaluation).toContain('5 years');
  });

  it('scores a non-matching candidate low and lists the gaps', () => {
    const r = suggest({ companyDescription: COMPANY, jobDescription: JOB, candidateInfo: WEAK });
    expect(r.fitScore).toBeLessThan(35);
    for (const skill of ['React', 'TypeScript', 'Jest']) expect(r.evaluation).toMatch(new RegExp(`<strong>${skill}</strong>: asked for by the job, not found`));
    expect(r.evaluation).toMatch(/the job asks for 4\+ years; the candidate states 2/);
    expect(r.evaluation).toContain('Weak fit');
  });

  it('gives partial credit for related skills and less weight to nice-to-haves', () => {
    const vue = suggest({ companyDescription: COMPANY, jobDescription: 'We need React and TypeScript.', candidateInfo: 'Built apps with Vue and TypeScript.' });
    const none = suggest({ companyDescription: COMPANY, jobDescription: 'We need React and TypeScript.', candidateInfo: 'Built apps with TypeScript.' });
    const both = suggest({ companyDescription: COMPANY, jobDescription: 'We need React and TypeScript.', candidateInfo: 'Built apps with React and TypeScript.' });
    expect(none.fitScore).toBeLessThan(vue.fitScore);
    expect(vue.fitScore).toBeLessThan(both.fitScore);
    expect(vue.evaluation).toContain('related experience with Vue');
    const missingRequired = suggest({ companyDescription: COMPANY, jobDescription: 'Required: React. Nice to have: GraphQL.', candidateInfo: 'GraphQL expert.' });
    const missingOptional = suggest({ companyDescription: COMPANY, jobDescription: 'Required: React. Nice to have: GraphQL.', candidateInfo: 'React expert.' });
    expect(missingOptional.fitScore).toBeGreaterThan(missingRequired.fitScore);
  });

  it('compares wording when the job names no known skills', () => {
    const job = 'Warehouse supervisor to manage forklift operators, inventory counts and shift schedules.';
    const near = suggest({ companyDescription: COMPANY, jobDescription: job, candidateInfo: 'Ran inventory counts and shift schedules for forklift operators in a warehouse.' });
    const far = suggest({ companyDescription: COMPANY, jobDescription: job, candidateInfo: 'Pastry chef who bakes bread.' });
    expect(near.fitScore).toBeGreaterThan(far.fitScore);
    expect(near.evaluation).toContain('compares the wording');
  });

  it('is deterministic', () => {
    const req = { companyDescription: COMPANY, jobDescription: JOB, candidateInfo: STRONG };
    expect(suggest(req)).toEqual(suggest(req));
  });

  it('ignores name, gender, age and photo: changing them gives the same result, and they are never quoted', () => {
    const variants = [
      profile('Name: Priya Sharma\nGender: Female\nAge: 29\nPhoto: https://cdn.example.com/u/priya.jpg', 'She', 'her'),
      profile('Name: John Smith\nGender: Male\nAge: 58\nPhoto: https://cdn.example.com/u/john-smith.png', 'He', 'his'),
      profile('Alex Morgan\nPronouns: they/them\nDate of birth: 1990-02-01\nProfile photo: (attached)', 'They', 'their'),
      profile('My name is Wei Chen, a 41 years old woman. Profile picture: https://img.example.com/a.webp', 'She', 'her'),
      profile('Name: Sara Ali, Gender: female, Age: 33, Photo: https://img.example.com/sara.gif', 'She', 'her'),
      profile('Mr. Omar Haddad\nSex: M | DOB = 12/04/1979', 'He', 'his'),
    ];
    const results = variants.map((candidateInfo) => suggest({ companyDescription: COMPANY, jobDescription: JOB, candidateInfo }));
    for (const r of results.slice(1)) expect(r).toEqual(results[0]);
    for (const word of ['Priya', 'Sharma', 'John', 'Smith', 'Alex', 'Morgan', 'Wei', 'Chen', 'Sara', 'Omar', 'Haddad', '1979', 'Female', 'Male', ' 29', ' 58', '41', '1990', '.jpg', '.png', 'example.com', ' she ', ' he ', ' her ', ' his ']) {
      expect(results[0].evaluation.toLowerCase()).not.toContain(word.toLowerCase());
    }
    expect(results[0].evaluation).toContain('React');
  });

  it('removes only the personal fields from inline profiles, keeping the skills beside them', () => {
    const r = suggest({ companyDescription: COMPANY, jobDescription: 'Need React and Jest.', candidateInfo: 'Name: Sara Ali, Age: 33, Skills: React, Jest. Gender: female.' });
    expect(r.fitScore).toBeGreaterThanOrEqual(75);
    expect(r.evaluation).not.toMatch(/Sara|Ali\b|33|female/i);
  });

  it('never passes through script, event handlers or other markup from any input, and uses only the allowed tags without attributes', () => {
    const evil = '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">React</a> <b onmouseover=1>Jest</b> &lt;iframe&gt;';
    const r = suggest({ companyDescription: `${evil} Acme`, jobDescription: `${evil} Need React, Jest.`, candidateInfo: `${evil} 5 years React and Jest <style>p{}</style>` });
    expect(r.evaluation).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|<img|<a |<b>|<style|alert\(/i);
    for (const t of tagsOf(r.evaluation)) {
      expect(ALLOWED.has(t.tag)).toBe(true);
      expect(t.attrs).toBe('');
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (job, cand) => {
        const out = suggest({ companyDescription: 'Co', jobDescription: `x ${job}`, candidateInfo: `y ${cand}` }).evaluation;
        for (const t of tagsOf(out)) expect(ALLOWED.has(t.tag) && t.attrs === '').toBe(true);
        expect(out).not.toMatch(/<script/i);
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe('sanitizeEvaluationHtml', () => {
  it('keeps h1-h6, p, ul, ol, li, strong and em, and drops everything else with all attributes', () => {
    const html = '<h1 class="x">T</h1><h6>s</h6><p style="color:red" onclick="x()">a <strong>b</strong> <em>c</em> <a href="https://x">link</a></p><ol><li>1</li></ol><ul><li>2</li></ul><script>alert(1)</script><img src=x onerror=alert(1)><table><tr><td>cell</td></tr></table>';
    expect(sanitizeEvaluationHtml(html)).toBe('<h1>T</h1><h6>s</h6><p>a <strong>b</strong> <em>c</em> link</p><ol><li>1</li></ol><ul><li>2</li></ul>cell');
  });

  it('handles empty and plain text', () => {
    expect(sanitizeEvaluationHtml('')).toBe('');
    expect(sanitizeEvaluationHtml('1 < 2 & 3')).toBe('1 &lt; 2 &amp; 3');
  });
});
