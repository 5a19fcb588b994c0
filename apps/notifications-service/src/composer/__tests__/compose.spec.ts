import type { ApplicationStatusChangedEvent } from '@hirewise/contracts';
import { composeStatusChange, type JobFacts } from '../compose';

const job: JobFacts = { jobId: 'j1', title: 'Data Engineer', recruiterId: 'r1', requiresInterview: false };
const event = (change: Partial<ApplicationStatusChangedEvent>): ApplicationStatusChangedEvent => ({
  applicationId: 'a1',
  jobId: 'j1',
  applicantId: 'u1',
  from: 'applied',
  to: 'applied',
  acceptedCount: 0,
  activeCount: 1,
  jobSequence: 1,
  ...change,
});

describe('composing notifications from a status change', () => {
  it('an application: one for the applicant, one for the recruiter (the event\'s, else the job\'s)', () => {
    const drafts = composeStatusChange(event({ from: null, to: 'applied' }), job, { applicantName: 'Ravi' });
    expect(drafts.map((d) => [d.userId, d.type])).toEqual([
      ['u1', 'application.received'],
      ['r1', 'application.new'],
    ]);
    expect(drafts[1].body).toBe('Ravi applied to “Data Engineer”.');
  });

  it('re-applying after a change is not a new application (from is not null)', () => {
    expect(composeStatusChange(event({ from: 'shortlisted', to: 'applied' }), job)).toEqual([]);
  });

  it('shortlisted links to the interview only when the job requires one', () => {
    expect(composeStatusChange(event({ to: 'shortlisted' }), job)[0].link).toBe('/applications');
    expect(composeStatusChange(event({ to: 'shortlisted' }), { ...job, requiresInterview: true })[0]).toMatchObject({
      link: '/interview/j1/a1',
      body: 'You were shortlisted for “Data Engineer”. The next step is an AI interview: take it when you are ready.',
    });
  });

  it('a cancellation the applicant caused (account deleted) tells nobody; one by the system names the accepted job', () => {
    expect(composeStatusChange(event({ to: 'cancelled', actor: 'applicant' }), job)).toEqual([]);
    expect(composeStatusChange(event({ to: 'cancelled', actor: 'system', causeJobId: 'j2' }), job, { causeJob: { ...job, jobId: 'j2', title: 'ML Engineer' } })[0].body).toBe(
      'Your application for “Data Engineer” was cancelled because you accepted an offer for “ML Engineer”.',
    );
  });

  it('each other status has its own type; a deleted job is "closed"', () => {
    const types = (['accepted', 'finished', 'deleted', 'rejected'] as const).map((to) => composeStatusChange(event({ to }), job)[0].type);
    expect(types).toEqual(['application.accepted', 'application.finished', 'application.closed', 'application.rejected']);
  });
});
