import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, mockApi, renderApp, signIn, type ApiCall, type FakeResponse } from '@/test-utils/render';

const QUESTIONS: Record<number, { question: string; expectedAnswer: string; difficulty: string; focusArea?: string }> = {
  1: { question: 'What does useState return?', expectedAnswer: 'The state value and a setter', difficulty: 'intermediate', focusArea: 'state and hooks' },
  2: { question: 'Why do effects need dependencies?', expectedAnswer: 'To re-run when values change', difficulty: 'intermediate', focusArea: 'effects and data fetching' },
  3: { question: 'When does a state update re-render?', expectedAnswer: 'After the setter runs', difficulty: 'intermediate', focusArea: 'state and hooks' },
};

/** Questions by number; answers scored by the test's table. */
function assessmentApi(scores: Record<string, number>, overrides: (call: ApiCall) => FakeResponse | undefined = () => undefined) {
  return mockApi((call) => {
    const override = overrides(call);
    if (override) return override;
    if (call.path === '/api/get-interview-question') {
      const { currentQuestion } = call.body as { currentQuestion: number };
      return { status: 200, body: { ...QUESTIONS[currentQuestion], source: 'local' } };
    }
    if (call.path === '/api/evaluate-answer') {
      const { userAnswer } = call.body as { userAnswer: string };
      return { status: 200, body: { score: scores[userAnswer] ?? 0, feedback: `Feedback on "${userAnswer}"`, source: 'local' } };
    }
    return undefined;
  });
}

async function start(user = userEvent.setup({ delay: null }), count = '2') {
  await user.selectOptions(screen.getByRole('combobox', { name: /Skill/ }), 'React');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'intermediate');
  const questions = screen.getByRole('spinbutton', { name: 'Number of Questions' });
  await user.clear(questions);
  await user.type(questions, count);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Exercise Type' }), 'debugging');
  await user.click(screen.getByRole('button', { name: 'Start Assessment' }));
}

async function answer(text: string, user = userEvent.setup({ delay: null })) {
  const box = screen.getByRole('textbox', { name: 'Your answer' });
  await waitFor(() => expect(box).toBeEnabled());
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('Skill Assessment (/assessment)', () => {
  beforeEach(() => signIn({ token: 'tok-a', type: 'applicant' }));
  afterEach(() => clearToasts());

  it('sends visitors without a token to /login', async () => {
    window.localStorage.clear();
    renderApp('/assessment');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('needs a skill to start and offers 5 questions by default', async () => {
    const api = assessmentApi({});
    renderApp('/assessment');
    expect(screen.getByRole('spinbutton', { name: 'Number of Questions' })).toHaveValue(5);
    await userEvent.click(screen.getByRole('button', { name: 'Start Assessment' }));
    expect(await screen.findByText('Skill is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('runs the chat with a running average, then hides it for the summary with strong areas and areas to improve', async () => {
    const api = assessmentApi({ 'It returns the value and a setter': 80, 'Not sure': 30 });
    renderApp('/assessment');
    await start();

    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('What does useState return?')).toBeInTheDocument();
    expect(api.find('POST', '/api/get-interview-question')[0]?.body).toEqual({
      jobTitle: 'React assessment',
      skills: ['React'],
      experience: 3,
      currentQuestion: 1,
      exerciseType: 'debugging',
    });
    expect(screen.getByTestId('running-average')).toHaveTextContent('Average score: -');
    expect(screen.getByText(/Question 1 of 2/)).toBeInTheDocument();

    await answer('It returns the value and a setter');
    expect(await within(log).findByText('Feedback on "It returns the value and a setter"')).toBeInTheDocument();
    expect(within(log).getByText('Score: 80/100')).toBeInTheDocument();
    expect(api.find('POST', '/api/evaluate-answer')[0]?.body).toEqual({
      question: 'What does useState return?',
      expectedAnswer: 'The state value and a setter',
      userAnswer: 'It returns the value and a setter',
    });
    expect(screen.getByTestId('running-average')).toHaveTextContent('Average score: 80/100');

    expect(await within(log).findByText('Why do effects need dependencies?')).toBeInTheDocument();
    expect(api.find('POST', '/api/get-interview-question')[1]?.body).toMatchObject({ currentQuestion: 2, experience: 3 });

    await answer('Not sure');
    const summary = await screen.findByRole('region', { name: 'Progress summary' });
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(within(summary).getByTestId('final-average')).toHaveTextContent('55/100');
    expect(await within(summary).findByTestId('score-chart')).toBeInTheDocument();

    const strong = within(summary).getByRole('region', { name: 'Strong areas' });
    const improve = within(summary).getByRole('region', { name: 'Areas to improve' });
    expect(within(strong).getByText('Q1 · State and hooks')).toBeInTheDocument();
    expect(within(strong).getByText('80/100')).toBeInTheDocument();
    expect(within(strong).queryByRole('link')).not.toBeInTheDocument();
    expect(within(improve).getByText('Q2 · Effects and data fetching')).toBeInTheDocument();
    expect(within(improve).getByText('30/100')).toBeInTheDocument();
    const link = within(improve).getByRole('link', { name: /Plan learning/ });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/candidate');
    expect(url.searchParams.get('skill')).toBe('React');
    expect(url.searchParams.get('level')).toBe('intermediate');
    expect(url.searchParams.get('goal')).toBe('Improve my React skills in effects and data fetching');
    expect(api.find('POST', '/api/get-interview-question')).toHaveLength(2);

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Agent' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Skill/ })).toHaveValue('React');
  });

  it('issue 15: scores 88, 40, 72 list Q1 and Q3 as strong and Q2 to improve, whatever the focus areas average', async () => {
    assessmentApi({ 'Value and setter': 88, 'No idea': 40, 'After the setter': 72 });
    renderApp('/assessment');
    await start(undefined, '3');
    await screen.findByText('What does useState return?');
    await answer('Value and setter');
    await screen.findByText('Why do effects need dependencies?');
    await answer('No idea');
    await screen.findByText('When does a state update re-render?');
    await answer('After the setter');

    const summary = await screen.findByRole('region', { name: 'Progress summary' });
    expect(within(summary).getByTestId('final-average')).toHaveTextContent('67/100');
    const strong = within(summary).getByRole('region', { name: 'Strong areas' });
    const improve = within(summary).getByRole('region', { name: 'Areas to improve' });
    expect(within(strong).getAllByRole('listitem').map((item) => item.getAttribute('data-testid'))).toEqual(['area-Q1', 'area-Q3']);
    expect(within(strong).getByTestId('area-Q1')).toHaveTextContent('88/100');
    expect(within(strong).getByTestId('area-Q3')).toHaveTextContent('72/100');
    expect(within(improve).getAllByRole('listitem').map((item) => item.getAttribute('data-testid'))).toEqual(['area-Q2']);
    expect(within(improve).getByTestId('area-Q2')).toHaveTextContent('40/100');
    expect(screen.queryByText(/No strong areas yet/)).not.toBeInTheDocument();
    // Q1 and Q3 share "state and hooks": the second view shows their average and says it is one.
    const area = within(within(summary).getByRole('region', { name: 'By focus area' })).getByTestId('focus-area-state and hooks');
    expect(area).toHaveTextContent('Average 80/100');
    expect(area).toHaveTextContent('2 of 2 questions at 70 or more');
    expect(await within(summary).findByTestId('score-chart')).toBeInTheDocument();
  });

  it('Quit goes back to the start form', async () => {
    assessmentApi({});
    renderApp('/assessment');
    await start();
    await screen.findByText('What does useState return?');
    await userEvent.click(screen.getByRole('button', { name: 'Quit' }));
    expect(await screen.findByRole('button', { name: 'Start Assessment' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('shows the evaluation error in the chat and gives the answer back to send again', async () => {
    let failEvaluation = true;
    const api = assessmentApi({ 'My answer': 90 }, (call) => {
      if (call.path === '/api/evaluate-answer' && failEvaluation) return { status: 503, body: { message: 'AI service unavailable' } };
      return undefined;
    });
    renderApp('/assessment');
    await start(undefined, '1');
    await screen.findByText('What does useState return?');
    await answer('My answer');
    expect(await screen.findByText('Sorry, there was an error evaluating your answer. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('My answer');
    expect(screen.getByTestId('running-average')).toHaveTextContent('Average score: -');

    failEvaluation = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('region', { name: 'Progress summary' });
    expect(within(summary).getByTestId('final-average')).toHaveTextContent('90/100');
    expect(api.find('POST', '/api/evaluate-answer')).toHaveLength(2);
  });

  describe('question fetch retries (fake timers)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('tries the first question 3 times, 1 s then 2 s apart, and starts on the third success', async () => {
      let calls = 0;
      const api = assessmentApi({}, (call) => {
        if (call.path !== '/api/get-interview-question') return undefined;
        calls += 1;
        return calls < 3 ? { status: 503, body: { message: 'AI service unavailable' } } : undefined;
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/assessment');
      await start(user);
      await waitFor(() => expect(api.calls).toHaveLength(1));
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(api.calls).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(api.calls).toHaveLength(2);
      await act(() => jest.advanceTimersByTimeAsync(1999));
      expect(api.calls).toHaveLength(2);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(api.calls).toHaveLength(3);
      expect(await screen.findByText('What does useState return?')).toBeInTheDocument();
      expect(screen.queryByText('Failed to start assessment. Please try again.')).not.toBeInTheDocument();
    });

    it('says the spec text after three failures and stays on the start form', async () => {
      const api = assessmentApi({}, (call) => (call.path === '/api/get-interview-question' ? { status: 500, body: { message: 'boom' } } : undefined));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/assessment');
      await start(user);
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(await screen.findByText('Failed to start assessment. Please try again.')).toBeInTheDocument();
      expect(api.calls).toHaveLength(3);
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(api.calls).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Start Assessment' })).toBeInTheDocument();
      expect(screen.queryByRole('log')).not.toBeInTheDocument();
    });

    it('offers Try again when a later question cannot be fetched after three tries', async () => {
      let failSecond = true;
      const api = assessmentApi({ 'An answer': 75 }, (call) => {
        const body = call.body as { currentQuestion?: number };
        if (call.path === '/api/get-interview-question' && body.currentQuestion === 2 && failSecond) return { status: 503, body: { message: 'down' } };
        return undefined;
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/assessment');
      await start(user);
      await screen.findByText('What does useState return?');
      await answer('An answer', user);
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(await screen.findByText('Could not load the next question.')).toBeInTheDocument();
      expect(api.find('POST', '/api/get-interview-question').filter((c) => (c.body as { currentQuestion: number }).currentQuestion === 2)).toHaveLength(3);
      expect(screen.getByTestId('running-average')).toHaveTextContent('Average score: 75/100');
      expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeDisabled();

      failSecond = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Why do effects need dependencies?')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.getByText(/Question 2 of 2/)).toBeInTheDocument();
    });
  });
});
