import { LEARNING_AGENT, type Difficulty, type LearningPath, type LearningPathInput, type Milestone } from '@hirewise/contracts';
import { contentLemmas } from '../text/tokenize';
import { findCurriculum, genericCurriculum } from './curricula';
import type { CurriculumModule, LearningStyle, SkillCurriculum } from './curriculum-types';

/** Weekly hours behind each timeframe (LEARNING_AGENT.timeCommitments: 40+, 20-30, 5-10). */
export const HOURS_PER_WEEK: Record<LearningPathInput['timeframe'], number> = { intensive: 40, balanced: 25, flexible: 7.5 };

const STYLE_TIPS: Record<LearningStyle, string> = {
  video: 'Watch the linked material, then pause and reproduce each example yourself.',
  reading: 'Read the linked documentation and write short notes in your own words.',
  'hands-on': 'Build a small exercise that uses each idea before moving on.',
  interactive: 'Work through the interactive exercises until you can solve them without hints.',
};

const STYLE_NAMES: Record<LearningStyle, string> = { video: 'video', reading: 'reading', 'hands-on': 'hands-on', interactive: 'interactive' };

/** A goal word matching a module gives it this much more time. */
const GOAL_BOOST = 1.5;

function goalMatches(module: CurriculumModule, goalWords: Set<string>): boolean {
  if (!goalWords.size) return false;
  return contentLemmas(`${module.title} ${module.keywords}`).some((w) => w.length > 2 && goalWords.has(w));
}

/**
 * The milestone's resource in the preferred style: the module's own, else the skill's, else (video only) a video
 * search for the milestone's topic; failing all, the module's reading.
 */
function resourceFor(module: CurriculumModule, curriculum: SkillCurriculum, style: LearningStyle, topic: string): NonNullable<Milestone['resource']> {
  const preferred = module.resources[style] ?? curriculum.defaults[style];
  if (preferred) return { title: preferred[0], url: preferred[1], type: style };
  if (style === 'video') {
    const q = `${curriculum.skill} ${topic}`;
    return { title: `Video lessons: ${q}`, url: `https://www.youtube.com/results?search_query=${encodeURIComponent(q)}`, type: 'video' };
  }
  const [type, ref] = (Object.entries(module.resources)[0] ?? ['reading', curriculum.defaults.reading]) as [LearningStyle, [string, string]];
  return { title: ref[0], url: ref[1], type };
}

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

function clip(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

interface Step {
  title: string;
  description: string;
  hours: number;
  module: CurriculumModule;
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
  const add = (m: CurriculumModule, hours = m.hours, title = m.title, description = m.description) => {
    const focus = goalMatches(m, goalWords);
    steps.push({ title, description: focus ? `${description} This is central to your goal, so it gets extra time.` : description, hours: focus ? hours * GOAL_BOOST : hours, module: m });
  };

  if (level === 'beginner') {
    for (const m of [...byLevel('beginner'), ...byLevel('intermediate')]) add(m);
  } else if (level === 'intermediate') {
    const basics = byLevel('beginner');
    if (basics.length) {
      const hours = basics.reduce((s, m) => s + m.hours, 0) * 0.25;
      add(basics[0], hours, `Review the essentials of ${skill}`, `A quick refresher of ${basics.map((m) => m.title.toLowerCase()).join(' and ')}, so the later milestones build on solid ground.`);
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
    );
  }

  const studyHours = steps.reduce((s, st) => s + st.hours, 0);
  const capstoneHours = Math.max(6, Math.round(studyHours * 0.15));
  const capstoneModule = steps[steps.length - 1]?.module ?? curriculum.modules[0];
  const capstone: Milestone = {
    title: `Capstone: apply ${skill} to your goal`,
    description: `Plan and complete a project that works towards your goal ("${goal}") using what you learned. Share it for feedback and note what to learn next.`,
    timeEstimate: formatDuration(capstoneHours, perWeek),
    resource: resourceFor(capstoneModule, curriculum, style === 'reading' ? 'hands-on' : style, 'project'),
  };

  const milestones: Milestone[] = [
    ...steps.map((st) => {
      const resource = resourceFor(st.module, curriculum, style, st.module.title);
      return { title: st.title, description: `${st.description} ${STYLE_TIPS[resource.type]}`, timeEstimate: formatDuration(st.hours, perWeek), resource };
    }),
    capstone,
  ];

  const totalHours = studyHours + capstoneHours;
  const totalWeeks = Math.max(1, Math.round((totalHours / perWeek) * 2) / 2);
  const commitment = LEARNING_AGENT.timeCommitments[input.timeframe];
  const domain = curriculum.domain === 'General' ? '' : ` (${curriculum.domain})`;
  const levelText = { beginner: 'starts from the basics', intermediate: 'reviews the essentials quickly and moves on to deeper topics', advanced: 'skips the basics and concentrates on advanced topics' }[level];
  const focused = steps.filter((s) => goalMatches(s.module, goalWords)).length;

  return {
    overview:
      `A ${milestones.length}-milestone ${level} path for ${skill}${domain} that ${levelText}, aimed at your goal: "${goal}". ` +
      `At ${input.timeframe === 'intensive' ? 'an' : 'a'} ${input.timeframe} pace (${commitment}) it takes about ${totalWeeks} week${totalWeeks === 1 ? '' : 's'}. ` +
      `Each milestone links a ${STYLE_NAMES[style]} resource where one exists` +
      (focused ? `, and ${focused === 1 ? 'the milestone closest to your goal gets' : `the ${focused} milestones closest to your goal get`} extra time.` : '.') +
      (curated ? '' : ` There is no curated curriculum for ${skill} here, so the path follows the general stages of learning a new skill.`),
    estimatedTimeToComplete: `About ${totalWeeks} week${totalWeeks === 1 ? '' : 's'} at ${commitment} (about ${Math.round(totalHours)} hours in total)`,
    prerequisites: prerequisitesFor(curriculum, level, skill),
    milestones,
  };
}
