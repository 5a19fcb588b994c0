import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, expectToast, mockApi, renderAt, signIn, type ApiCall } from '@/test-utils/render';
import { EmailPreferences } from '../EmailPreferences';

const applicantPreferences = {
  email: {
    'application.received': true,
    'application.shortlisted': true,
    'application.rejected': false,
    'application.accepted': true,
    'application.cancelled': true,
    'application.finished': true,
    'application.closed': true,
    'saved-search.match': false,
  },
};

/** GET answers the stored preferences; PUT merges the body into them, or fails with `failPut`. */
function preferencesApi(failPut?: { status: number; message: string }) {
  const stored = structuredClone(applicantPreferences);
  const api = mockApi((call: ApiCall) => {
    if (call.path !== '/api/notifications/preferences') return undefined;
    if (call.method === 'GET') return { status: 200, body: stored };
    if (failPut) return { status: failPut.status, body: { message: failPut.message } };
    Object.assign(stored.email, (call.body as typeof stored).email);
    return { status: 200, body: stored };
  });
  return { ...api, stored };
}

describe('EmailPreferences', () => {
  beforeEach(() => signIn({ token: 'tok', type: 'applicant' }));
  afterEach(() => clearToasts());

  it('shows one switch per type the caller gets, labelled, in its saved state, under #notifications', async () => {
    preferencesApi();
    const { container } = renderAt(<EmailPreferences />, '/profile');
    expect(screen.getByRole('heading', { level: 2, name: 'Email notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'My application was received' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'My application was rejected' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New jobs for my saved searches' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    // The recruiter's types are not the applicant's business.
    expect(screen.queryByRole('checkbox', { name: 'A candidate applied to my job' })).not.toBeInTheDocument();
    expect(container.querySelector('section#notifications')).not.toBeNull();
  });

  it('turning one on sends only that type and says it is saved', async () => {
    const api = preferencesApi();
    const user = userEvent.setup({ delay: null });
    renderAt(<EmailPreferences />, '/profile');
    await user.click(await screen.findByRole('checkbox', { name: 'My application was rejected' }));
    await expectToast('Email preferences saved');
    expect(api.find('PUT', '/api/notifications/preferences').map((c) => c.body)).toEqual([{ email: { 'application.rejected': true } }]);
    expect(screen.getByRole('checkbox', { name: 'My application was rejected' })).toBeChecked();
  });

  it('turning one off sends false', async () => {
    const api = preferencesApi();
    const user = userEvent.setup({ delay: null });
    renderAt(<EmailPreferences />, '/profile');
    await user.click(await screen.findByRole('checkbox', { name: 'I was shortlisted' }));
    await expectToast('Email preferences saved');
    expect(api.find('PUT', '/api/notifications/preferences').map((c) => c.body)).toEqual([{ email: { 'application.shortlisted': false } }]);
    expect(api.stored.email['application.shortlisted']).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'I was shortlisted' })).not.toBeChecked();
  });

  it('a refused save says why and puts the switch back', async () => {
    preferencesApi({ status: 400, message: 'Email preferences name unknown types' });
    // The answer takes a network round trip, as in a browser: the switch shows the change meanwhile.
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
      if (init?.method === 'PUT') await new Promise((resolve) => setTimeout(resolve, 50));
      return answer(input, init);
    }) as unknown as typeof fetch;
    const user = userEvent.setup({ delay: null });
    renderAt(<EmailPreferences />, '/profile');
    const toggle = await screen.findByRole('checkbox', { name: 'My application was received' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await expectToast('Email preferences name unknown types');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle.closest('label')).toHaveAttribute('data-state', 'checked');
  });

  it('scrolls itself into view when the address names #notifications', async () => {
    preferencesApi();
    const scrolled: Element[] = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function scroll(this: Element) {
      scrolled.push(this);
    });
    renderAt(<EmailPreferences />, '/profile#notifications');
    await screen.findByRole('checkbox', { name: 'I was accepted' });
    await waitFor(() => expect(scrolled.map((el) => el.id)).toContain('notifications'));
  });
});
