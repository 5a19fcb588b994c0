import { SKILL_ASSESSMENT, type ExerciseType } from '@hirewise/contracts';
import { BANK_SKILLS, GENERAL_TEMPLATES, QUESTION_BANK } from '../index';

const TYPES = SKILL_ASSESSMENT.exerciseTypes as readonly ExerciseType[];
const LEVELS = SKILL_ASSESSMENT.levels;

describe('curated question bank', () => {
  it('covers exactly the four assessment skills', () => {
    expect([...BANK_SKILLS].sort()).toEqual([...SKILL_ASSESSMENT.skills].sort());
  });

  describe.each(BANK_SKILLS)('%s', (skill) => {
    const bank = QUESTION_BANK[skill];

    it.each(TYPES)('has at least 10 %s questions spread over the three levels', (type) => {
      const ofType = bank.filter((q) => q.type === type);
      expect(ofType.length).toBeGreaterThanOrEqual(10);
      for (const level of LEVELS) expect(ofType.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(3);
    });

    it("uses only the skill's focus areas and covers each of them", () => {
      const areas: readonly string[] = SKILL_ASSESSMENT.focusAreas[skill];
      for (const q of bank) expect(areas).toContain(q.focus);
      for (const area of areas) expect(bank.filter((q) => q.focus === area).length).toBeGreaterThanOrEqual(3);
    });

    it('gives every question an expected answer and at least four key concepts with terms', () => {
      for (const q of bank) {
        expect(q.question.length).toBeGreaterThan(8);
        expect(q.expectedAnswer.length).toBeGreaterThan(60);
        expect(q.concepts.length).toBeGreaterThanOrEqual(4);
        for (const c of q.concepts) {
          expect(c.label.trim()).not.toBe('');
          expect(c.terms.length).toBeGreaterThanOrEqual(1);
        }
      }
    });
  });

  it('has unique ids and unique question texts', () => {
    const all = BANK_SKILLS.flatMap((s) => QUESTION_BANK[s]);
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    expect(new Set(all.map((q) => q.question.toLowerCase())).size).toBe(all.length);
  });

  it('has a general bank of at least 10 templated questions per exercise type, over every level', () => {
    for (const type of TYPES) {
      const ofType = GENERAL_TEMPLATES.filter((t) => t.type === type);
      expect(ofType.length).toBeGreaterThanOrEqual(10);
      for (const level of LEVELS) expect(ofType.some((t) => t.level === level)).toBe(true);
      for (const t of ofType) expect(t.question).toContain('{skill}');
    }
  });
});
