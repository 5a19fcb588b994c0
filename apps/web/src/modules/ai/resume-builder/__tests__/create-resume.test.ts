import { createResume, interpretResumeResponse, ResumeError } from '../api/create-resume';
import { aResume, controlledFetch, headerOf } from '../../shared/__tests__/ai-fixtures';

const request = { fullName: 'Asha Rao', currentPosition: 'Engineer', currentLength: 3, currentTechnologies: 'React', companies: [{ name: 'Acme', position: 'Engineer' }] };

function failureOf(status: number, body: unknown): string {
  try {
    interpretResumeResponse(status, body);
  } catch (error) {
    if (error instanceof ResumeError) return error.message;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('resume-create answers (spec section 8)', () => {
  it('reads a 2xx resume', () => {
    const { source, ...result } = aResume();
    expect(interpretResumeResponse(200, { ...result, source })).toEqual(aResume());
    expect(interpretResumeResponse(201, result).source).toBe('local');
  });

  it.each([
    ['a 400 with an error text', 400, { error: 'Full name is required', message: 'Full name is required' }, 'Full name is required'],
    ['a 400 with a message only', 400, { message: 'Bad shape' }, 'Bad shape'],
    ['a 400 without a text', 400, undefined, 'Invalid form data'],
    ['a 400 with an empty error', 400, { error: '' }, 'Invalid form data'],
    ['a 200 without a body', 200, undefined, 'Failed to create resume'],
    ['a 200 with an error field', 200, { ...aResume(), error: 'LLM refused' }, 'Failed to create resume'],
    ['a 404 (under 500, so an answer) with a message', 404, { message: 'Not Found' }, 'Failed to create resume'],
    ['a 200 that is not a resume', 200, { fullName: 'Asha' }, 'Failed to create resume'],
    ['a 500 with an error text', 500, { error: 'Model crashed', message: 'Model crashed' }, 'Model crashed'],
    ['a 503 with a message', 503, { message: 'AI service unavailable' }, 'AI service unavailable'],
    ['a 502 without a text', 502, undefined, 'Server error occurred'],
  ])('%s gives %j', (_case, status, body, message) => {
    expect(failureOf(status, body)).toBe(message);
  });
});

describe('createResume', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('posts JSON to the AI service and reads a 400 body instead of throwing on the status', async () => {
    const server = controlledFetch();
    const result = createResume(request);
    server.respond({ status: 400, body: { error: 'Position is required', message: 'Position is required' } });
    await expect(result).rejects.toThrow('Position is required');
    expect(server.calls[0]?.url).toBe('/ai/api/resume-create');
    expect(server.calls[0]?.init?.method).toBe('POST');
    expect(headerOf(server.calls[0], 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(server.calls[0]?.init?.body))).toEqual(request);
  });

  it('gives up after 15 seconds, not before', async () => {
    const server = controlledFetch();
    let settled = false;
    const result = createResume(request).finally(() => {
      settled = true;
    });
    const failure = expect(result).rejects.toThrow('The resume service did not answer within 15 seconds. Please try again.');
    await jest.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    expect(server.calls[0]?.init?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await failure;
    expect(server.calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('says Server error occurred when the server cannot be reached', async () => {
    const server = controlledFetch();
    const result = createResume(request);
    server.fail(new TypeError('Failed to fetch'));
    await expect(result).rejects.toThrow('Server error occurred');
  });
});
