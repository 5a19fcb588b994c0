import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Counter } from 'prom-client';
import { isUuid, type EventEnvelope, type JobSnapshot, type JobType } from '@hirewise/contracts';
import { DATABASE, LOGGER, metrics, type Logger } from '@hirewise/server-kit';
import { rowsOf, type Db } from '../db';
import type { NotificationDraft } from '../composer/compose';
import { NotificationRepository } from '../inbox/notification.repository';
import { filtersOf, jobLine, searchLink } from './saved-search-filters';
import type { MatchedJob } from './saved-search.table';

/** A saved search that matched a job, as the matching statement returns it. */
export interface MatchedSearch {
  id: string;
  userId: string;
  name: string;
  q: string | null;
  jobTypes: JobType[];
  salaryMin: number | null;
  salaryMax: number | null;
  duration: number | null;
  /** This delivery of the event stored the match (false: an earlier delivery did). */
  isNew: boolean;
}

/** New matches stored (`/metrics`): one per saved search a new job matched. */
function matchesCounter(): Counter {
  const registry = metrics().registry;
  return (
    (registry.getSingleMetric('hirewise_saved_search_matches_total') as Counter | undefined) ??
    new Counter({ name: 'hirewise_saved_search_matches_total', help: 'New jobs matched to saved searches (one per search and job)', registers: [registry] })
  );
}

/** What a digest keeps of the job: the job may change or close before the digest is mailed. */
export const matchedJobOf = (job: JobSnapshot): MatchedJob => ({
  title: job.title,
  jobType: job.jobType,
  salary: job.salary,
  duration: job.duration,
  recruiterName: job.recruiterName,
  deadline: job.deadline,
});

/**
 * One in-app notification per user, however many of their searches the job matched: it names the
 * user's oldest matching search and links to it (/home with its filters); the others are counted.
 */
export function composeMatchNotifications(job: MatchedJob, searches: MatchedSearch[]): NotificationDraft[] {
  const byUser = new Map<string, MatchedSearch[]>();
  for (const s of searches) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
  return [...byUser.entries()].map(([userId, [first, ...others]]) => ({
    userId,
    type: 'saved-search.match',
    title: `New job for “${first.name}”: ${job.title}`,
    body:
      `${jobLine(job)}.` +
      (others.length === 0 ? '' : ` It also matches ${others.length === 1 ? `your saved search “${others[0].name}”` : `${others.length} more of your saved searches`}.`),
    link: searchLink(filtersOf(first)),
  }));
}

/**
 * Matches each new job (job.created.v1) against every saved search, with the rules of GET /api/jobs
 * (job-search.query.ts in the jobs service): one statement finds the matching searches, stores a
 * match per search (a redelivered event adds nothing) and moves their last_match_at. Then one
 * in-app notification per user, keyed by the event id (stored once), and no mail: the matches are
 * mailed as a digest (DigestScheduler).
 */
@Injectable()
export class SavedSearchMatcher {
  private readonly matches = matchesCounter();

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly inbox: NotificationRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onJobCreated({ id, payload: job }: EventEnvelope<JobSnapshot>): Promise<void> {
    if (!isUuid(job.jobId)) {
      this.logger.warn({ eventId: id, jobId: job.jobId }, 'job id is not a uuid; not matched against saved searches');
      return;
    }
    const matched = await this.match(job);
    const added = matched.filter((s) => s.isNew).length;
    // After the statement committed: the counter never counts a match rolled back.
    if (added > 0) this.matches.inc(added);
    await this.inbox.store(id, composeMatchNotifications(matchedJobOf(job), matched));
  }

  /**
   * The searches the job matches, oldest first per user; a search the event matched before is
   * returned too (isNew false), so a redelivery after a failure between the two steps still
   * stores the notification.
   */
  async match(job: JobSnapshot): Promise<MatchedSearch[]> {
    // The job's searchable text as the jobs service builds it (jobs_search_text): title and skills, one per line.
    const text = [job.title, ...job.skillsets].join('\n');
    const snapshot = JSON.stringify(matchedJobOf(job));
    const result = await this.db.execute(sql`
      with matched as (
        select s.id, s.user_id, s.name, s.q, s.job_types, s.salary_min, s.salary_max, s.duration, s.created_at
        from saved_searches s
        where ${job.deadline}::timestamptz > now()
          and s.user_id::text <> ${job.recruiterId}
          and (s.q is null or strpos(lower(${text}), lower(s.q)) > 0)
          and (cardinality(s.job_types) = 0 or ${job.jobType}::text = any(s.job_types))
          and (s.salary_min is null or ${job.salary}::numeric >= s.salary_min)
          and (s.salary_max is null or ${job.salary}::numeric <= s.salary_max)
          and (s.duration is null or s.duration = 0 or ${job.duration}::numeric < s.duration)
      ), inserted as (
        insert into saved_search_matches (saved_search_id, job_id, user_id, job)
        select m.id, ${job.jobId}::uuid, m.user_id, ${snapshot}::jsonb from matched m
        on conflict (saved_search_id, job_id) do nothing
        returning saved_search_id
      ), touched as (
        update saved_searches s set last_match_at = now()
        from inserted i where s.id = i.saved_search_id
        returning s.id
      )
      select m.id, m.user_id, m.name, m.q, m.job_types, m.salary_min, m.salary_max, m.duration,
        exists (select 1 from touched t where t.id = m.id) as is_new
      from matched m
      order by m.user_id, m.created_at, m.id`);
    return rowsOf(result).map((r) => ({
      id: String(r.id),
      userId: String(r.user_id),
      name: String(r.name),
      q: r.q === null ? null : String(r.q),
      jobTypes: pgTextArray(r.job_types) as JobType[],
      salaryMin: r.salary_min === null ? null : Number(r.salary_min),
      salaryMax: r.salary_max === null ? null : Number(r.salary_max),
      duration: r.duration === null ? null : Number(r.duration),
      isNew: r.is_new === true || r.is_new === 't',
    }));
  }
}

/** A text[] as a driver hands it over: an array, or (raw execute on some drivers) the literal '{a,"b c"}'. */
function pgTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '{}') return [];
  return value
    .slice(1, -1)
    .match(/"((?:[^"\\]|\\.)*)"|[^,]+/g)!
    .map((item) => (item.startsWith('"') ? item.slice(1, -1).replace(/\\(.)/g, '$1') : item));
}
