import { Patterns } from '@hirewise/contracts';
import { DomainError, type ClientRegistry } from '@hirewise/server-kit';
import type { GatewayConfig } from '../../config/gateway.config';
import { AiRoutesController } from '../ai.controller';

/** Issue 15 at the gateway: currentQuestion 0 and free-text learning styles are accepted and sent on in canonical form. */
function controllerWith() {
  const sent: { pattern: string; payload: unknown }[] = [];
  const clients = {
    get: () => ({ send: async (pattern: string, payload: unknown) => (sent.push({ pattern, payload }), {}) }),
  } as unknown as ClientRegistry;
  return { controller: new AiRoutesController(clients, { AI_TIMEOUT_MS: 1000 } as GatewayConfig), sent };
}

describe('AiRoutesController: lenient AI inputs (issue 15)', () => {
  it('accepts currentQuestion 0 and sends it as question 1', async () => {
    const { controller, sent } = controllerWith();
    await controller.interviewQuestion({ jobTitle: 'Dev', skills: ['React'], experience: 2, currentQuestion: 0 });
    await controller.interviewQuestion({ jobTitle: 'Dev', skills: ['React'], experience: 2, currentQuestion: '0' });
    expect(sent.map((s) => [s.pattern, (s.payload as { currentQuestion: number }).currentQuestion])).toEqual([
      [Patterns.ai.interviewQuestion, 1],
      [Patterns.ai.interviewQuestion, 1],
    ]);
  });

  it('still refuses a negative or too large currentQuestion with the existing messages', async () => {
    const { controller, sent } = controllerWith();
    await expect(controller.interviewQuestion({ jobTitle: 'Dev', skills: ['React'], experience: 2, currentQuestion: -1 })).rejects.toEqual(
      new DomainError('VALIDATION_FAILED', 'Current question must be at least 1'),
    );
    await expect(controller.interviewQuestion({ jobTitle: 'Dev', skills: ['React'], experience: 2, currentQuestion: 51 })).rejects.toEqual(
      new DomainError('VALIDATION_FAILED', 'Current question must be at most 50'),
    );
    expect(sent).toEqual([]);
  });

  it('maps a free-text preferredStyle to a canonical style and refuses only a value that is not text', async () => {
    const { controller, sent } = controllerWith();
    for (const preferredStyle of ['hands-on projects', 'YouTube videos', 'books', 'quizzes', 'telepathy', ''])
      await controller.learningPath({ skill: 'Docker', learningGoal: 'Deploy', preferredStyle });
    expect(sent.map((s) => (s.payload as { preferredStyle: string }).preferredStyle)).toEqual(['hands-on', 'video', 'reading', 'interactive', 'hands-on', 'hands-on']);
    await expect(controller.learningPath({ skill: 'Docker', learningGoal: 'Deploy', preferredStyle: 7 })).rejects.toEqual(
      new DomainError('VALIDATION_FAILED', 'Preferred style must be video, reading, hands-on or interactive'),
    );
    expect(sent).toHaveLength(6);
  });
});
