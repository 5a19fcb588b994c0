import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anApplication } from '@/test-utils/fixtures';
import { clearToasts, expectToast, factValue, listResponse, mockApi, renderApp, signIn } from '@/test-utils/render';

const employee = anApplication({
  _id: 'app-7',
  status: 'accepted',
  dateOfJoining: '2026-04-10T09:00:00.000Z',
  jobApplicant: { ...anApplication().jobApplicant, userId: 'c0000000-0000-4000-8000-000000000007', name: 'Ravi Kumar', rating: 4 },
});

describe('/employees', () => {
  afterEach(() => clearToasts());
  beforeEach(() => signIn({ token: 't', type: 'recruiter' }));

  it('lists accepted applicants, latest joiner first, with job title, joining date and rating', async () => {
    const api = mockApi(() => listResponse([employee]));
    renderApp('/employees');
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    const lists = api.find('GET', '/api/applicants');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.query.toString()).toBe('status=accepted&desc=dateOfJoining&page=1&limit=12');
    expect(factValue(card, 'Job Title')).toBe('Frontend Engineer');
    expect(factValue(card, 'Joined On')).toBe('10 Apr 2026');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download Resume' })).not.toHaveAttribute('aria-disabled');
  });

  it('sorts from the sort dialog', async () => {
    const api = mockApi(() => listResponse([employee]));
    const user = userEvent.setup({ delay: null });
    renderApp('/employees');
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sort Employees' });
    expect(within(dialog).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Name', 'Job Title', 'Date of Joining', 'Rating']);
    expect(within(dialog).getByRole('button', { name: 'Job Title order: ascending' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Date of Joining' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Job Title' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rating' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rating order: ascending' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.find('GET', '/api/applicants')).toHaveLength(2));
    expect(api.find('GET', '/api/applicants')[1]?.query.toString()).toBe('status=accepted&asc=job.title&desc=jobApplicant.rating&page=1&limit=12');
  });

  it('Rate fills in the recruiter\'s earlier rating and sends the new one for the applicant', async () => {
    const applicantId = 'c0000000-0000-4000-8000-000000000007';
    const api = mockApi(({ method, path, query }) => {
      if (method === 'PUT') return { status: 200, body: { message: 'Rating updated successfully' } };
      if (path === '/api/rating' && query.get('id') === applicantId) return { status: 200, body: { rating: 2 } };
      return listResponse([employee]);
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/employees');
    await user.click(await screen.findByRole('button', { name: 'Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Employee' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true'));
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Rating updated successfully');
    expect(api.find('PUT', '/api/rating')[0]?.body).toEqual({ rating: 4, applicantId });
  });

  it('End Job asks "Are you sure?" and then sets the status to finished', async () => {
    const api = mockApi(({ method }) => (method === 'PUT' ? { status: 200, body: { message: 'Application finished successfully' } } : listResponse([employee])));
    const user = userEvent.setup({ delay: null });
    renderApp('/employees');
    await user.click(await screen.findByRole('button', { name: 'End Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(api.find('PUT', '/api/applications/app-7')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End Job' }));
    await expectToast('Application finished successfully');
    expect(api.find('PUT', '/api/applications/app-7')[0]?.body).toEqual({ status: 'finished', dateOfJoining: expect.any(String) });
  });

  it('says so when there are no employees', async () => {
    mockApi(() => listResponse([]));
    renderApp('/employees');
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
  });
});
