import { sql } from 'drizzle-orm';
import { applicantsQuerySchema, Events, PrivacyMessages, type UserDeletedEvent } from '@hirewise/contracts';
import { boot, ENGINES, expectDomainError, userEvent, type Harness } from '../../__tests__/harness';
import { InterviewsController } from '../../interviews/interviews.controller';
import { seedAnsweredInterview } from '../../interviews/__tests__/interview-fixtures';
import { PrivacyController } from '../privacy.controller';
import { DELETED_APPLICANT_NAME } from '../privacy.service';

describe.each(ENGINES)('an applicant\'s data on %s', (engine) => {
  let h: Harness;
  let privacy: PrivacyController;
  let interviews: InterviewsController;
  beforeAll(async () => {
    h = await boot(engine);
    privacy = h.app.get(PrivacyController);
    interviews = h.app.get(InterviewsController);
  });
  afterAll(() => h.close());

  async function history() {
    const owner = await h.recruiter();
    const applicant = await h.applicant({ name: 'Kavya Rao', skills: ['Go'] });
    const first = await h.job({ recruiterId: owner.userId, title: 'Go Developer' });
    const second = await h.job({ recruiterId: owner.userId, title: 'SRE', interviewQuestions: 1 });
    const appliedId = await h.applied(applicant, first.jobId, 'I like Go');
    const shortlistedId = await h.applied(applicant, second.jobId, 'I like on-call');
    await h.setStatus(owner, shortlistedId, 'shortlisted');
    await seedAnsweredInterview(h, { applicationId: shortlistedId, jobId: second.jobId, applicantId: applicant.userId }, [{ question: 'Q?', answer: 'A.', score: 70 }]);
    await interviews.save({
      caller: applicant,
      submission: { jobId: second.jobId, applicationId: shortlistedId, questions: ['Q?'], answers: ['A.'], scores: [70], overallScore: 70 },
      video: null,
    });
    return { owner, applicant, first, second, appliedId, shortlistedId };
  }

  it('exports every application with its history, the ratings given and the interview results', async () => {
    const { applicant, appliedId, shortlistedId } = await history();
    const data = await privacy.exportData({ caller: applicant });
    expect(data.applications.map((a) => [a._id, a.status, a.sop, a.job.title]).sort()).toEqual(
      [
        [appliedId, 'applied', 'I like Go', 'Go Developer'],
        [shortlistedId, 'shortlisted', 'I like on-call', 'SRE'],
      ].sort(),
    );
    const shortlisted = data.applications.find((a) => a._id === shortlistedId)!;
    expect(shortlisted.history.map((e) => [e.from, e.to, e.by])).toEqual([
      [null, 'applied', 'you'],
      ['applied', 'shortlisted', 'recruiter'],
    ]);
    expect(data.interviewResults).toEqual([expect.objectContaining({ applicationId: shortlistedId, answers: ['A.'], overallScore: 70 })]);
    expect(data.ratingsGiven).toEqual([]);

    const hired = await h.applicant();
    const owner = await h.recruiter();
    const job = await h.job({ recruiterId: owner.userId });
    const id = await h.applied(hired, job.jobId);
    await h.setStatus(owner, id, 'shortlisted');
    await h.setStatus(owner, id, 'accepted');
    await h.ratings.putRating({ caller: hired, rating: 4, jobId: job.jobId });
    expect((await privacy.exportData({ caller: hired })).ratingsGiven).toEqual([{ target: 'job', targetId: job.jobId, rating: 4, updatedAt: expect.any(String) }]);
    await expectDomainError(privacy.exportData({ caller: owner }), 'FORBIDDEN', 'Only applicants can do this');
  });

  it('on user.deleted cancels open applications, erases statements and answers, anonymizes the applicant for good', async () => {
    const { owner, applicant, first, second, appliedId, shortlistedId } = await history();
    const third = await h.job({ recruiterId: owner.userId });
    const rejectedId = await h.applied(applicant, third.jobId, 'Hire me');
    await h.setStatus(owner, rejectedId, 'rejected');
    const deleted: UserDeletedEvent = { userId: applicant.userId, type: 'applicant', deletedAt: new Date().toISOString() };
    await h.dispatch(Events.userDeleted, deleted);
    await h.dispatch(Events.userDeleted, deleted); // at least once: a second delivery changes nothing

    expect(await h.statusOf(appliedId)).toBe('cancelled');
    expect(await h.statusOf(shortlistedId)).toBe('cancelled');
    expect(await h.rows(sql`select count(*)::int as n from status_history where application_id in (${appliedId}, ${shortlistedId}) and to_status = 'cancelled'`)).toEqual([{ n: 2 }]);
    expect(await h.rows(sql`select sop from applications where applicant_id = ${applicant.userId}`)).toEqual([{ sop: '' }, { sop: '' }, { sop: '' }]);
    expect(await h.statusOf(rejectedId)).toBe('rejected');
    expect(await h.rows(sql`select count(*)::int as n from interview_results where applicant_id = ${applicant.userId}`)).toEqual([{ n: 0 }]);
    expect(await h.rows(sql`select active_count from job_projection where job_id in (${first.jobId}, ${second.jobId})`)).toEqual([{ active_count: 0 }, { active_count: 0 }]);

    const seen = await h.api.listApplicants({ caller: owner, query: applicantsQuerySchema.parse({ jobId: third.jobId, status: 'rejected' }) });
    expect(seen.items.map((a) => [a._id, a.jobApplicant.name, a.jobApplicant.skills, a.sop])).toEqual([[rejectedId, DELETED_APPLICANT_NAME, [], '']]);
    expect(await h.rows(sql`select interview_completed, interview_score from applications where id = ${shortlistedId}`)).toEqual([{ interview_completed: true, interview_score: 70 }]);

    // A late user.updated does not bring the person back; the account can no longer apply.
    await h.dispatch(Events.userUpdated, userEvent('applicant', { userId: applicant.userId, name: 'Kavya Rao', version: 99 }));
    expect(await h.rows(sql`select name from applicant_projection where user_id = ${applicant.userId}`)).toEqual([{ name: DELETED_APPLICANT_NAME }]);
    const fresh = await h.job({ recruiterId: owner.userId });
    await expectDomainError(h.apply(applicant, fresh.jobId), 'ACCOUNT_DELETED', PrivacyMessages.accountGone);
  });
});
