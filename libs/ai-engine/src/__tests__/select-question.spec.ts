import { SKILL_ASSESSMENT, interviewQuestionRequestSchema, interviewQuestionSchema, type ExerciseType, type InterviewQuestionRequest } from '@hirewise/contracts';
import { createLocalEngine, levelForExperience, QUESTION_BANK } from '../index';

const engine = createLocalEngine();
const ask = (req: InterviewQuestionRequest) => engine.interviewQuestion(interviewQuestionRequestSchema.parse(req));
const run = (req: Omit<InterviewQuestionRequest, 'currentQuestion'>, n = 10) => Array.from({ length: n }, (_, i) => ask({ ...req, currentQuestion: i + 1 }));
const TYPES = SKILL_ASSESSMENT.exerciseTypes as readonly ExerciseType[];
const EXPERIENCE = Object.values(SKILL_ASSESSMENT.experienceByLevel);

describe('interview question selection', () => {
  it('maps experience to levels: 0-2 beginner, 3-4 intermediate, 5+ advanced', () => {
    expect([0, 1, 2, 2.9, 3, 4, 5, 12].map(levelForExperience)).toEqual(['beginner', 'beginner', 'beginner', 'beginner', 'intermediate', 'intermediate', 'advanced', 'advanced']);
  });

  describe.each(SKILL_ASSESSMENT.skills)('%s assessment', (skill) => {
    it.each(TYPES.flatMap((type) => EXPERIENCE.map((experience) => [type, experience] as const)))(
      '%s questions at experience %d: 10 distinct, from the bank, preferred level first',
      (type, experience) => {
        const qs = run({ jobTitle: `${skill} assessment`, skills: [skill], experience, exerciseType: type });
        expect(new Set(qs.map((q) => q.question)).size).toBe(10);
        const bank = QUESTION_BANK[skill].filter((q) => q.type === type);
        for (const q of qs) {
          expect(interviewQuestionSchema.parse(q)).toEqual(q);
          const source = bank.find((b) => b.question === q.question);
          expect(source).toBeDefined();
          expect(q.difficulty).toBe(source!.level);
          expect(q.expectedAnswer).toBe(source!.expectedAnswer);
        }
        const level = levelForExperience(experience);
        const available = bank.filter((b) => b.level === level).length;
        expect(qs.slice(0, available).every((q) => q.difficulty === level)).toBe(true);
        // Falling back to neighbouring levels keeps the 10 unique.
        expect(new Set(qs.map((q) => q.difficulty)).size).toBeGreaterThan(1);
      },
    );

    it('without an exercise type mixes types and stays distinct over 30 questions', () => {
      const qs = run({ jobTitle: 'Engineer', skills: [skill], experience: 3 }, 30);
      expect(new Set(qs.map((q) => q.question)).size).toBe(30);
      const types = new Set(qs.slice(0, 6).map((q) => QUESTION_BANK[skill].find((b) => b.question === q.question)!.type));
      expect(types.size).toBeGreaterThan(1);
    });
  });

  it('is deterministic for the same input and keyed by job title, skills, experience and type', () => {
    const req = { jobTitle: 'Frontend Developer', skills: ['React'], experience: 2, exerciseType: 'concept' as const };
    expect(run(req)).toEqual(run(req));
    const orders = [
      run(req),
      run({ ...req, jobTitle: 'UI Engineer' }),
      run({ ...req, experience: 1 }),
      run({ ...req, skills: ['React', 'Docker'] }),
    ].map((qs) => qs.map((q) => q.question).join('|'));
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('matches skills case-insensitively and tolerantly', () => {
    const from = (skills: string[]) => ask({ jobTitle: 'Dev', skills, experience: 0, currentQuestion: 1, exerciseType: 'concept' }).question;
    const inBank = (bank: keyof typeof QUESTION_BANK, q: string) => QUESTION_BANK[bank].some((b) => b.question === q);
    for (const s of ['react.js', 'ReactJS', 'react', 'REACT', 'React Developer']) expect(inBank('React', from([s]))).toBe(true);
    for (const s of ['JS', 'javascript', 'ES6', 'node', 'Node.js', 'TypeScript']) expect(inBank('JavaScript', from([s]))).toBe(true);
    for (const s of ['python3', 'Py', 'Django']) expect(inBank('Python', from([s]))).toBe(true);
    for (const s of ['DSA', 'Data Structures', 'algorithms']) expect(inBank('Algorithms', from([s]))).toBe(true);
  });

  it('asks Node.js candidates no DOM questions', () => {
    const qs = run({ jobTitle: 'Backend', skills: ['node'], experience: 3 }, 25);
    const dom = QUESTION_BANK.JavaScript.filter((q) => q.focus === 'DOM and events').map((q) => q.question);
    expect(qs.some((q) => dom.includes(q.question))).toBe(false);
  });

  it('uses the general bank for any other skill, with the skill named and no repeats', () => {
    for (const skill of ['Go', 'Sales', 'Figma']) {
      const qs = run({ jobTitle: `${skill} specialist`, skills: [skill], experience: 2 });
      expect(new Set(qs.map((q) => q.question)).size).toBe(10);
      for (const q of qs) {
        expect(q.question).toContain(skill);
        expect(q.expectedAnswer.length).toBeGreaterThan(40);
      }
    }
    const debugging = run({ jobTitle: 'Account Executive', skills: ['Sales'], experience: 6, exerciseType: 'debugging' });
    expect(debugging.filter((q) => q.difficulty === 'advanced').length).toBeGreaterThanOrEqual(3);
    expect(debugging[0].difficulty).toBe('advanced');
  });

  it('rotates across several job skills and keeps all 10 distinct', () => {
    const qs = run({ jobTitle: 'Full-stack Developer', skills: ['React', 'Go', 'Python'], experience: 4 });
    expect(new Set(qs.map((q) => q.question)).size).toBe(10);
    const isReact = (q: { question: string }) => QUESTION_BANK.React.some((b) => b.question === q.question);
    const isPython = (q: { question: string }) => QUESTION_BANK.Python.some((b) => b.question === q.question);
    expect([isReact(qs[0]), qs[1].question.includes('Go'), isPython(qs[2])]).toEqual([true, true, true]);
    expect([isReact(qs[3]), qs[4].question.includes('Go'), isPython(qs[5])]).toEqual([true, true, true]);
  });

  it('counts two names of one bank once (JavaScript + JS + Node.js)', () => {
    const qs = run({ jobTitle: 'Dev', skills: ['JavaScript', 'JS', 'Node.js'], experience: 0, exerciseType: 'coding' });
    expect(new Set(qs.map((q) => q.question)).size).toBe(10);
  });

  it('falls back to the job title when no skills are given', () => {
    const q = ask({ jobTitle: 'React Developer', skills: [], experience: 2, currentQuestion: 1 });
    expect(QUESTION_BANK.React.some((b) => b.question === q.question)).toBe(true);
    const general = ask({ jobTitle: 'Warehouse Supervisor', skills: [], experience: 2, currentQuestion: 1 });
    expect(general.question).toContain('Warehouse Supervisor');
  });
});

describe('long runs', () => {
  it('wraps around only after every question for the skill has been asked', () => {
    const qs = run({ jobTitle: 'Dev', skills: ['Python'], experience: 3, exerciseType: 'concept' }, 50);
    expect(new Set(qs.slice(0, 20).map((q) => q.question)).size).toBe(20);
    expect(qs[20].question).toBe(qs[0].question);
  });
});
