import { LEARNING_AGENT, learningPathRequestSchema, type LearningPath, type LearningPathRequest } from '@hirewise/contracts';
import { createLocalEngine, CURRICULA } from '../index';
import { genericCurriculum } from '../learning/curricula';
import type { SkillCurriculum } from '../learning/curriculum-types';
import { articleForNumber } from '../learning/learning-path';

/** Issue 15: one resource per milestone (no link repeated while the curriculum has unused ones), and "an 8-milestone". */
const engine = createLocalEngine();
const path = (req: Partial<LearningPathRequest> & { skill: string }): LearningPath =>
  engine.learningPath(learningPathRequestSchema.parse({ learningGoal: 'Build a portfolio project', ...req }));
const urlsOf = (p: LearningPath) => p.milestones.map((m) => m.resource!.url);

/** Every distinct link a curriculum holds (its modules' and its skill-wide ones). */
function distinctUrls(c: SkillCurriculum): Set<string> {
  return new Set([...Object.values(c.defaults), ...c.modules.flatMap((m) => Object.values(m.resources))].map((ref) => ref![1]));
}

/** A goal naming every module of the curriculum: the longest paths (advanced learners then deepen every intermediate topic). */
const everyTopic = (c: SkillCurriculum) => c.modules.map((m) => `${m.title} ${m.keywords}`).join(' ').slice(0, 1000);

/** Each combination the tests walk: every curated curriculum x level x style, with a plain goal and an all-topics goal. */
function* everyPath(curricula: readonly SkillCurriculum[]) {
  for (const c of curricula)
    for (const currentLevel of LEARNING_AGENT.levels)
      for (const preferredStyle of LEARNING_AGENT.preferredStyles)
        for (const learningGoal of ['Build a portfolio project', everyTopic(c)])
          yield { c, currentLevel, preferredStyle, learningGoal, p: path({ skill: c.skill, currentLevel, preferredStyle, learningGoal }) };
}

describe('learning path resources', () => {
  it('links a different resource at every milestone for every curriculum, level and style (the curricula have enough)', () => {
    let paths = 0;
    for (const { c, currentLevel, preferredStyle, learningGoal, p } of everyPath(CURRICULA)) {
      const urls = urlsOf(p);
      // Enough distinct links in the curriculum for every milestone (video paths can add topic searches on top).
      expect({ skill: c.skill, enough: distinctUrls(c).size >= urls.length }).toEqual({ skill: c.skill, enough: true });
      const repeated = urls.filter((u, i) => urls.indexOf(u) !== i);
      expect({ skill: c.skill, currentLevel, preferredStyle, goal: learningGoal.slice(0, 30), repeated }).toEqual({
        skill: c.skill,
        currentLevel,
        preferredStyle,
        goal: learningGoal.slice(0, 30),
        repeated: [],
      });
      paths += 1;
    }
    expect(paths).toBe(CURRICULA.length * 3 * 4 * 2);
  });

  it('repeats a link only when the curriculum has none left (generic curricula for any other skill)', () => {
    const generic = ['Go', 'Enterprise Sales', 'Figma', 'Underwater basket weaving'].map(genericCurriculum);
    for (const { c, p } of everyPath(generic)) {
      const urls = urlsOf(p);
      const video = p.milestones.filter((m) => m.resource!.url.startsWith('https://www.youtube.com/')).length;
      expect(new Set(urls).size).toBe(Math.min(urls.length, distinctUrls(c).size + video));
      expect(new Set(urls).size).toBe(urls.length);
    }
  });

  it("prefers the module's own resource of the preferred type, then the skill's, then a video search, then the module's other types", () => {
    for (const { c, preferredStyle, p } of everyPath(CURRICULA)) {
      const study = p.milestones.slice(0, -1);
      const defaultUrl = c.defaults[preferredStyle]?.[1];
      study.forEach((m, i) => {
        const module = c.modules.find((x) => x.title === m.title || `Deepen: ${x.title}` === m.title);
        const own = module?.resources[preferredStyle];
        const earlier = urlsOf(p).slice(0, i);
        // Its own link of the learner's style, unless an earlier milestone already links that same page.
        if (own && !earlier.includes(own[1])) expect(m.resource!.url).toBe(own[1]);
        if (m.resource!.type !== preferredStyle) {
          // Another type only when no link of the style was left: not for video (a topic search is always there),
          // and only once the skill's own link of the style is in the path.
          expect(preferredStyle).not.toBe('video');
          if (defaultUrl) expect(urlsOf(p)).toContain(defaultUrl);
          // Then the module's own link of another type comes first, when it is still free.
          const others = module ? Object.values(module.resources).map((r) => r![1]).filter((u) => !urlsOf(p).slice(0, i).includes(u)) : [];
          if (others.length) expect(others).toContain(m.resource!.url);
          // The description still says how to study in the learner's style.
          expect(m.description).toMatch(/, then /);
        }
      });
    }
  });

  it('keeps the curated links of the earlier examples and uses every module link of the preferred type', () => {
    const js = path({ skill: 'JavaScript', currentLevel: 'intermediate', preferredStyle: 'hands-on' });
    expect(urlsOf(js)[0]).toBe('https://exercism.org/tracks/javascript');
    expect(js.milestones[0].description).toMatch(/Build a small exercise/);
    expect(js.milestones[1].description).toMatch(/Read the linked page, then build a small exercise/);
    const reading = path({ skill: 'React', currentLevel: 'beginner', preferredStyle: 'reading' });
    expect(reading.milestones.slice(0, -1).every((m) => m.resource!.type === 'reading' && m.resource!.url.startsWith('https://react.dev/'))).toBe(true);
    const video = path({ skill: 'Python', currentLevel: 'advanced', preferredStyle: 'video' });
    expect(video.milestones.every((m) => m.resource!.type === 'video')).toBe(true);
    expect(new Set(urlsOf(video)).size).toBe(video.milestones.length);
  });
});

describe('articles before milestone counts', () => {
  it('uses "an" where the spoken number starts with a vowel sound', () => {
    const an = [8, 11, 18, 80, 81, 85, 89, 800, 811, 899, 8000, 11000, 18000, 18999, 80000, 89999, 800000, 8000000, 11000000];
    const a = [0, 1, 2, 3, 5, 6, 7, 9, 10, 12, 13, 17, 19, 20, 28, 38, 79, 90, 100, 108, 111, 118, 180, 188, 900, 1000, 1008, 1800, 1100, 9000, 10000, 100000, 1000000];
    for (const n of an) expect(`${n}: ${articleForNumber(n)}`).toBe(`${n}: an`);
    for (const n of a) expect(`${n}: ${articleForNumber(n)}`).toBe(`${n}: a`);
  });

  it('writes "An 8-milestone", "An 11-milestone", "An 18-milestone" and "A 6-milestone" in the overview', () => {
    const counts = new Set<number>();
    for (const { p } of everyPath(CURRICULA)) {
      const n = p.milestones.length;
      counts.add(n);
      expect(p.overview.startsWith(`${n === 8 || n === 11 || n === 18 ? 'An' : 'A'} ${n}-milestone `)).toBe(true);
    }
    expect(counts).toContain(8);
    expect(counts).toContain(6);
    expect(path({ skill: 'JavaScript', currentLevel: 'intermediate' }).overview).toMatch(/^An 8-milestone intermediate path for JavaScript/);
    expect(path({ skill: 'TypeScript', currentLevel: 'beginner' }).overview).toMatch(/^A 5-milestone beginner path/);
    expect(path({ skill: 'Docker', preferredStyle: 'interactive' }).overview).toContain('an interactive one');
    expect(path({ skill: 'Docker', preferredStyle: 'video' }).overview).toContain('a video one');
    expect(path({ skill: 'Docker', timeframe: 'intensive' }).overview).toContain('At an intensive pace');
  });
});
