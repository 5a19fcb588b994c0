import { LEARNING_AGENT, type Difficulty, type LearningPath, type LearningPathInput, type Milestone } from '@hirewise/contracts';
import { contentLemmas } from '../text/tokenize';
import { findCurriculum, genericCurriculum } from './curricula';
import type { CurriculumModule, LearningStyle, ResourceRef, SkillCurriculum } from './curriculum-types';

/** Weekly hours behind each timeframe (LEARNING_AGENT.timeCommitments: 40+, 20-30, 5-10). */
export const HOURS_PER_WEEK: Record<LearningPathInput['timeframe'], number> = { intensive: 40, balanced: 25, flexible: 7.5 };

const STYLE_TIPS: Record<LearningStyle, string> = {
  video: 'Watch the linked material, then pause and reproduce each example yourself.',
  reading: 'Read the linked documentation and write short notes in your own words.',
  'hands-on': 'Build a small exercise that uses each idea before moving on.',
  interactive: 'Work through the interactive exercises until you can solve them without hints.',
};

/** When the linked resource is not of the learner's style: how to use it, then how to study in their style. */
const RESOURCE_USE: Record<LearningStyle, string> = {
  video: 'Watch the linked material',
  reading: 'Read the linked page',
  'hands-on': 'Work through the linked practice material',
  interactive: 'Do the linked interactive lessons',
};
const STYLE_FOLLOW_UP: Record<LearningStyle, string> = {
  video: 'find a short video walkthrough of the topic to see it in action',
  reading: 'write short notes in your own words',
  'hands-on': 'build a small exercise that uses each idea before moving on',
  interactive: 'test yourself with a few exercises until you can solve them without hints',
};

function studyTip(resource: LearningStyle, style: LearningStyle): string {
  return resource === style ? STYLE_TIPS[style] : `${RESOURCE_USE[resource]}, then ${STYLE_FOLLOW_UP[style]}.`;
}

const STYLE_NAMES: Record<LearningStyle, string> = { video: 'video', reading: 'reading', 'hands-on': 'hands-on', interactive: 'interactive' };

/** A goal word matching a module gives it this much more time. */
const GOAL_BOOST = 1.5;

function goalMatches(module: CurriculumModule, goalWords: Set<string>): boolean {
  if (!goalWords.size) return false;
  return contentLemmas(`${module.title} ${module.keywords}`).some((w) => w.length > 2 && goalWords.has(w));
}

export type Resource = NonNullable<Milestone['resource']>;

/** The other resource types to fall back on, nearest to the preferred one first. */
const FALLBACK_TYPES: Record<LearningStyle, readonly LearningStyle[]> = {
  video: ['interactive', 'reading', 'hands-on'],
  reading: ['interactive', 'hands-on', 'video'],
  'hands-on': ['interactive', 'reading', 'video'],
  interactive: ['hands-on', 'reading', 'video'],
};

/** One milestone asking for a resource: its module, the type it prefers and its topic (for a video search). */
export interface ResourceSlot {
  module: CurriculumModule;
  style: LearningStyle;
  topic: string;
}

const asResource = (ref: ResourceRef | undefined, type: LearningStyle): Resource | undefined => (ref ? { title: ref[0], url: ref[1], type } : undefined);

function videoSearch(skill: string, topic: string): Resource {
  const q = `${skill} ${topic}`;
  return { title: `Video lessons: ${q}`, url: `https://www.youtube.com/results?search_query=${encodeURIComponent(q)}`, type: 'video' };
}

/**
 * One resource per milestone, no URL twice while the curriculum has unused ones. Each round below runs over every
 * milestone still without a resource, in path order, before the next round starts, so a milestone never loses its
 * own module's resource to an earlier milestone's fallback:
 * 1. the module's own resource of the preferred type;
 * 2. the skill's resource of the preferred type;
 * 3. for the video style, a video search for the milestone's topic;
 * 4. the module's own resources of the other types (nearest type first);
 * 5. the skill's resources of the other types;
 * 6. any unused resource of the skill's other modules (preferred type first, nearest module first);
 * 7. only when nothing is left: a repeat of the module's own resource (preferred type first).
 */
export function assignResources(slots: readonly ResourceSlot[], curriculum: SkillCurriculum): Resource[] {
  const out: (Resource | undefined)[] = slots.map(() => undefined);
  const used = new Set<string>();
  const indexOf = (m: CurriculumModule) => curriculum.modules.findIndex((c) => c.title === m.title);
  const round = (candidates: (slot: ResourceSlot) => (Resource | undefined)[]) => {
    for (let i = 0; i < slots.length; i++) {
      if (out[i]) continue;
      const pick = candidates(slots[i]).find((r) => r && !used.has(r.url));
      if (pick) {
        out[i] = pick;
        used.add(pick.url);
      }
    }
  };

  round((s) => [asResource(s.module.resources[s.style], s.style)]);
  round((s) => [asResource(curriculum.defaults[s.style], s.style)]);
  round((s) => [s.style === 'video' ? videoSearch(curriculum.skill, s.topic) : undefined]);
  round((s) => FALLBACK_TYPES[s.style].map((t) => asResource(s.module.resources[t], t)));
  round((s) => FALLBACK_TYPES[s.style].map((t) => asResource(curriculum.defaults[t], t)));
  round((s) => {
    const at = indexOf(s.module);
    const nearest = curriculum.modules.map((m, i) => ({ m, d: at < 0 ? i : Math.abs(i - at) * 2 + (i < at ? 1 : 0) })).sort((a, b) => a.d - b.d);
    return [s.style, ...FALLBACK_TYPES[s.style]].flatMap((t) => nearest.map(({ m }) => asResource(m.resources[t], t)));
  });
  return slots.map((s, i) => {
    const found = out[i];
    if (found) return found;
    const own = asResource(s.module.resources[s.style], s.style) ?? asResource(curriculum.defaults[s.style], s.style);
    if (own) return own;
    if (s.style === 'video') return videoSearch(curriculum.skill, s.topic);
    const [type, ref] = (Object.entries(s.module.resources)[0] ?? Object.entries(curriculum.defaults)[0]) as [LearningStyle, ResourceRef];
    return { title: ref[0], url: ref[1], type };
  });
}

/** "a" or "an" before a number, by how it is spoken: an 8-, 11-, 18-, 80- to 89-, 800- to 899-, 8000-... */
export function articleForNumber(n: number): 'a' | 'an' {
  let lead = Math.floor(Math.abs(n));
  // The spoken number starts with its leading group of up to three digits ("eleven thousand", "eight hundred million").
  while (lead >= 1000) lead = Math.floor(lead / 1000);
  if (lead >= 100) return Math.floor(lead / 100) === 8 ? 'an' : 'a';
  return lead === 8 || lead === 11 || lead === 18 || (lead >= 80 && lead <= 89) ? 'an' : 'a';
}

/** "a" or "an" before a word that is spelled as it sounds (the style and timeframe names). */
const articleForWord = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Hours as calendar time at the timeframe's pace: "3 days (about 12 hours)", "2 weeks (about 50 hours)". */
export function formatDuration(hours: number, perWeek: number): string {
  const h = Math.max(1, Math.round(hours));
  const weeks = hours / perWeek;
  const about = `about ${h} hour${h === 1 ? '' : 's'}`;
  if (weeks < 1) {
    const days = Math.max(1, Math.ceil(weeks * 7));
    return `${days} day${days === 1 ? '' : 's'} (${about})`;
  }
  const rounded = Math.round(weeks * 2) / 2;
  return `${rounded} week${rounded === 1 ? '' : 's'} (${about})`;
}

function prerequisitesFor(curriculum: SkillCurriculum, level: Difficulty, skill: string): string[] {
  if (level === 'beginner') return curriculum.prerequisites.length ? [...curriculum.prerequisites] : ['No prior experience needed: a computer, an internet connection and curiosity'];
  if (level === 'intermediate') return [...curriculum.prerequisites, `Working knowledge of ${skill} basics`];
  return [...curriculum.prerequisites, `Hands-on experience building real projects with ${skill}`];
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function clip(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

interface Step {
  title: string;
  description: string;
  hours: number;
  module: CurriculumModule;
  /** What a video search for the step looks for. */
  topic: string;
}

/**
 * A learning path from curriculum data, shaped by level (beginners start at the basics; intermediate learners
 * get a short review instead; advanced learners skip the basics), goal (matching modules get more time and a
 * capstone applies the skill to the goal), timeframe (time estimates at its weekly hours) and preferred style
 * (the resource type chosen for each milestone and how to study it).
 */
export function buildLearningPath(input: LearningPathInput): LearningPath {
  const curated = findCurriculum(input.skill);
  const curriculum = curated ?? genericCurriculum(input.skill);
  const skill = curriculum.skill;
  const level = input.currentLevel;
  const style = input.preferredStyle;
  const perWeek = HOURS_PER_WEEK[input.timeframe];
  const goal = clip(input.learningGoal, 200);
  const goalWords = new Set(contentLemmas(goal));

  const byLevel = (l: Difficulty) => curriculum.modules.filter((m) => m.level === l);
  const steps: Step[] = [];
  const add = (m: CurriculumModule, hours = m.hours, title = m.title, description = m.description, topic = m.title) => {
    const focus = goalMatches(m, goalWords);
    steps.push({ title, description: focus ? `${description} This is central to your goal, so it gets extra time.` : description, hours: focus ? hours * GOAL_BOOST : hours, module: m, topic });
  };

  if (level === 'beginner') {
    for (const m of [...byLevel('beginner'), ...byLevel('intermediate')]) add(m);
  } else if (level === 'intermediate') {
    const basics = byLevel('beginner');
    if (basics.length) {
      const hours = basics.reduce((s, m) => s + m.hours, 0) * 0.25;
      add(basics[0], hours, `Review the essentials of ${skill}`, `A quick refresher of ${basics.map((m) => m.title.toLowerCase()).join(' and ')}, so the later milestones build on solid ground.`, 'basics review');
    }
    for (const m of [...byLevel('intermediate'), ...byLevel('advanced')]) add(m);
  } else {
    // Advanced: no basics; intermediate topics only where the goal needs them, at review pace.
    for (const m of byLevel('intermediate')) if (goalMatches(m, goalWords)) add(m, m.hours * 0.5, `Deepen: ${m.title}`);
    for (const m of byLevel('advanced')) add(m, m.hours * 1.2);
    const last = byLevel('advanced').at(-1) ?? curriculum.modules[curriculum.modules.length - 1];
    add(
      { ...last, keywords: '' },
      10,
      `Expert practice in ${skill}`,
      `Read the source code or specifications behind the tools you use, review real production work, and explain a hard ${skill} topic to someone else.`,
      'advanced techniques',
    );
  }

  const studyHours = steps.reduce((s, st) => s + st.hours, 0);
  const capstoneHours = Math.max(6, Math.round(studyHours * 0.15));
  const capstoneModule = steps[steps.length - 1]?.module ?? curriculum.modules[0];
  const resources = assignResources(
    [
      ...steps.map((st) => ({ module: st.module, style, topic: st.topic })),
      { module: capstoneModule, style: style === 'reading' ? 'hands-on' : style, topic: 'project' },
    ],
    curriculum,
  );
  const milestones: Milestone[] = [
    ...steps.map((st, i) => ({
      title: st.title,
      description: `${st.description} ${studyTip(resources[i].type, style)}`,
      timeEstimate: formatDuration(st.hours, perWeek),
      resource: resources[i],
    })),
    {
      title: `Capstone: apply ${skill} to your goal`,
      description: `Plan and complete a project that works towards your goal ("${goal}") using what you learned. Share it for feedback and note what to learn next.`,
      timeEstimate: formatDuration(capstoneHours, perWeek),
      resource: resources[steps.length],
    },
  ];

  const totalHours = studyHours + capstoneHours;
  const totalWeeks = Math.max(1, Math.round((totalHours / perWeek) * 2) / 2);
  const commitment = LEARNING_AGENT.timeCommitments[input.timeframe];
  const domain = curriculum.domain === 'General' ? '' : ` (${curriculum.domain})`;
  const levelText = { beginner: 'starts from the basics', intermediate: 'reviews the essentials quickly and moves on to deeper topics', advanced: 'skips the basics and concentrates on advanced topics' }[level];
  const focused = steps.filter((s) => goalMatches(s.module, goalWords)).length;

  return {
    overview:
      `${capitalize(articleForNumber(milestones.length))} ${milestones.length}-milestone ${level} path for ${skill}${domain} that ${levelText}, aimed at your goal: "${goal}". ` +
      `At ${articleForWord(input.timeframe)} ${input.timeframe} pace (${commitment}) it takes about ${totalWeeks} week${totalWeeks === 1 ? '' : 's'}. ` +
      `Each milestone links a resource of its own, ${articleForWord(STYLE_NAMES[style])} ${STYLE_NAMES[style]} one wherever the curriculum has one` +
      (focused ? `, and ${focused === 1 ? 'the milestone closest to your goal gets' : `the ${focused} milestones closest to your goal get`} extra time.` : '.') +
      (curated ? '' : ` There is no curated curriculum for ${skill} here, so the path follows the general stages of learning a new skill.`),
    estimatedTimeToComplete: `About ${totalWeeks} week${totalWeeks === 1 ? '' : 's'} at ${commitment} (about ${Math.round(totalHours)} hours in total)`,
    prerequisites: prerequisitesFor(curriculum, level, skill),
    milestones,
  };
}
