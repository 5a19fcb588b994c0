import { inArray, sql } from 'drizzle-orm';
import type { JobHighlights, TextRange } from '@hirewise/contracts';
import type { AppDatabase } from '@hirewise/server-kit';
import type * as schema from '../../schema';
import { jobs } from '../job.table';

type Db = AppDatabase<typeof schema>;

const START = '\u0001';
const STOP = '\u0002';
/** ts_headline over the whole text (not fragments), the matched words between two control characters. */
const OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/**
 * The text ts_headline reads: the title or skill with the document's normalization where it keeps
 * the length ("/" -> " ", "c++" -> "cpp"), so ranges found in it are offsets into the original.
 */
const headlineText = (text: ReturnType<typeof sql>) => sql`regexp_replace(translate(${text}, '/', ' '), '(^|[^[:alnum:]])[cC]\\+\\+', '\\1cpp', 'g')`;

/**
 * Where the words of `q` matched in each job of a page: [start, end) offsets in the title and in
 * each skill. One query for the page's jobs only (ts_headline is costly; never over all matches).
 */
export async function highlightsOf(db: Db, ids: readonly string[], tsquery: string): Promise<Map<string, JobHighlights>> {
  const found = new Map<string, JobHighlights>();
  if (ids.length === 0 || !tsquery) return found;
  const q = sql`${tsquery}::tsquery`;
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      skillsets: jobs.skillsets,
      titleMarked: sql<string>`ts_headline('english'::regconfig, ${headlineText(sql`${jobs.title}`)}, ${q}, ${OPTIONS})`,
      skillsMarked: sql<string[]>`array(select ts_headline('english'::regconfig, ${headlineText(sql`s.skill`)}, ${q}, ${OPTIONS}) from jsonb_array_elements_text(${jobs.skillsets}) with ordinality as s(skill, n) order by s.n)`,
    })
    .from(jobs)
    .where(inArray(jobs.id, [...ids]));
  for (const row of rows) {
    found.set(row.id, {
      title: rangesOf(row.title, row.titleMarked),
      skillsets: row.skillsets.map((skill, i) => rangesOf(skill, row.skillsMarked?.[i])),
    });
  }
  return found;
}

/**
 * Reads the markers back as ranges of `original`. Nothing is highlighted unless the marked text,
 * markers removed, has exactly the original's length (so offsets can never point elsewhere), or
 * when the original itself holds a marker character.
 */
export function rangesOf(original: string, marked: string | undefined): TextRange[] {
  if (marked === undefined || original.includes(START) || original.includes(STOP)) return [];
  const ranges: TextRange[] = [];
  let offset = 0;
  let start = -1;
  for (const ch of marked) {
    if (ch === START) start = offset;
    else if (ch === STOP) {
      if (start >= 0 && offset > start) ranges.push([start, offset]);
      start = -1;
    } else offset += ch.length;
  }
  return offset === original.length && start === -1 ? ranges : [];
}
