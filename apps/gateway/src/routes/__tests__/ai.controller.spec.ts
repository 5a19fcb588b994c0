import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { AI_OPERATIONS, Patterns } from '@hirewise/contracts';
import { DomainError, type ClientRegistry } from '@hirewise/server-kit';
import { IS_PUBLIC, ROLES } from '../../auth/auth.decorators';
import type { GatewayConfig } from '../../config/gateway.config';
import { AiRateLimitGuard } from '../../http-hardening/ai-rate-limit';
import { AI_TIMEOUT_MARGIN_MS, AiRoutesController } from '../ai.controller';

/** The routes' own work: validation, the message and its timeout. The AI service is stubbed here only (the e2e suite runs it). */
function controllerWith(reply: unknown, aiTimeoutMs = 20_000) {
  const sent: { pattern: string; payload: unknown; timeoutMs?: number }[] = [];
  const clients = {
    get: (service: string) => {
      expect(service).toBe('ai');
      return { send: async (pattern: string, payload: unknown, timeoutMs?: number) => (sent.push({ pattern, payload, timeoutMs }), reply) };
    },
  } as unknown as ClientRegistry;
  return { controller: new AiRoutesController(clients, { AI_TIMEOUT_MS: aiTimeoutMs } as GatewayConfig), sent };
}

describe('AiRoutesController', () => {
  it('needs a token on every route, and the recruiter role for suggest-candidate only', () => {
    const reflector = new Reflector();
    const proto = AiRoutesController.prototype;
    const handlers = [proto.interviewQuestion, proto.evaluateAnswer, proto.learningPath, proto.suggestCandidate, proto.createResume];
    for (const handler of handlers) expect(reflector.getAllAndOverride(IS_PUBLIC, [handler, AiRoutesController])).toBeUndefined();
    expect(handlers.map((h) => reflector.get(ROLES, h))).toEqual([undefined, undefined, undefined, ['recruiter'], undefined]);
  });

  it("serves exactly the contracts' AI_OPERATIONS: POST, 200, each behind the user's AI budget", () => {
    const proto = AiRoutesController.prototype as unknown as Record<string, object>;
    const routes = Object.getOwnPropertyNames(proto)
      .filter((name) => name !== 'constructor' && Reflect.getMetadata(PATH_METADATA, proto[name]) !== undefined)
      .map((name) => ({
        name,
        route: `${RequestMethod[Reflect.getMetadata(METHOD_METADATA, proto[name]) as number]} ${Reflect.getMetadata(PATH_METADATA, proto[name]) as string}`,
        status: Reflect.getMetadata(HTTP_CODE_METADATA, proto[name]) as number,
        guards: Reflect.getMetadata(GUARDS_METADATA, proto[name]) as unknown[],
      }));
    expect(routes).toEqual(AI_OPERATIONS.map((op) => ({ name: op.name, route: `POST ${op.path}`, status: 200, guards: [AiRateLimitGuard] })));
  });

  it('sends the parsed input (trimmed, typed, defaults filled) and waits AI_TIMEOUT_MS plus the margin', async () => {
    const { controller, sent } = controllerWith({ learningPath: {}, source: 'local' }, 3000);

    await controller.learningPath({ skill: ' Docker ', learningGoal: ' Deploy ' });
    await controller.interviewQuestion({ jobTitle: 'Dev', skills: 'React', experience: '3', currentQuestion: '2' });

    expect(sent).toEqual([
      {
        pattern: Patterns.ai.learningPath,
        payload: { skill: 'Docker', learningGoal: 'Deploy', currentLevel: 'beginner', timeframe: 'balanced', preferredStyle: 'hands-on' },
        timeoutMs: 3000 + AI_TIMEOUT_MARGIN_MS,
      },
      { pattern: Patterns.ai.interviewQuestion, payload: { jobTitle: 'Dev', skills: ['React'], experience: 3, currentQuestion: 2 }, timeoutMs: 3000 + AI_TIMEOUT_MARGIN_MS },
    ]);
  });

  it('refuses invalid input with 400 naming the field, and sends nothing', async () => {
    const { controller, sent } = controllerWith({});
    await expect(controller.createResume({ fullName: 'A', currentPosition: 'Dev', currentLength: 1, currentTechnologies: 'x', companies: [] })).rejects.toEqual(
      new DomainError('VALIDATION_FAILED', 'Add at least one company'),
    );
    await expect(controller.suggestCandidate('text')).rejects.toEqual(new DomainError('VALIDATION_FAILED', 'Request body must be a JSON object'));
    expect(sent).toEqual([]);
  });
});
