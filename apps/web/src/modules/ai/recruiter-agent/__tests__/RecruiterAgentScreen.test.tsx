import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, mockApi, renderApp, signIn } from '@/test-utils/render';
import { controlledFetch, headerOf } from '../../shared/__tests__/ai-fixtures';

async function fillForm() {
  await userEvent.type(screen.getByRole('textbox', { name: /Company Description/ }), '  A fintech startup in Pune  ');
  await userEvent.type(screen.getByRole('textbox', { name: /Candidate Information/ }), '5 years of React and TypeScript');
  await userEvent.type(screen.getByRole('textbox', { name: /Job Description/ }), 'Senior frontend engineer: React, GraphQL');
}

describe('/recruiter Recruiter Agent', () => {
  beforeEach(() => signIn({ token: 'tok-r', type: 'recruiter' }));
  afterEach(() => clearToasts());

  it('shows the Job Hiring Agent form', () => {
    renderApp('/recruiter');
    const form = screen.getByRole('form', { name: 'Job Hiring Agent' });
    expect(within(form).getByRole('heading', { name: 'Job Hiring Agent' })).toBeInTheDocument();
    for (const label of [/Company Description/, /Candidate Information/, /Job Description/]) {
      expect(within(form).getByRole('textbox', { name: label }).tagName).toBe('TEXTAREA');
    }
    expect(within(form).getByRole('button', { name: 'Generate' })).toBeInTheDocument();
  });

  it('asks for every field before sending', async () => {
    const api = mockApi(() => undefined);
    renderApp('/recruiter');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Company description is required')).toBeInTheDocument();
    expect(screen.getByText('Candidate information is required')).toBeInTheDocument();
    expect(screen.getByText('Job description is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("posts JSON straight to the AI service, shows 'Loading...' and then the sanitized evaluation", async () => {
    const server = controlledFetch();
    renderApp('/recruiter');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.url).toBe('/ai/api/suggest-candidate');
    expect(server.calls[0]?.init?.method).toBe('POST');
    expect(headerOf(server.calls[0], 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(server.calls[0]?.init?.body))).toEqual({
      companyDescription: 'A fintech startup in Pune',
      candidateInfo: '5 years of React and TypeScript',
      jobDescription: 'Senior frontend engineer: React, GraphQL',
    });

    server.respond({
      status: 200,
      body: {
        evaluation: '<h2>Strengths</h2><ul><li onclick="steal()">React</li></ul><script>steal()</script><img src=x onerror="steal()"><p><strong>Recommendation:</strong> interview</p>',
        fitScore: 78,
        source: 'local',
      },
    });
    const evaluation = await screen.findByRole('region', { name: 'Candidate evaluation' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(within(evaluation).getByRole('heading', { level: 2, name: 'Strengths' })).toBeInTheDocument();
    expect(within(evaluation).getByText('React')).toBeInTheDocument();
    expect(evaluation.querySelectorAll('script, img, [onclick], [onerror]')).toHaveLength(0);
    expect(screen.getByText('Fit score: 78/100')).toBeInTheDocument();
  });

  it.each([
    [500, { message: 'AI service unavailable' }],
    [400, { error: 'Job description is required', message: 'Job description is required' }],
  ])('says the spec text when the call fails with %s', async (status, body) => {
    mockApi(() => ({ status, body }));
    renderApp('/recruiter');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Failed to generate evaluation. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });
});
