import type { LearningPath, ResumeResult } from '@hirewise/contracts/ai';
import { ambientResponse, type FakeResponse } from '@/test-utils/render';

export const aLearningPath = (): LearningPath => ({
  overview: 'A hands-on path from React basics to production apps.',
  estimatedTimeToComplete: '8 weeks',
  prerequisites: ['HTML & CSS', 'JavaScript fundamentals'],
  milestones: [
    {
      title: 'Components and props',
      description: 'Build small components and compose them.',
      timeEstimate: '2 weeks',
      resource: { title: 'React docs: Your first component', url: 'https://react.dev/learn/your-first-component', type: 'reading' },
    },
    { title: 'State and effects', description: 'Manage state with hooks.', timeEstimate: '3 weeks' },
  ],
});

export const aResume = (overrides: Partial<ResumeResult> = {}): ResumeResult => ({
  fullName: 'Asha Rao',
  currentPosition: 'Senior Frontend Engineer',
  currentTechnologies: 'React, TypeScript, Node.js',
  summary: 'Senior Frontend Engineer with 6 years of experience in React, TypeScript and Node.js.',
  companies: [
    { name: 'Infosys', position: 'Frontend Engineer' },
    { name: 'Flipkart', position: 'Senior Frontend Engineer' },
  ],
  imageUrl: '',
  source: 'local',
  ...overrides,
});

/**
 * A fetch whose answers the test releases one by one, to look at the screen while a call is pending.
 * The shell's own call (the bell's unread count) is answered at once and not recorded.
 */
export function controlledFetch(): { calls: Array<{ url: string; init?: RequestInit }>; respond: (answer: FakeResponse) => void; fail: (error: Error) => void } {
  const pending: Array<{ resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    const ambient = ambientResponse(url, init);
    if (ambient) return Promise.resolve(ambient);
    return new Promise((resolve, reject) => {
      calls.push({ url, init });
      pending.push({ resolve, reject });
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  }) as unknown as typeof fetch;
  return {
    calls,
    respond: (answer) => {
      const next = pending.shift();
      if (!next) throw new Error('no pending call');
      next.resolve({
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        statusText: '',
        headers: { get: () => null },
        text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
      });
    },
    fail: (error) => pending.shift()?.reject(error),
  };
}

export function headerOf(call: { init?: RequestInit } | undefined, name: string): string | undefined {
  return (call?.init?.headers as Record<string, string> | undefined)?.[name];
}
