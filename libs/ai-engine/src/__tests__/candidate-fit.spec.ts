/**
 * Candidate fit with evidence (issue 15 item 3): requirements from the job with clause-scoped markers, the
 * candidate's skills counted only where the profile, education or stated experience shows them, claims of the
 * statement of purpose weighted less and labelled, `score` + `evidence` beside the HTML.
 */
import { candidateEvidenceSchema, candidateSuggestionRequestSchema, type CandidateSuggestionRequest } from '@hirewise/contracts';
import { candidateSections } from '../candidate/candidate-sections';
import { jobRequirements } from '../candidate/job-requirements';
import { createLocalEngine } from '../index';

const engine = createLocalEngine();
const suggest = (req: Partial<CandidateSuggestionRequest> & Pick<CandidateSuggestionRequest, 'candidateInfo' | 'jobDescription'>) =>
  engine.suggestCandidate(candidateSuggestionRequestSchema.parse({ companyDescription: 'The recruiter has not described the company yet.', ...req }));
const evidenceOf = (r: ReturnType<typeof suggest>, requirement: string) => r.evidence.find((e) => e.requirement === requirement);

/** The suggestion form's job and candidate texts (apps/web suggestion-request.ts). */
const formJob = (skills: string) => ['Title: QA Engineer', 'Job type: Full Time', `Required skills: ${skills}`, 'Duration: Flexible', 'Salary: ₹30,000 per month'].join('\n');
const formCandidate = (skills: string, sop: string, education = 'IIT Madras (2018 - 2022)') => [`Skills: ${skills}`, `Education: ${education}`, `Statement of purpose: ${sop}`].join('\n');

describe('candidate fit: the issue 15 cases', () => {
  it('no longer gives a strong fit for skills named only in the statement of purpose (was 100/100)', () => {
    const r = suggest({
      jobDescription: formJob('Testing, JavaScript'),
      candidateInfo: formCandidate('React, Node.js, Python', 'I am passionate about testing and JavaScript and want to grow as a QA engineer.'),
    });
    expect(r.score).toBeLessThan(55);
    expect(r.fitScore).toBe(r.score);
    expect(evidenceOf(r, 'Testing')).toEqual({ requirement: 'Testing', weight: 'required', status: 'claimed', quote: expect.stringContaining('testing') });
    // React and Node.js show JavaScript in part; the claim alone would count less.
    expect(evidenceOf(r, 'JavaScript')).toMatchObject({ weight: 'required', status: 'related', quote: expect.stringContaining('React') });
    expect(r.evaluation).toContain('<strong>Testing</strong>: claimed in the statement of purpose only: \u201c');
    expect(r.evaluation).not.toContain('Strong fit');
  });

  it('gives the same candidate a strong fit when the profile shows the skills', () => {
    const r = suggest({ jobDescription: formJob('Testing, JavaScript'), candidateInfo: formCandidate('Selenium, JavaScript', 'I enjoy breaking things.') });
    expect(r.score).toBeGreaterThanOrEqual(75);
    expect(r.evidence.map((e) => e.status)).toEqual(['shown', 'shown']);
  });

  it('keeps required skills required when another clause of the sentence says "a plus"', () => {
    const r = suggest({ jobDescription: 'Frontend developer. Must have React and TypeScript, experience with GraphQL is a plus.', candidateInfo: 'React developer.' });
    expect(r.evidence.map((e) => [e.requirement, e.weight])).toEqual([
      ['React', 'required'],
      ['TypeScript', 'required'],
      ['GraphQL', 'nice to have'],
    ]);
    expect(r.evaluation).not.toMatch(/<strong>(?:React|TypeScript)<\/strong> <em>\(nice to have\)<\/em>/);
    expect(r.evaluation).toMatch(/<strong>GraphQL<\/strong> <em>\(nice to have\)<\/em>/);
  });
});

describe('job requirements: each marker scoped to its own clause', () => {
  const weights = (job: string) => Object.fromEntries(jobRequirements(job, '').skills.map((s) => [s.entry.name, s.weight]));
  it.each([
    ['Must have React and TypeScript, experience with GraphQL is a plus.', { React: 'required', TypeScript: 'required', GraphQL: 'nice to have' }],
    ['React, TypeScript and Node.js are required, GraphQL and AWS are nice to have.', { React: 'required', TypeScript: 'required', 'Node.js': 'required', GraphQL: 'nice to have', AWS: 'nice to have' }],
    ['Experience with React (required) and GraphQL (nice to have).', { React: 'required', GraphQL: 'nice to have' }],
    ['Familiarity with Docker and strong experience in Python.', { Docker: 'nice to have', Python: 'required' }],
    ['We build with React and TypeScript. Experience with Vue would be a plus.', { React: 'required', TypeScript: 'required', Vue: 'nice to have' }],
    ['Requirements:\n- React\n- TypeScript\n\nNice to have:\n- GraphQL\n- AWS\n\nYou will work with Node.js daily.', { React: 'required', TypeScript: 'required', GraphQL: 'nice to have', AWS: 'nice to have', 'Node.js': 'required' }],
    ['REQUIREMENTS\nReact, TypeScript\nBONUS\nGraphQL', { React: 'required', TypeScript: 'required', GraphQL: 'nice to have' }],
    ['Skills: React, TypeScript. Nice to have: Storybook, GraphQL. You must know Jest.', { React: 'required', TypeScript: 'required', GraphQL: 'nice to have', Jest: 'required' }],
    ['We need React; Redux is a bonus, Jest preferred.', { React: 'required', Redux: 'nice to have', Jest: 'nice to have' }],
    ['Title: QA Engineer\nJob type: Full Time\nRequired skills: Testing, JavaScript', { Testing: 'required', JavaScript: 'required' }],
    ['React developer. TypeScript is nice to have. React is essential.', { React: 'required', TypeScript: 'nice to have' }],
  ])('%j', (job, expected) => {
    expect(weights(job)).toEqual(expected);
  });

  it('scopes the years too, and reads no years from the form\'s duration or salary', () => {
    expect(jobRequirements('Need React. TypeScript preferred; Jest is a bonus. 3-5 years required.', '').years).toMatchObject({ years: 3, weight: 'required' });
    expect(jobRequirements('Need React. 5+ years of experience would be a plus.', '').years).toMatchObject({ years: 5, weight: 'nice to have' });
    expect(jobRequirements('Title: Dev\nRequired skills: React\nDuration: 6 month\nSalary: ₹50,000 per month', '').years).toBeUndefined();
  });

  it("counts the company description's skills as a light company stack", () => {
    const r = suggest({ companyDescription: 'We run everything on AWS.', jobDescription: 'Need React.', candidateInfo: 'React for 3 years.' });
    expect(evidenceOf(r, 'AWS')).toEqual({ requirement: 'AWS', weight: 'company stack', status: 'not found' });
  });
});

describe('candidate sections', () => {
  it('reads the labelled parts of the suggestion form and treats unlabelled text as stated experience', () => {
    const text = 'Backend developer, 4 years.\nSkills: React, Jest\nEducation: none listed\nWork experience:\n- Built APIs\nStatement of purpose: I love Go.';
    const kinds = candidateSections(text).map((s) => [s.kind, text.slice(s.start, s.end)]);
    expect(kinds).toEqual([
      ['experience', 'Backend developer, 4 years.'],
      ['skills', 'React, Jest'],
      ['experience', '- Built APIs'],
      ['statement', 'I love Go.'],
    ]);
    expect(candidateSections('Just free text about React.').map((s) => s.kind)).toEqual(['experience']);
    expect(candidateSections('Skills: none listed\nEducation: none listed\nStatement of purpose: Not Submitted')).toEqual([]);
  });
});

describe('candidate fit: shown, claimed, related, not found', () => {
  const job = 'Title: Backend Developer\nRequired skills: Kotlin';
  const shown = suggest({ jobDescription: job, candidateInfo: formCandidate('Kotlin', 'I like backend work.') });
  const claimed = suggest({ jobDescription: job, candidateInfo: formCandidate('Excel', 'I have written a lot of Kotlin.') });
  const wished = suggest({ jobDescription: job, candidateInfo: formCandidate('Excel', 'I am keen to learn Kotlin.') });
  const absent = suggest({ jobDescription: job, candidateInfo: formCandidate('Excel', 'I like backend work.') });

  it('weighs a claim about 0.3 of a shown skill and labels it', () => {
    expect(evidenceOf(shown, 'Kotlin')?.status).toBe('shown');
    expect(evidenceOf(claimed, 'Kotlin')).toEqual({ requirement: 'Kotlin', weight: 'required', status: 'claimed', quote: expect.stringContaining('Kotlin') });
    expect(claimed.score).toBeGreaterThan(absent.score);
    expect(claimed.score / shown.score).toBeCloseTo(0.3, 1);
    expect(claimed.evaluation).toContain('claimed in the statement of purpose only');
  });

  it('does not count what the candidate only wants to learn', () => {
    expect(evidenceOf(wished, 'Kotlin')).toEqual({ requirement: 'Kotlin', weight: 'required', status: 'not found' });
    expect(wished.score).toBe(absent.score);
    expect(wished.evaluation).toContain('named only as something to learn');
  });

  it('counts the education as shown', () => {
    const r = suggest({ jobDescription: 'Need statistics and Python.', candidateInfo: formCandidate('none listed', 'Not Submitted', 'M.Sc. Statistics with Python, ISI Kolkata (2019 - 2021)') });
    expect(r.evidence.map((e) => e.status)).toEqual(['shown', 'shown']);
  });

  it('gives related credit (implied or same group) with the quote of the related skill', () => {
    const implied = suggest({ jobDescription: 'Need JavaScript.', candidateInfo: 'Built React apps.' });
    const sibling = suggest({ jobDescription: 'Need React.', candidateInfo: 'Built Vue apps.' });
    const none = suggest({ jobDescription: 'Need React.', candidateInfo: 'Built Excel reports.' });
    expect(evidenceOf(implied, 'JavaScript')).toMatchObject({ status: 'related', quote: 'Built React apps' });
    expect(evidenceOf(sibling, 'React')).toMatchObject({ status: 'related', quote: 'Built Vue apps' });
    expect(sibling.evaluation).toContain('related experience with Vue');
    expect(none.score).toBeLessThan(sibling.score);
    expect(sibling.score).toBeLessThan(implied.score);
  });

  it('marks too few years as related and years claimed only in the statement of purpose as claimed', () => {
    const short = suggest({ jobDescription: 'Need React. 5+ years of experience.', candidateInfo: '2 years of React.' });
    const enough = suggest({ jobDescription: 'Need React. 5+ years of experience.', candidateInfo: '6 years of React.' });
    const claimedYears = suggest({ jobDescription: 'Need React. 5+ years of experience.', candidateInfo: 'Skills: React\nStatement of purpose: I have 6 years of experience.' });
    expect(evidenceOf(short, '5+ years of experience')).toEqual({ requirement: '5+ years of experience', weight: 'required', status: 'related', quote: '2 years of React' });
    expect(evidenceOf(enough, '5+ years of experience')?.status).toBe('shown');
    expect(evidenceOf(claimedYears, '5+ years of experience')?.status).toBe('claimed');
    expect(short.score).toBeLessThan(claimedYears.score);
    expect(claimedYears.score).toBeLessThan(enough.score);
  });

  it('keeps a candidate with only the nice-to-haves below one with only the required skills', () => {
    const job = 'Must have: Go, Kubernetes.\nNice to have: Python, Terraform, AWS.';
    const onlyNice = suggest({ jobDescription: job, candidateInfo: '5 years of Python, Terraform and AWS.' });
    const onlyRequired = suggest({ jobDescription: job, candidateInfo: '5 years of Go and Kubernetes.' });
    expect(onlyNice.score).toBeLessThan(35);
    expect(onlyRequired.score).toBeGreaterThanOrEqual(75);
  });

  it('compares wording when the job names no lexicon skills, with the statement of purpose as claims', () => {
    const job = 'Warehouse supervisor to manage forklift operators, inventory counts and shift schedules.';
    const did = suggest({ jobDescription: job, candidateInfo: 'Ran inventory counts and shift schedules for forklift operators in a warehouse.' });
    const said = suggest({ jobDescription: job, candidateInfo: formCandidate('Cooking', 'I ran inventory counts and shift schedules for forklift operators in a warehouse.') });
    expect(did.evidence.length).toBeGreaterThan(3);
    expect(did.evidence.filter((e) => e.status === 'shown').length).toBeGreaterThan(3);
    expect(said.evidence.filter((e) => e.status === 'claimed').length).toBeGreaterThan(3);
    expect(said.score).toBeLessThanOrEqual(Math.round(did.score * 0.3) + 1);
  });
});

describe('candidate fit: output', () => {
  it('answers score = fitScore and evidence valid against the contract, one entry per requirement', () => {
    const r = suggest({ jobDescription: 'Need React and Jest. Nice to have: GraphQL. 3+ years.', candidateInfo: '4 years of React.\nStatement of purpose: I test with Jest.' });
    expect(r.score).toBe(r.fitScore);
    expect(r.evidence.map((e) => [e.requirement, e.weight, e.status])).toEqual([
      ['React', 'required', 'shown'],
      ['Jest', 'required', 'claimed'],
      ['GraphQL', 'nice to have', 'not found'],
      ['3+ years of experience', 'required', 'shown'],
    ]);
    for (const e of r.evidence) expect(candidateEvidenceSchema.parse(e)).toEqual(e);
    expect(r.evaluation).toContain('<h4>Evidence</h4><ul><li><strong>React</strong> <em>(required)</em>: shown: \u201c4 years of React\u201d</li>');
    expect(r.evaluation).toContain('<li><strong>GraphQL</strong> <em>(nice to have)</em>: not found</li>');
  });

  it('keeps quotes as plain text in the evidence and escapes them in the HTML', () => {
    const r = suggest({ jobDescription: 'Need React.', candidateInfo: 'Built "Shop & Co" in React &lt;img src=x onerror=alert(1)&gt; <script>alert(2)</script>' });
    const quote = evidenceOf(r, 'React')!.quote!;
    expect(quote).toContain('"Shop & Co" in React <img src=x onerror=alert(1)>');
    expect(r.evaluation).toContain('Shop &amp; Co');
    expect(r.evaluation).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(r.evaluation).not.toMatch(/<img|<script|alert\(2\)/);
  });
});
