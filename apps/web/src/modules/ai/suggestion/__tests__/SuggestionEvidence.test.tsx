import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';

const recruiterProfile = { _id: 'r-1', type: 'recruiter', name: 'Priya Sharma', email: 'p@x.in', bio: 'We build payments software.', contactNumber: '' };

describe('Open Suggestion: score and evidence', () => {
  beforeEach(() => signIn({ token: 'tok-r', type: 'recruiter' }));
  afterEach(() => clearToasts());

  it("shows the fit score and each requirement with the candidate's words or 'not found'", async () => {
    mockApi((call) => {
      if (call.method === 'GET' && call.path === '/api/applicants') return listResponse([anApplication()]);
      if (call.method === 'GET' && call.path === '/api/user') return { status: 200, body: recruiterProfile };
      if (call.method === 'POST' && call.path === '/api/suggest-candidate') {
        return {
          status: 200,
          body: {
            evaluation: '<h3>Candidate evaluation</h3><p>Partial fit.</p>',
            score: 43,
            fitScore: 43,
            evidence: [
              { requirement: 'Testing', weight: 'required', status: 'claimed', quote: 'I am passionate about testing' },
              { requirement: 'JavaScript', weight: 'required', status: 'related', quote: 'Skills: React, Node.js, Python' },
              { requirement: 'GraphQL', weight: 'company stack', status: 'not found' },
            ],
            source: 'local',
          },
        };
      }
      return undefined;
    });
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    await userEvent.click(within(card).getByRole('button', { name: 'Open Suggestion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recruiter Agent Suggestion' });

    const evidence = await within(dialog).findByRole('region', { name: 'Evidence' });
    expect(within(dialog).getByText('Fit score: 43/100')).toBeInTheDocument();
    const items = within(evidence).getAllByTestId('evidence-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('Claimed in the statement of purpose only')).toBeInTheDocument();
    expect(within(items[1]).getByText('Related')).toBeInTheDocument();
    expect(within(items[2]).getByText('(company stack)')).toBeInTheDocument();
    expect(within(items[2]).getByText('not found')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Suggestion' })).getByText('Partial fit.')).toBeInTheDocument();
  });
});
