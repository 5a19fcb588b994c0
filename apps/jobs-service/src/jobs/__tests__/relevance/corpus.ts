import { seededRandom } from '@hirewise/testing';
import { COMPANIES, FAMILIES, GENERIC, PLACES, type Family } from './families';

/**
 * The relevance corpus: 288 realistic job posts (12 per role family), the same every run (a
 * seeded generator). Each keeps what it was made from (family, level, skills, place), which the
 * judged queries (queries.ts) grade against, as a person reading the post would.
 */
export interface CorpusJob {
  key: string;
  family: string;
  level: string;
  /** The title without its level ("Java Developer" of "Senior Java Developer"). */
  base: string;
  title: string;
  skills: string[];
  /** Sanitized-style HTML, 60-150 words. */
  description: string;
  /** The description's words, lower case (for judging). */
  text: string;
  company: string;
  city: string;
  country: string;
  remote: boolean;
  /** Minutes before now it was posted (all distinct). */
  postedMinutesAgo: number;
}

export const JOBS_PER_FAMILY = 12;

export function buildCorpus(seed = 19): CorpusJob[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const jobs: CorpusJob[] = [];
  const minutes = shuffle(Array.from({ length: FAMILIES.length * JOBS_PER_FAMILY }, (_, i) => 10 + i * 7));
  for (const family of FAMILIES) {
    for (let n = 0; n < JOBS_PER_FAMILY; n += 1) {
      const base = family.titles[n % family.titles.length];
      // "Senior Accountant" is a title of its own: no second level on it.
      const level = /^(Senior|Junior|Lead)\b/.test(base) ? '' : pick(family.levels);
      const skills = [family.skills[0], ...shuffle(family.skills.slice(1)).slice(0, 2 + Math.floor(random() * 3))];
      const place = random() < 0.2 ? undefined : random() < 0.85 ? pick(PLACES.slice(0, 12)) : pick(PLACES.slice(12));
      const title = level ? `${level} ${base}` : base;
      const company = pick(COMPANIES);
      const description = describe(family, title, company, skills, random, pick, shuffle);
      jobs.push({
        key: `${family.id}-${n + 1}`,
        family: family.id,
        level,
        base,
        title,
        skills,
        description,
        text: description.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase(),
        company,
        city: place?.city ?? '',
        country: place?.country ?? 'India',
        remote: place === undefined,
        postedMinutesAgo: minutes[jobs.length],
      });
    }
  }
  return jobs;
}

function describe(
  family: Family,
  title: string,
  company: string,
  skills: string[],
  random: () => number,
  pick: <T>(list: readonly T[]) => T,
  shuffle: <T>(list: readonly T[]) => T[],
): string {
  const fill = (s: string) => s.replace('{skill}', pick(skills));
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const [first, ...duties] = shuffle(family.duties).map(fill);
  const asks = shuffle(family.asks).slice(0, 2).map(fill);
  const generic = shuffle(GENERIC).slice(0, 2 + Math.floor(random() * 2));
  const parts = [
    `<p>${company} is hiring a ${title} to ${first}.</p>`,
    `<h3>What you will do</h3><ul>${duties
      .slice(0, 3)
      .map((d) => `<li>${cap(d)}.</li>`)
      .join('')}</ul>`,
    `<h3>What we look for</h3><p>We are looking for ${asks.join(' and ')}.</p>`,
    `<p>${generic.join(' ')}</p>`,
  ];
  // Some posts name a skill of another kind of job ("exposure to Python is a plus").
  if (random() < 0.35) {
    const other = pick(FAMILIES.filter((f) => f.id !== family.id));
    parts.push(`<p>Exposure to <strong>${other.skills[0]}</strong> is a plus.</p>`);
  }
  return parts.join('');
}
