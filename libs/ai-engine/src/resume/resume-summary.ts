import type { ResumeInput } from '@hirewise/contracts';
import { joinList } from '../scoring/feedback';
import { findSkill, normalizeSkillKey } from '../skills/skill-lexicon';
import { hashString } from '../text/hash';
import type { LocalResume } from '../types';

const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * Technologies as a clean list: split on commas, semicolons, slashes, pipes, new lines and "and"; trimmed,
 * de-duplicated, and written the way the lexicon spells them ("reactjs" -> "React", "nodejs" -> "Node.js").
 */
export function splitTechnologies(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;|\n]|\s\/\s|\band\b|&(?!\s*css)/i)) {
    const item = tidy(part).replace(/^[-*•]\s*/, '').replace(/[.]$/, '');
    if (!item) continue;
    const entry = findSkill(item);
    const name = entry && normalizeSkillKey(item).length <= normalizeSkillKey(entry.name).length + 4 ? entry.name : item;
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

function yearsText(years: number): string {
  if (years <= 0) return 'less than a year';
  if (years < 1) return 'under a year';
  const n = Number.isInteger(years) ? String(years) : years.toFixed(1).replace(/\.0$/, '');
  return `${n} year${years === 1 ? '' : 's'}`;
}

function article(word: string): string {
  return /^(?:[aeio]|u(?!ni|se|sa|ser|x)|hour|honest|mba\b|sre\b|seo\b|sdet\b|fpga\b)/i.test(word) ? 'an' : 'a';
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Facts = { position: string; years: string; yearsNumber: number; tech: string; firstTech: string; roles: string; places: string };

/** A few grammatical templates; one is chosen deterministically from the facts (never from the name). */
const TEMPLATES: ((f: Facts) => string)[] = [
  (f) =>
    `${capitalize(article(f.position))} ${f.position} with ${f.years} of experience working with ${f.tech}. ` +
    `Has served as ${f.roles}. Focused on reliable, well-crafted work and close collaboration with cross-functional teams.`,
  (f) =>
    `Results-driven ${f.position} bringing ${f.years} of experience ${f.places}. ` +
    `Skilled in ${f.tech}, with particular strength in ${f.firstTech} and a habit of turning goals into measurable results.`,
  (f) =>
    `Experienced ${f.position} (${f.years}) with expertise in ${f.tech}. ` +
    `Career highlights include roles as ${f.roles}. Known for clear communication, ownership and continuous learning.`,
  (f) =>
    `${capitalize(f.position)} with ${f.years} of experience ${f.places}. ` +
    `Works confidently with ${f.tech} and enjoys solving problems that matter to users and the business.`,
];

const EARLY_CAREER: ((f: Facts) => string)[] = [
  (f) => `Motivated early-career ${f.position} with hands-on experience in ${f.tech}, gained as ${f.roles}. Eager to learn quickly and contribute from day one.`,
  (f) => `${capitalize(article(f.position))} ${f.position} at the start of a promising career, working with ${f.tech} ${f.places}. Brings energy, curiosity and a strong foundation in ${f.firstTech}.`,
];

/** Resume Builder, local engine: the form's data tidied, and a professional summary from position, years, technologies and companies. */
export function createResumeResult(input: ResumeInput): LocalResume {
  const companies = input.companies.map((c) => ({ name: tidy(c.name), position: tidy(c.position) })).filter((c) => c.name || c.position);
  const technologies = splitTechnologies(input.currentTechnologies);
  const position = tidy(input.currentPosition);
  const shown = companies.slice(0, 3);
  const more = companies.length - shown.length;
  const facts: Facts = {
    position,
    years: yearsText(input.currentLength),
    yearsNumber: input.currentLength,
    tech: technologies.length ? joinList(technologies.length > 6 ? [...technologies.slice(0, 5), 'more'] : technologies) : 'a broad set of tools',
    firstTech: technologies[0] ?? 'core tools',
    roles: joinList([...shown.map((c) => `${c.position} at ${c.name}`), ...(more > 0 ? [`${more} more role${more === 1 ? '' : 's'}`] : [])]),
    places: `${companies.length > 1 ? 'across' : 'at'} ${joinList([...shown.map((c) => c.name), ...(more > 0 ? [`${more} other compan${more === 1 ? 'y' : 'ies'}`] : [])])}`,
  };
  const key = [position, input.currentLength, technologies.join(','), companies.map((c) => `${c.name}/${c.position}`).join(';')].join('|').toLowerCase();
  const pool = input.currentLength < 1 ? EARLY_CAREER : TEMPLATES;
  const summary = pool[hashString(key) % pool.length](facts).replace(/\s+/g, ' ').trim();
  return {
    fullName: tidy(input.fullName),
    currentPosition: position,
    currentTechnologies: technologies.join(', '),
    summary,
    companies,
    imageUrl: '',
  };
}
