import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REJECTION_REASON_LABELS } from '@hirewise/contracts/notifications';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, expectToast, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';

/** One applied application, app-1, whose PUT answers like the server. */
function recruiterApi() {
  return mockApi(({ method, path }) => {
    if (method === 'PUT' && path === '/api/applications/app-1') return { status: 200, body: { message: 'Application rejected successfully' } };
    if (method === 'GET' && path === '/api/applicants') return listResponse([anApplication({ _id: 'app-1', status: 'applied' })]);
    return undefined;
  });
}

async function openReject() {
  const card = await screen.findByRole('article', { name: 'Asha Rao' });
  await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
  return screen.findByRole('dialog', { name: 'Are you sure?' });
}

describe('Reject with a reason (recruiter)', () => {
  beforeEach(() => signIn({ token: 't', type: 'recruiter' }));
  afterEach(() => clearToasts());

  it('offers every reason, a text and the share switch, off by default', async () => {
    recruiterApi();
    renderApp('/job/applications/job-9');
    const dialog = await openReject();
    const reasons = within(dialog).getByRole('group', { name: 'Reasons (optional)' });
    expect(within(reasons).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(Object.values(REJECTION_REASON_LABELS));
    expect(within(reasons).getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: 'Anything to add (optional)' })).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Share the reason with the candidate' })).not.toBeChecked();
  });

  it('sends the chosen reasons, the text and the share switch with the rejection', async () => {
    const api = recruiterApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    const dialog = await openReject();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Salary expectations' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Skills do not match the role' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Anything to add (optional)' }), '  We need Go.  ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share the reason with the candidate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast('Application rejected successfully');
    expect(api.find('PUT', '/api/applications/app-1')[0]?.body).toEqual({
      status: 'rejected',
      dateOfJoining: expect.any(String),
      // In the labels' order, whatever the order of the clicks.
      reason: { reasons: ['skills', 'salary'], text: 'We need Go.', share: true },
    });
  });

  it('sends no reason when only the switch was turned on', async () => {
    const api = recruiterApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    const dialog = await openReject();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share the reason with the candidate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast('Application rejected successfully');
    expect(api.find('PUT', '/api/applications/app-1')[0]?.body).toEqual({ status: 'rejected', dateOfJoining: expect.any(String) });
  });

  it('stops the text at 1000 characters', async () => {
    recruiterApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    const dialog = await openReject();
    const text = within(dialog).getByRole('textbox', { name: 'Anything to add (optional)' });
    await user.click(text);
    await user.paste('x'.repeat(1200));
    expect(text).toHaveValue('x'.repeat(1000));
    expect(within(dialog).getByTestId('reason-length')).toHaveTextContent('1000/1000');
  });

  it('starts empty again after a cancelled rejection, and Shortlist asks for no reason', async () => {
    recruiterApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    let dialog = await openReject();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openReject();
    expect(within(dialog).getByRole('checkbox', { name: 'Other' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('article', { name: 'Asha Rao' })).getByRole('button', { name: 'Shortlist' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).queryByRole('group', { name: 'Reasons (optional)' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('a rejection\'s reason on the applicant\'s card', () => {
  beforeEach(() => signIn({ token: 't', type: 'applicant' }));
  afterEach(() => clearToasts());

  it('shows the shared reasons and text of a rejected application, and nothing for one without', async () => {
    const job = anApplication().job;
    mockApi(({ path }) =>
      path === '/api/applications'
        ? listResponse([
            anApplication({
              _id: 'a1',
              status: 'rejected',
              job: { ...job, title: 'With reason' },
              rejection: { reasons: ['position-filled'], text: 'Thank you for your time.', shared: true },
            }),
            anApplication({ _id: 'a2', status: 'rejected', job: { ...job, title: 'Without reason' } }),
          ])
        : undefined,
    );
    renderApp('/applications');
    const withReason = await screen.findByRole('article', { name: 'With reason' });
    expect(within(withReason).getByTestId('rejection-note')).toHaveTextContent('Reason: The position has been filled. Thank you for your time.');
    expect(within(screen.getByRole('article', { name: 'Without reason' })).queryByTestId('rejection-note')).not.toBeInTheDocument();
  });
});

describe('human review before rejecting an AI-scored candidate (issue 21)', () => {
  beforeEach(() => signIn({ token: 't', type: 'recruiter' }));
  afterEach(() => clearToasts());

  function scoredApi() {
    return mockApi(({ method, path }) => {
      if (method === 'PUT' && path === '/api/applications/app-1') return { status: 200, body: { message: 'Application rejected successfully' } };
      if (method === 'GET' && path === '/api/applicants') return listResponse([anApplication({ _id: 'app-1', status: 'applied', interviewCompleted: true, interviewScore: 41 })]);
      return undefined;
    });
  }

  it('keeps Reject disabled until the recruiter confirms reviewing the answers, then sends the confirmation', async () => {
    const api = scoredApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/job/applications/job-9');
    const dialog = await openReject();
    const confirm = within(dialog).getByRole('checkbox', { name: "I reviewed this candidate's interview answers myself, not only the AI's score." });
    expect(confirm).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast('Application rejected successfully');
    expect(api.find('PUT', '/api/applications/app-1')[0]?.body).toEqual({ status: 'rejected', dateOfJoining: expect.any(String), reviewConfirmed: true });
  });

  it('asks nothing more for a candidate without an AI interview', async () => {
    recruiterApi();
    renderApp('/job/applications/job-9');
    const dialog = await openReject();
    expect(within(dialog).queryByRole('checkbox', { name: /I reviewed/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});
