import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelfIdentificationMessages } from '@hirewise/contracts/fairness';
import { clearToasts, expectToast, mockApi, renderAt, signIn, type ApiCall } from '@/test-utils/render';
import { SelfIdentificationCard, SelfIdTexts } from '../SelfIdentificationCard';

const PATH = '/api/user/self-identification';
const NONE = { sex: null, raceEthnicity: null, ageBand: null, disability: null, veteran: null, updatedAt: null };

/** GET answers the stored answers; PUT replaces them, or fails with `failPut`. */
function selfIdApi(initial: Record<string, unknown> = NONE, failPut?: { status: number; message: string }) {
  let stored = { ...initial };
  const api = mockApi((call: ApiCall) => {
    if (call.path !== PATH) return undefined;
    if (call.method === 'GET') return { status: 200, body: stored };
    if (failPut) return { status: failPut.status, body: { message: failPut.message } };
    stored = { ...NONE, ...(call.body as object), updatedAt: new Date().toISOString() };
    return { status: 200, body: { message: SelfIdentificationMessages.saved } };
  });
  return api;
}

describe('SelfIdentificationCard', () => {
  beforeEach(() => signIn({ token: 'tok', type: 'applicant' }));
  afterEach(() => clearToasts());

  it('asks five optional questions, says who sees the answers, and shows what was saved', async () => {
    selfIdApi({ ...NONE, sex: 'female', ageBand: 'prefer-not-to-say', updatedAt: '2026-12-01T10:00:00.000Z' });
    renderAt(<SelfIdentificationCard />, '/profile');
    expect(screen.getByRole('heading', { level: 2, name: SelfIdTexts.heading })).toBeInTheDocument();
    expect(screen.getByText(/Recruiters never see your answers/)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Sex' })).toHaveValue('female');
    expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('prefer-not-to-say');
    expect(screen.getByRole('combobox', { name: 'Race or ethnicity' })).toHaveValue('');
    expect(screen.getAllByRole('combobox')).toHaveLength(5);
    // Every question offers "Prefer not to say" and can be left unanswered.
    for (const select of screen.getAllByRole('combobox')) {
      const labels = [...select.querySelectorAll('option')].map((o) => o.textContent);
      expect(labels[0]).toBe(SelfIdTexts.notAnswered);
      expect(labels).toContain('Prefer not to say');
    }
    expect(screen.getByRole('option', { name: 'Black or African American' })).toBeInTheDocument();
  });

  it('saves the whole set: unanswered questions as null', async () => {
    const api = selfIdApi();
    const user = userEvent.setup({ delay: null });
    renderAt(<SelfIdentificationCard />, '/profile');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Race or ethnicity' }), 'asian');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Veteran status' }), 'prefer-not-to-say');
    await user.click(screen.getByRole('button', { name: SelfIdTexts.save }));
    await expectToast(SelfIdentificationMessages.saved);
    expect(api.find('PUT', PATH).map((c) => c.body)).toEqual([{ sex: null, raceEthnicity: 'asian', ageBand: null, disability: null, veteran: 'prefer-not-to-say' }]);
  });

  it('says so when saving fails, keeping the choices on screen', async () => {
    selfIdApi(NONE, { status: 400, message: 'Disability must be one of: yes, no, prefer-not-to-say' });
    const user = userEvent.setup({ delay: null });
    renderAt(<SelfIdentificationCard />, '/profile');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Disability' }), 'no');
    await user.click(screen.getByRole('button', { name: SelfIdTexts.save }));
    await expectToast('Disability must be one of: yes, no, prefer-not-to-say');
    expect(screen.getByRole('combobox', { name: 'Disability' })).toHaveValue('no');
  });
});
