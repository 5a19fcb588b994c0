import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, expectToast, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';

const REQUESTED = { requestedAt: '2026-12-01T10:00:00.000Z', handledAt: null };

describe('human interview requests (issue 21)', () => {
  afterEach(() => clearToasts());

  it('flags the request on the recruiter\'s card and marks it handled', async () => {
    signIn({ token: 't', type: 'recruiter' });
    let handled = false;
    const api = mockApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/applications/app-1/human-interview-request/handled') {
        handled = true;
        return { status: 200, body: { message: 'The request for a human interview is marked as handled', request: { ...REQUESTED, handledAt: '2026-12-02T09:00:00.000Z' } } };
      }
      if (method === 'GET' && path === '/api/applicants') {
        return listResponse([anApplication({ _id: 'app-1', status: 'applied', humanInterviewRequest: handled ? { ...REQUESTED, handledAt: '2026-12-02T09:00:00.000Z' } : REQUESTED })]);
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(card).getByText('Human interview requested')).toBeVisible();
    expect(within(card).getByText(/Asked on .* instead of the AI interview\./)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    await expectToast('The request for a human interview is marked as handled');
    expect(api.find('POST', '/api/applications/app-1/human-interview-request/handled')).toHaveLength(1);
    expect(await within(card).findByText(/handled on/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Mark handled' })).toBeNull();
  });

  it('shows nothing on a card without a request', async () => {
    signIn({ token: 't', type: 'recruiter' });
    mockApi(({ method, path }) => (method === 'GET' && path === '/api/applicants' ? listResponse([anApplication({ _id: 'app-1', status: 'applied', humanInterviewRequest: null })]) : undefined));
    renderApp('/job/applications/job-9');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(card).queryByTestId('human-interview-note')).toBeNull();
  });

  it('tells the applicant on their application when they asked and whether it was handled', async () => {
    signIn({ token: 't', type: 'applicant' });
    mockApi(({ method, path }) => (method === 'GET' && path === '/api/applications' ? listResponse([anApplication({ _id: 'app-1', status: 'applied', humanInterviewRequest: REQUESTED })]) : undefined));
    renderApp('/applications');
    const note = await screen.findByTestId('human-interview-note');
    expect(note).toHaveTextContent(/You asked for a human interview on .*; the recruiter has not handled it yet\./);
  });
});
