import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdverseImpactReport, FunnelReport, ImpactRate } from '@hirewise/contracts/fairness';
import { mockApi, renderAt, signIn, type ApiCall } from '@/test-utils/render';
import { InsightsScreen, InsightsTexts } from '../InsightsScreen';

const rate = (of: number, selected: number, impactRatio: number | null, flagged = false): ImpactRate => ({ of, selected, rate: of ? selected / of : null, impactRatio, flagged });
const stages = (of: number, s: number, i: number, a: number, ratios: (number | null)[], flags: boolean[] = [false, false, false]) => ({
  shortlisted: rate(of, s, ratios[0], flags[0]),
  interviewed: rate(of, i, ratios[1], flags[1]),
  accepted: rate(of, a, ratios[2], flags[2]),
});

function reports(jobId: string | null, candidates: number) {
  const funnel: FunnelReport = {
    jobId,
    generatedAt: '2026-12-07T12:00:00.000Z',
    reached: { applied: candidates, shortlisted: 6, interviewed: 5, accepted: 1, rejected: 2, finished: 0 },
    daysInStage: { applied: { medianDays: 2.5, stays: 8 }, shortlisted: { medianDays: 4, stays: 3 }, accepted: { medianDays: null, stays: 0 } },
    scoreBuckets: Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9, count: i === 7 ? 3 : 0 })),
    medianScore: 72,
    scored: 3,
  };
  const impact: AdverseImpactReport = {
    jobId,
    generatedAt: '2026-12-07T12:00:00.000Z',
    candidates,
    medianScore: 72,
    scoredCandidates: 3,
    minGroupSize: 5,
    threshold: 0.8,
    warnings: [],
    dimensions: [
      {
        dimension: 'sex',
        label: 'Sex',
        unknown: 1,
        omitted: [{ group: 'non-binary', label: 'Non-binary or another gender', count: 2, reason: 'fewer than 5 candidates (2): too small to judge' }],
        warnings: ['Too small to judge: Non-binary or another gender (2).'],
        groups: [
          { group: 'female', label: 'Female', count: 5, judged: true, stages: stages(5, 4, 3, 1, [1, 1, 1]), scoring: rate(3, 2, 1) },
          { group: 'male', label: 'Male', count: 5, judged: true, stages: stages(5, 2, 2, 0, [0.5, 0.67, 0], [true, true, true]), scoring: rate(2, 0, null) },
          { group: 'non-binary', label: 'Non-binary or another gender', count: 2, judged: false, stages: stages(2, 0, 0, 0, [null, null, null]), scoring: rate(0, 0, null) },
        ],
      },
    ],
  };
  return { funnel, impact };
}

function insightsApi() {
  return mockApi((call: ApiCall) => {
    const jobId = call.query.get('jobId');
    if (call.path === '/api/jobs') return { status: 200, body: [{ _id: 'job-1', title: 'Data Analyst' }], headers: { 'X-Total-Count': '1' } };
    if (call.path === '/api/insights/funnel') return { status: 200, body: reports(jobId, jobId ? 12 : 30).funnel };
    if (call.path === '/api/insights/adverse-impact') return { status: 200, body: reports(jobId, jobId ? 12 : 30).impact };
    return undefined;
  });
}

describe('InsightsScreen', () => {
  beforeEach(() => signIn({ token: 'tok', type: 'recruiter' }));

  it('shows the funnel, days in stage and scores as charts, and the adverse-impact table with its flags', async () => {
    insightsApi();
    renderAt(<InsightsScreen />, '/insights');
    expect(screen.getByRole('heading', { level: 1, name: InsightsTexts.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: InsightsTexts.funnel })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Applications that reached each stage' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'AI interview scores in tens' })).toBeInTheDocument();
    expect(screen.getByText('2.5 d')).toBeInTheDocument();
    expect(screen.getByText('3 scored, median 72.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sex: selection rate and impact ratio per stage' });
    const male = within(table).getByRole('row', { name: /^Male/ });
    expect(within(male).getAllByText('under 4/5')).toHaveLength(3);
    expect(within(male).getByText('(0.50)')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Non-binary/ })).toHaveTextContent('(too few to judge)');
    expect(screen.getByText('30 candidates, median AI score 72. Under four fifths somewhere: Male.')).toBeInTheDocument();
    expect(screen.getByText('Too small to judge: Non-binary or another gender (2).')).toBeInTheDocument();
    expect(screen.getByText('1 not answered or preferred not to say.')).toBeInTheDocument();
  });

  it('says there is nothing to show yet when no one has applied, instead of empty charts', async () => {
    mockApi((call: ApiCall) => {
      if (call.path === '/api/jobs') return { status: 200, body: [], headers: { 'X-Total-Count': '0' } };
      const { funnel, impact } = reports(null, 0);
      if (call.path === '/api/insights/funnel') return { status: 200, body: { ...funnel, reached: { ...funnel.reached, applied: 0 } } };
      if (call.path === '/api/insights/adverse-impact') return { status: 200, body: { ...impact, dimensions: [] } };
      return undefined;
    });
    renderAt(<InsightsScreen />, '/insights');
    expect(await screen.findByRole('heading', { level: 2, name: InsightsTexts.noApplications })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: InsightsTexts.downloadCsv })).not.toBeInTheDocument();
  });

  it('narrows to one job from the picker: both reports are asked for that job, and its AI audit is offered', async () => {
    const api = insightsApi();
    const user = userEvent.setup({ delay: null });
    renderAt(<InsightsScreen />, '/insights');
    await screen.findByText('30 candidates, median AI score 72. Under four fifths somewhere: Male.');
    // The AI audit is per job: offered once one is chosen.
    expect(screen.queryByRole('button', { name: InsightsTexts.downloadAudit })).toBeNull();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Job' }), 'job-1');
    expect(await screen.findByText(/^12 candidates/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: InsightsTexts.downloadAudit })).toBeEnabled();
    expect(api.find('GET', '/api/insights/funnel').map((c) => c.query.get('jobId'))).toEqual([null, 'job-1']);
    expect(api.find('GET', '/api/insights/adverse-impact').map((c) => c.query.get('jobId'))).toEqual([null, 'job-1']);
  });
});
