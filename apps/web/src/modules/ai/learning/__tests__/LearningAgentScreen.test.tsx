import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, mockApi, renderApp, signIn } from '@/test-utils/render';
import { aLearningPath } from '../../shared/__tests__/ai-fixtures';

async function fillAndSubmit(skill = 'React', goal = '  Build a production app  ') {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Skill/ }), skill);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Current Level' }), 'intermediate');
  await userEvent.type(screen.getByRole('textbox', { name: /Learning Goal/ }), goal);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Timeframe' }), 'intensive');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Preferred Learning Style' }), 'video');
  await userEvent.click(screen.getByRole('button', { name: 'Generate Learning Path' }));
}

describe('/candidate Learning Agent', () => {
  beforeEach(() => signIn({ token: 'tok-1', type: 'applicant' }));
  afterEach(() => clearToasts());

  it('offers the skills grouped by domain and the timeframes with their time commitments', () => {
    renderApp('/candidate');
    const skill = screen.getByRole('combobox', { name: /Skill/ });
    const groups = Array.from(skill.querySelectorAll('optgroup')).map((group) => group.label);
    expect(groups).toEqual(['Web Development', 'Mobile Development', 'Data Science', 'Cloud Computing']);
    expect(within(skill.querySelector('optgroup[label="Cloud Computing"]') as HTMLElement).getByRole('option', { name: 'Kubernetes' })).toBeInTheDocument();
    const timeframes = within(screen.getByRole('combobox', { name: 'Timeframe' })).getAllByRole('option').map((o) => o.textContent);
    expect(timeframes).toEqual(['Intensive (40+ hrs/week)', 'Balanced (20-30 hrs/week)', 'Flexible (5-10 hrs/week)']);
  });

  it('requires a skill and a goal and sends nothing without them', async () => {
    const api = mockApi(() => undefined);
    renderApp('/candidate');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Learning Path' }));
    expect(await screen.findByText('Skill is required')).toBeInTheDocument();
    expect(screen.getByText('Learning goal is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('posts the form with the bearer token and shows overview, time, prerequisites and milestones', async () => {
    const api = mockApi(({ path }) => (path === '/api/suggest-learning-path' ? { status: 200, body: { learningPath: aLearningPath(), source: 'local' } } : undefined));
    renderApp('/candidate');
    await fillAndSubmit();
    const result = await screen.findByRole('region', { name: 'Learning path' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/suggest-learning-path',
      body: { skill: 'React', currentLevel: 'intermediate', learningGoal: 'Build a production app', timeframe: 'intensive', preferredStyle: 'video' },
    });
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok-1');

    expect(within(result).getByText('A hands-on path from React basics to production apps.')).toBeInTheDocument();
    expect(within(result).getByText('8 weeks')).toBeInTheDocument();
    expect(within(within(result).getByRole('list', { name: 'Prerequisites' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'HTML & CSS',
      'JavaScript fundamentals',
    ]);
    const milestones = within(within(result).getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
    expect(milestones).toHaveLength(2);
    expect(within(milestones[0]!).getByRole('heading', { name: 'Components and props' })).toBeInTheDocument();
    expect(within(milestones[0]!).getByText('2 weeks')).toBeInTheDocument();
    expect(within(milestones[0]!).getByText('Build small components and compose them.')).toBeInTheDocument();
    const link = within(milestones[0]!).getByRole('link', { name: /React docs: Your first component/ });
    expect(link).toHaveAttribute('href', 'https://react.dev/learn/your-first-component');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(milestones[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [500, { message: 'AI service unavailable' }],
    [400, { error: 'Skill is required', message: 'Skill is required' }],
  ])('says the spec text when the call fails with %s', async (status, body) => {
    mockApi(() => ({ status, body }));
    renderApp('/candidate');
    await fillAndSubmit();
    expect(await screen.findByText('Failed to generate learning path. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Learning path' })).not.toBeInTheDocument();
  });

  it.each([
    ['no learning path', { source: 'local' }],
    ['milestones missing', { learningPath: { ...aLearningPath(), milestones: undefined } }],
    ['a milestone without a title', { learningPath: { ...aLearningPath(), milestones: [{ description: 'x', timeEstimate: '1 week' }] } }],
  ])('says Invalid response format for an answer with %s', async (_case, body) => {
    mockApi(() => ({ status: 200, body }));
    renderApp('/candidate');
    await fillAndSubmit();
    expect(await screen.findByText('Invalid response format')).toBeInTheDocument();
  });

  it('arrives filled in from the Skill Assessment link, even for a skill no domain lists', async () => {
    const api = mockApi(({ path }) => (path === '/api/suggest-learning-path' ? { status: 200, body: { learningPath: aLearningPath(), source: 'local' } } : undefined));
    renderApp('/candidate?skill=Algorithms&level=advanced&goal=Improve+my+Algorithms+skills+in+graphs+and+trees');
    expect(screen.getByRole('combobox', { name: /Skill/ })).toHaveValue('Algorithms');
    expect(screen.getByRole('combobox', { name: 'Current Level' })).toHaveValue('advanced');
    expect(screen.getByRole('textbox', { name: /Learning Goal/ })).toHaveValue('Improve my Algorithms skills in graphs and trees');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Learning Path' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ skill: 'Algorithms', currentLevel: 'advanced', learningGoal: 'Improve my Algorithms skills in graphs and trees' });
  });
});
