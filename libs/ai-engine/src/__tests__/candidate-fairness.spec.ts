/**
 * Counterfactual fairness of the candidate fit (issue 15 item 3): the same candidate text with another name,
 * pronouns, age, nationality, photo, gendered words, family status or religion gives the identical score,
 * evaluation and evidence. The swaps are generated: 10 base candidates x 8 swap kinds x 2 other personas,
 * plus every attribute swapped at once.
 */
import { candidateSuggestionRequestSchema } from '@hirewise/contracts';
import { redactPersonal } from '../candidate/redact-personal';
import { toPlainText } from '../candidate/plain-text';
import { createLocalEngine } from '../index';

const engine = createLocalEngine();
const suggest = (jobDescription: string, candidateInfo: string) =>
  engine.suggestCandidate(candidateSuggestionRequestSchema.parse({ companyDescription: 'A product company in Pune building tools for small shops.', jobDescription, candidateInfo }));

/** Everything about a candidate that must not change the result. */
interface Persona {
  name: string;
  title: string;
  email: string;
  /** Subject and possessive pronouns, capitalised and not ("She" / "she", "Her" / "her"). */
  They: string;
  they: string;
  their: string;
  them: string;
  ageLine: string;
  ageWords: string;
  nationalityLine: string;
  nationalityWords: string;
  photoLine: string;
  photoInline: string;
  chair: string;
  sales: string;
  family: string;
  maritalLine: string;
  maritalWords: string;
  religionLine: string;
  religionWords: string;
  group: string;
}

const PERSONAS: Persona[] = [
  {
    name: 'Priya Sharma', title: 'Ms.', email: 'priya.sharma@gmail.com', They: 'She', they: 'she', their: 'her', them: 'her',
    ageLine: 'Age: 29', ageWords: '29 years old', nationalityLine: 'Nationality: Indian', nationalityWords: 'I am an Indian national',
    photoLine: 'Photo: https://cdn.example.com/u/priya.jpg', photoInline: '![headshot](https://cdn.example.com/u/priya.png)',
    chair: 'chairwoman', sales: 'saleswoman', family: 'a proud mother of two', maritalLine: 'Marital status: Married', maritalWords: 'married with two kids',
    religionLine: 'Religion: Hindu', religionWords: 'I am a practising Hindu', group: 'Women in Tech',
  },
  {
    name: 'John Smith', title: 'Mr.', email: 'john.smith@outlook.com', They: 'He', they: 'he', their: 'his', them: 'him',
    ageLine: 'Age: 58', ageWords: '58 years old', nationalityLine: 'Nationality: British', nationalityWords: 'I am a British national',
    photoLine: 'Photo: https://img.example.org/john-smith.png', photoInline: '![photo](https://img.example.org/js.webp)',
    chair: 'chairman', sales: 'salesman', family: 'a proud father of two', maritalLine: 'Marital status: Single', maritalWords: 'divorced with one son',
    religionLine: 'Religion: Christian', religionWords: 'I am a practising Christian', group: 'Men in Tech',
  },
  {
    name: 'Alex Morgan', title: 'Mx.', email: 'alex.m@proton.me', They: 'They', they: 'they', their: 'their', them: 'them',
    ageLine: 'Date of birth: 1999-02-01', ageWords: 'aged 41', nationalityLine: 'Citizenship: Nigerian', nationalityWords: 'I am a Nigerian citizen',
    photoLine: 'Profile picture: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAE', photoInline: 'https://pics.example.net/alex.jpeg',
    chair: 'chairperson', sales: 'salesperson', family: 'a proud parent of three', maritalLine: 'Marital status: Widowed', maritalWords: 'happily married',
    religionLine: 'Religion: Muslim', religionWords: 'I am a devout Muslim', group: 'Girls in Tech',
  },
];

type Kind = 'name' | 'pronouns' | 'age' | 'nationality' | 'photo' | 'gendered words' | 'family status' | 'religion';
const FIELDS: Record<Kind, (keyof Persona)[]> = {
  name: ['name', 'title', 'email'],
  pronouns: ['They', 'they', 'their', 'them'],
  age: ['ageLine', 'ageWords'],
  nationality: ['nationalityLine', 'nationalityWords'],
  photo: ['photoLine', 'photoInline'],
  'gendered words': ['chair', 'sales', 'group'],
  'family status': ['family', 'maritalLine', 'maritalWords'],
  religion: ['religionLine', 'religionWords'],
};

interface Base {
  job: string;
  text: (p: Persona) => string;
}

const BASES: Base[] = [
  {
    job: 'Frontend engineer. Must have React and TypeScript, experience with GraphQL is a plus. 3+ years of experience.',
    text: (p) => `Name: ${p.name}\n${p.ageLine}\n${p.photoLine}\nEmail: ${p.email}\nAs ${p.chair} of the frontend guild, ${p.name.split(' ')[0]} (${p.ageWords}) built dashboards in React and TypeScript for 4 years with ${p.their} team.`,
  },
  {
    job: 'Title: QA Engineer\nJob type: Full Time\nRequired skills: Testing, JavaScript\nDuration: 6 month\nSalary: ₹40,000 per month',
    text: (p) => `Skills: Selenium, Cypress, JavaScript\nEducation: Anna University (2015 - 2019)\nStatement of purpose: ${p.nationalityWords} and ${p.family}. I led test automation at my last job, where ${p.they} who mentored me praised ${p.their} own team. ${p.religionWords}.`,
  },
  {
    job: 'Backend developer.\nRequirements:\n- Python\n- Django\n- PostgreSQL\n- 2+ years of experience\nNice to have:\n- Redis',
    text: (p) => `${p.name}\n${p.nationalityLine}\n${p.maritalLine}\n3 years with Python and Django on PostgreSQL. ${p.They} cached hot paths with Redis. Contact: ${p.email}`,
  },
  {
    job: 'B2B sales executive. Required: B2B sales, a CRM such as Salesforce, and communication skills. 3 years of experience.',
    text: (p) => `${p.title} ${p.name}, top ${p.sales} of 2022, ${p.nationalityWords}, with 4 years of B2B sales and ${p.their} pipeline kept in Salesforce. ${p.They} presented to 40 clients a quarter. ${p.photoInline}`,
  },
  {
    job: 'Data scientist. Required: Python, machine learning, SQL and statistics. At least 3 years of experience.',
    text: (p) => `Name: ${p.name}, ${p.ageLine}, Skills: Python, SQL, statistics\nExperience: 5 years of machine learning for pricing; ${p.they} led A/B testing. Member of ${p.group}. ${p.religionLine}`,
  },
  {
    job: 'Platform engineer. Must have Kubernetes, Docker and CI/CD pipelines. Terraform preferred. 3+ years of experience.',
    text: (p) => `Skills: Docker, Kubernetes\nExperience: DevOps engineer, 2 years, Jenkins pipelines. ${p.They} was ${p.chair} of the SRE guild and ${p.family}.\nStatement of purpose: I have used Terraform a lot. ${p.nationalityWords}. ${p.maritalWords}.`,
  },
  {
    job: 'Mobile developer. Must have strong experience in Flutter and Dart; Firebase is a plus. 2+ years.',
    text: (p) => `${p.name}\n${p.ageWords}, ${p.nationalityWords}.\nExperience: 3 years building Flutter apps in Dart. ${p.They} also ran ${p.their} own side business as ${p.sales}.\n${p.photoLine}`,
  },
  {
    job: 'Accountant. Required: Tally, GST filing and Excel. 3+ years of experience.',
    text: (p) => `Name: ${p.name}\n${p.maritalLine}\n${p.religionLine}\nAccounts assistant with 1 year of bookkeeping in Tally and Excel; ${p.they} filed GST returns for ${p.their} firm's clients. ${p.ageWords}.`,
  },
  {
    job: 'Warehouse supervisor to manage forklift operators, inventory counts and shift schedules. 3 years in logistics required.',
    text: (p) => `My name is ${p.name} and I am ${p.ageWords}, ${p.family}, a warehouse shift lead for 5 years in logistics; ${p.they} managed forklift operators and inventory counts. ${p.photoInline}`,
  },
  {
    job: 'Title: Full Stack Developer\nJob type: Full Time\nRequired skills: JavaScript, Node.js, React, MongoDB\nDuration: Flexible\nSalary: ₹60,000 per month',
    text: (p) => `Skills: JavaScript, Node.js, React, Express\nEducation: SRM University (2018 - 2022)\nStatement of purpose: In my capstone I stored all data in MongoDB. ${p.They} who led the capstone said ${p.their} best work was mine. ${p.religionWords}. Member of ${p.group}. ${p.nationalityLine}`,
  },
];

const result = (base: Base, p: Persona) => {
  const r = suggest(base.job, base.text(p));
  return { score: r.score, fitScore: r.fitScore, evaluation: r.evaluation, evidence: r.evidence };
};

interface Swap {
  base: number;
  kind: Kind | 'all';
  to: string;
}

const [A, ...OTHERS] = PERSONAS;
const SWAPS: Swap[] = BASES.flatMap((_, base) => [
  ...(Object.keys(FIELDS) as Kind[]).flatMap((kind) => OTHERS.map((other) => ({ base, kind, to: other.name }))),
  ...OTHERS.map((other) => ({ base, kind: 'all' as const, to: other.name })),
]);

describe('candidate fit: counterfactual fairness', () => {
  it(`generates at least 50 swaps over 10 bases and 8 kinds (${SWAPS.length})`, () => {
    expect(BASES).toHaveLength(10);
    expect(SWAPS.length).toBeGreaterThanOrEqual(50);
  });

  // The swapped text really differs: otherwise the test would prove nothing.
  it.each(SWAPS)('base $base: swapping $kind to $to gives the identical score, evaluation and evidence', ({ base, kind, to }) => {
    const other = PERSONAS.find((p) => p.name === to)!;
    const swapped: Persona = kind === 'all' ? other : { ...A, ...Object.fromEntries(FIELDS[kind].map((f) => [f, other[f]])) };
    const original = BASES[base].text(A);
    const changed = BASES[base].text(swapped);
    if (kind === 'all' || FIELDS[kind].some((f) => original.includes(A[f]))) expect(changed).not.toBe(original);
    // The text the engine reads is the same, so nothing downstream can differ.
    expect(redactPersonal(toPlainText(changed))).toBe(redactPersonal(toPlainText(original)));
    expect(result(BASES[base], swapped)).toEqual(result(BASES[base], A));
  });

  it('never quotes or names the personal details', () => {
    for (const base of BASES) {
      for (const p of PERSONAS) {
        const r = suggest(base.job, base.text(p));
        const out = `${r.evaluation} ${JSON.stringify(r.evidence)}`.toLowerCase();
        for (const word of [...p.name.toLowerCase().split(' '), p.email, 'indian', 'british', 'nigerian', 'hindu', 'christian', 'muslim', 'married', 'divorced', 'widowed', 'mother', 'father', 'chairman', 'chairwoman', 'saleswoman', 'salesman', 'women', 'girls', '.jpg', '.png', 'base64']) {
          expect(out).not.toContain(word);
        }
        expect(out).not.toMatch(/\b(?:she|he|her|his|him)\b/);
      }
    }
  });

  it('still reads the skills and years next to the redacted details', () => {
    const r = suggest(BASES[0].job, BASES[0].text(A));
    expect(r.evidence).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ requirement: 'React', weight: 'required', status: 'shown' }),
        expect.objectContaining({ requirement: 'TypeScript', weight: 'required', status: 'shown' }),
        expect.objectContaining({ requirement: 'GraphQL', weight: 'nice to have', status: 'not found' }),
        expect.objectContaining({ requirement: '3+ years of experience', status: 'shown' }),
      ]),
    );
  });
});
