import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, renderApp, signIn } from '@/test-utils/render';
import { controlledFetch } from '../../shared/__tests__/ai-fixtures';

describe('/recruiter Recruiter Agent: score and evidence', () => {
  beforeEach(() => signIn({ token: 'tok-r', type: 'recruiter' }));
  afterEach(() => clearToasts());

  it('shows the score, the evidence per requirement (claims labelled) and the evaluation', async () => {
    const server = controlledFetch();
    renderApp('/recruiter');
    await userEvent.type(screen.getByRole('textbox', { name: /Company Description/ }), 'A QA consultancy');
    await userEvent.type(screen.getByRole('textbox', { name: /Candidate Information/ }), 'Skills: React\nStatement of purpose: I love testing.');
    await userEvent.type(screen.getByRole('textbox', { name: /Job Description/ }), 'Required: Testing, React');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    server.respond({
      status: 200,
      body: {
        evaluation: '<h3>Candidate evaluation</h3><p>Partial fit.</p>',
        score: 62,
        fitScore: 62,
        evidence: [
          { requirement: 'Testing', weight: 'required', status: 'claimed', quote: 'Statement of purpose: I love testing' },
          { requirement: 'React', weight: 'required', status: 'shown', quote: 'Skills: React' },
        ],
        source: 'local',
      },
    });

    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    expect(screen.getByText('Fit score: 62/100')).toBeInTheDocument();
    const [testing, react] = within(evidence).getAllByTestId('evidence-item');
    expect(within(testing).getByText('Claimed in the statement of purpose only')).toBeInTheDocument();
    expect(within(testing).getByText('\u201cStatement of purpose: I love testing\u201d')).toBeInTheDocument();
    expect(within(react).getByText('Shown')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Candidate evaluation' })).getByText('Partial fit.')).toBeInTheDocument();
  });
});
