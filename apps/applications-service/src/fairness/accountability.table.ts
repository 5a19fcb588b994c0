import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from '../applications/application.table';

/**
 * An applicant's request for a human interview instead of the AI one (issue 21, part 4): one per
 * application; the recruiter marks it handled. Asking changes nothing else about the application.
 */
export const humanInterviewRequests = pgTable('human_interview_requests', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by'),
});

export type HumanInterviewRequestRow = typeof humanInterviewRequests.$inferSelect;

/**
 * Every play and download of an application's interview recording (issue 21, part 6): who (the
 * applicant or the job's recruiter) and when. Kept with the application, after the recording is gone.
 */
export const recordingAccess = pgTable(
  'recording_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').notNull(),
    viewerRole: text('viewer_role').$type<'applicant' | 'recruiter'>().notNull(),
    action: text('action').$type<'play' | 'download'>().notNull(),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recording_access_application_idx').on(t.applicationId, t.accessedAt),
    check('recording_access_action_check', sql`${t.action} in ('play', 'download')`),
    check('recording_access_role_check', sql`${t.viewerRole} in ('applicant', 'recruiter')`),
  ],
);

export type RecordingAccessRow = typeof recordingAccess.$inferSelect;
