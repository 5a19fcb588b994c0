import { findSkill, normalizeSkillKey } from '../skills/skill-lexicon';
import { DATA_AND_CLOUD } from './curricula-data-cloud';
import { WEB_AND_MOBILE } from './curricula-web-mobile';
import { curriculum, type SkillCurriculum } from './curriculum-types';

/** Curated curricula: every skill of LEARNING_AGENT.skillsByDomain, plus Algorithms for the Skill Assessment's links. */
export const CURRICULA: readonly SkillCurriculum[] = [...WEB_AND_MOBILE, ...DATA_AND_CLOUD];

const byName = new Map(CURRICULA.map((c) => [normalizeSkillKey(c.skill), c]));

/** The curated curriculum for a skill typed in any common form ("reactjs", "k8s", "Postgres SQL"), if there is one. */
export function findCurriculum(skill: string): SkillCurriculum | undefined {
  const direct = byName.get(normalizeSkillKey(skill));
  if (direct) return direct;
  const entry = findSkill(skill);
  return entry ? byName.get(normalizeSkillKey(entry.name)) : undefined;
}

const enc = encodeURIComponent;

/**
 * A curriculum for any other skill: the same stages every skill has (foundations, tools, guided practice,
 * patterns, advanced practice), with the skill's official documentation when the lexicon knows it and
 * otherwise well-known search pages for the skill.
 */
export function genericCurriculum(rawSkill: string): SkillCurriculum {
  const entry = findSkill(rawSkill);
  const typed = rawSkill.trim().replace(/\s+/g, ' ');
  // Name the skill as typed ("Enterprise Sales"), or as the lexicon spells it when only the spelling differs.
  const skill = entry && normalizeSkillKey(entry.name) === normalizeSkillKey(typed) ? entry.name : typed;
  const reading: [string, string] = entry?.docs ? [`${skill} official documentation`, entry.docs] : [`Wikipedia: ${skill}`, `https://en.wikipedia.org/wiki/Special:Search?search=${enc(skill)}`];
  const video: [string, string] = [`Video tutorials: ${skill}`, `https://www.youtube.com/results?search_query=${enc(`${skill} tutorial`)}`];
  const interactive: [string, string] = [`Courses on ${skill} (Coursera)`, `https://www.coursera.org/search?query=${enc(skill)}`];
  const handsOn: [string, string] = [`Practice projects for ${skill} (GitHub)`, `https://github.com/search?q=${enc(`${skill} exercises`)}&type=repositories`];
  // Each module also has searches of its own topic, so a path links a different page at every milestone.
  const youtube = (q: string): [string, string] => [`Video tutorials: ${q}`, `https://www.youtube.com/results?search_query=${enc(q)}`];
  const coursera = (q: string): [string, string] => [`Courses on ${q} (Coursera)`, `https://www.coursera.org/search?query=${enc(q)}`];
  const github = (q: string): [string, string] => [`Practice projects: ${q} (GitHub)`, `https://github.com/search?q=${enc(q)}&type=repositories`];
  return curriculum(skill, 'General', [], { reading, video, interactive, 'hands-on': handsOn }, [
    ['beginner', `Foundations of ${skill}`, `Learn what ${skill} is, its core concepts and vocabulary, and where it is used.`, 10, 'basics fundamentals concepts', { reading, video: youtube(`${skill} for beginners`) }],
    ['beginner', `Core tools and everyday practice`, `Set up the standard tools of ${skill} and practise the everyday tasks until they feel routine.`, 12, 'tools setup practice', { 'hands-on': handsOn, reading, interactive: coursera(`${skill} fundamentals`) }],
    ['intermediate', `A guided project`, `Complete a small end-to-end project that uses ${skill} the way teams use it at work.`, 16, 'project portfolio practice job', { 'hands-on': github(`${skill} project`), reading, video: youtube(`${skill} project walkthrough`) }],
    ['intermediate', `Common patterns and mistakes`, `Study the patterns experienced practitioners rely on and the mistakes they avoid; review real examples.`, 10, 'patterns best practices interview', { reading, video: youtube(`${skill} best practices`) }],
    ['advanced', `Quality, scale and trade-offs`, `Learn how ${skill} work is measured, reviewed and scaled, and the trade-offs experts weigh.`, 12, 'advanced quality scale performance', { reading, interactive: coursera(`advanced ${skill}`) }],
    ['advanced', `Teach and share`, `Explain ${skill} to others: write a guide, give a talk or mentor a beginner to deepen your own understanding.`, 8, 'mentoring leadership community', { reading, video: youtube(`${skill} conference talk`) }],
  ]);
}
