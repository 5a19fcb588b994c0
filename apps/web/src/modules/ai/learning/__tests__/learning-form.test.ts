import { LEARNING_AGENT } from '@hirewise/contracts/constants';
import { initialLearningValues, SKILL_GROUPS, TIMEFRAME_OPTIONS, validateLearningForm } from '../utils/learning-form';

describe('learning form', () => {
  it('groups the skills by the four domains', () => {
    expect(SKILL_GROUPS.map((group) => group.label)).toEqual(['Web Development', 'Mobile Development', 'Data Science', 'Cloud Computing']);
    expect(SKILL_GROUPS[0]?.skills).toEqual(LEARNING_AGENT.skillsByDomain['Web Development']);
  });

  it('labels each timeframe with its time commitment', () => {
    expect(TIMEFRAME_OPTIONS).toEqual([
      { value: 'intensive', label: 'Intensive (40+ hrs/week)' },
      { value: 'balanced', label: 'Balanced (20-30 hrs/week)' },
      { value: 'flexible', label: 'Flexible (5-10 hrs/week)' },
    ]);
  });

  it('requires the skill and the goal', () => {
    const result = validateLearningForm({ ...initialLearningValues(), learningGoal: '   ' });
    expect(result).toEqual({ ok: false, errors: { skill: 'Skill is required', learningGoal: 'Learning goal is required' } });
  });

  it('sends trimmed values', () => {
    const result = validateLearningForm({ skill: 'React', currentLevel: 'advanced', learningGoal: '  Ship a design system ', timeframe: 'intensive', preferredStyle: 'video' });
    expect(result).toEqual({
      ok: true,
      data: { skill: 'React', currentLevel: 'advanced', learningGoal: 'Ship a design system', timeframe: 'intensive', preferredStyle: 'video' },
    });
  });

  it('takes skill, level and goal from the address, ignoring a level it does not know', () => {
    expect(initialLearningValues(new URLSearchParams('skill=Algorithms&level=intermediate&goal=Improve+graphs'))).toMatchObject({
      skill: 'Algorithms',
      currentLevel: 'intermediate',
      learningGoal: 'Improve graphs',
    });
    expect(initialLearningValues(new URLSearchParams('level=guru')).currentLevel).toBe('beginner');
  });
});
