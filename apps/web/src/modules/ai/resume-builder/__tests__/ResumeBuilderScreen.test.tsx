import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, mockApi, renderApp, signIn } from '@/test-utils/render';
import { aResume } from '../../shared/__tests__/ai-fixtures';

function rows(): HTMLElement[] {
  return screen.getAllByTestId('work-experience-row');
}

/** Types the text in one go (a paste): the form's rules, not keystrokes, are under test. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillForm() {
  await fill(screen.getByRole('textbox', { name: /Full Name/ }), '  Asha Rao  ');
  await fill(screen.getByRole('textbox', { name: /Current Position/ }), ' Senior Frontend Engineer ');
  await fill(screen.getByRole('spinbutton', { name: /Experience \(years\)/ }), '6');
  await fill(screen.getByRole('textbox', { name: /Technologies/ }), 'React, TypeScript, Node.js ');
  await fill(screen.getByRole('textbox', { name: 'Company Name 1' }), ' Infosys');
  await fill(screen.getByRole('textbox', { name: 'Position 1' }), 'Frontend Engineer');
  await userEvent.click(screen.getByRole('button', { name: 'Add More' }));
  await fill(screen.getByRole('textbox', { name: 'Company Name 2' }), 'Flipkart ');
  await fill(screen.getByRole('textbox', { name: 'Position 2' }), ' Senior Frontend Engineer');
}

describe('/resume Resume Builder', () => {
  beforeEach(() => signIn({ token: 'tok-b', type: 'recruiter' }));
  afterEach(() => clearToasts());

  it('asks a visitor without a session to log in (the AI service needs the token)', () => {
    window.localStorage.clear();
    renderApp('/resume');
    expect(screen.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.getByText('Log in to build your resume')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Resume' })).not.toBeInTheDocument();
  });

  it('ends the session when the AI service refuses the token', async () => {
    mockApi(({ path }) => (path === '/ai/api/resume-create' ? { status: 401, body: { error: 'Invalid token', message: 'Invalid token' } } : undefined));
    renderApp('/resume');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Resume' }));
    expect(await screen.findByText('Log in to build your resume')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says how to get a preview and offers no Print Resume before generation', () => {
    renderApp('/resume');
    expect(screen.getByText('Fill the form to preview your resume')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print Resume/ })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Experience \(years\)/ })).toHaveAttribute('min', '0');
  });

  it('puts Add More on the last row only and Remove on every row after the first', async () => {
    renderApp('/resume');
    expect(within(rows()[0]!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Add More' }));
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Add More' }));
    expect(rows()).toHaveLength(3);
    expect(rows().map((row) => within(row).queryByRole('button', { name: 'Add More' }) !== null)).toEqual([false, false, true]);
    expect(rows().map((row) => within(row).queryByRole('button', { name: /Remove/ }) !== null)).toEqual([false, true, true]);
    await fill(screen.getByRole('textbox', { name: 'Company Name 3' }), 'Third');
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: /Remove/ }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Company Name 2' })).toHaveValue('Third');
  });

  it('requires every field and sends nothing until they are filled', async () => {
    const api = mockApi(() => undefined);
    renderApp('/resume');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Resume' }));
    for (const text of ['Full name is required', 'Current position is required', 'Experience is required', 'Technologies is required', 'Company name is required', 'Position is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(api.calls).toHaveLength(0);
  });

  it('sends trimmed texts and a numeric experience, previews the resume and prints it titled <name>_Resume', async () => {
    const api = mockApi(({ path }) => (path === '/ai/api/resume-create' ? { status: 200, body: aResume({ imageUrl: 'https://example.com/asha.png' }) } : undefined));
    renderApp('/resume');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Resume' }));
    const preview = await screen.findByRole('article', { name: 'Resume preview' });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/ai/api/resume-create' });
    expect(api.calls[0]?.body).toEqual({
      fullName: 'Asha Rao',
      currentPosition: 'Senior Frontend Engineer',
      currentLength: 6,
      currentTechnologies: 'React, TypeScript, Node.js',
      companies: [
        { name: 'Infosys', position: 'Frontend Engineer' },
        { name: 'Flipkart', position: 'Senior Frontend Engineer' },
      ],
    });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok-b');

    expect(within(preview).getByRole('img', { name: 'Photo of Asha Rao' })).toHaveAttribute('src', 'https://example.com/asha.png');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Asha Rao' })).toBeInTheDocument();
    expect(within(preview).getAllByText('Senior Frontend Engineer').length).toBeGreaterThan(0);
    expect(within(within(preview).getByRole('region', { name: 'Professional Summary' })).getByText(/6 years of experience/)).toBeInTheDocument();
    expect(within(within(preview).getByRole('list', { name: 'Technical Skills' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'React',
      'TypeScript',
      'Node.js',
    ]);
    const jobs = within(within(preview).getByRole('list', { name: 'Work Experience' })).getAllByRole('listitem');
    expect(jobs.map((li) => li.textContent)).toEqual(['Frontend EngineerInfosys', 'Senior Frontend EngineerFlipkart']);
    expect(screen.queryByText('Fill the form to preview your resume')).not.toBeInTheDocument();

    document.title = 'Hirewise';
    const titles: string[] = [];
    window.print = jest.fn(() => {
      // What a browser does around its print dialog.
      window.dispatchEvent(new Event('beforeprint'));
      titles.push(document.title);
      window.dispatchEvent(new Event('afterprint'));
    });
    await userEvent.click(screen.getByRole('button', { name: /Print Resume/ }));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual(['Asha Rao_Resume']);
    expect(document.title).toBe('Hirewise');

    // The browser's own print (Ctrl+P) gets the same title.
    window.dispatchEvent(new Event('beforeprint'));
    expect(document.title).toBe('Asha Rao_Resume');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.title).toBe('Hirewise');
  });

  it('shows no photo without an image URL and titles the print Resume without a name', async () => {
    mockApi(() => ({ status: 200, body: aResume({ fullName: '' }) }));
    renderApp('/resume');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Resume' }));
    const preview = await screen.findByRole('article', { name: 'Resume preview' });
    expect(within(preview).queryByRole('img')).not.toBeInTheDocument();
    const titles: string[] = [];
    window.print = jest.fn(() => titles.push(document.title));
    await userEvent.click(screen.getByRole('button', { name: /Print Resume/ }));
    expect(titles).toEqual(['Resume']);
  });

  it.each([
    [400, { error: 'Position is required', message: 'Position is required' }, 'Position is required'],
    [400, undefined, 'Invalid form data'],
    [200, { error: 'Could not write a summary' }, 'Failed to create resume'],
    [500, { message: 'Model crashed' }, 'Model crashed'],
    [503, undefined, 'Server error occurred'],
  ])('a %s answer shows %j', async (status, body, message) => {
    mockApi(() => ({ status, body }));
    renderApp('/resume');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Resume' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(message));
    expect(screen.getByText('Fill the form to preview your resume')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print Resume/ })).not.toBeInTheDocument();
  });
});
