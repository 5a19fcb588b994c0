import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { AI_OPERATIONS, aiOperationRoles, type AiOperation, type AiOperationName, type AiReplies, type RequestOf } from '@hirewise/contracts';
import { addGeneratedRoutes, ClientRegistry, parseOrThrow } from '@hirewise/server-kit';
import { Roles } from '../auth/auth.decorators';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { AiRateLimitGuard } from '../http-hardening/ai-rate-limit';

/** The AI service may spend AI_TIMEOUT_MS on the LLM and then answer locally: wait that long plus this. */
export const AI_TIMEOUT_MARGIN_MS = 5000;

/** One handler per AI operation, named after it: `interviewQuestion(body)`, `evaluateAnswer(body)`... */
export type AiRoutes = { [N in AiOperationName]: (body: unknown) => Promise<AiReplies[N]> };

/**
 * Spec section 7's AI calls on the product's own host, answered by the AI service over the broker.
 * Generated from the contracts' AI_OPERATIONS (below): one POST route per operation with its
 * roles (403 for the other user type, e.g. suggest-candidate is for recruiters) and, for the
 * `ai-user` rate-limit class, the user's AI budget (AI_RATE_LIMIT per AI_RATE_WINDOW_MS, shared
 * with /ai): 429. Errors carry the spec's `error` field next to `message` (the global
 * AllExceptionsFilter, for every `isAiCallPath`).
 */
@Controller()
class AiRoutesControllerBase {
  private readonly timeoutMs: number;

  constructor(
    private readonly clients: ClientRegistry,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.timeoutMs = config.AI_TIMEOUT_MS + AI_TIMEOUT_MARGIN_MS;
  }

  /** The body checked with the operation's schema (400 naming the field), then the message. */
  async ask<N extends AiOperationName>(op: AiOperation<N>, body: unknown): Promise<AiReplies[N]> {
    const input = parseOrThrow(op.request, body) as RequestOf<AiOperation<N>['pattern']>;
    return (await this.clients.get('ai').send(op.pattern, input, this.timeoutMs)) as AiReplies[N];
  }
}

addGeneratedRoutes(
  AiRoutesControllerBase,
  AI_OPERATIONS.map((op) => {
    const roles = aiOperationRoles(op);
    return {
      name: op.name,
      decorators: [Post(op.path), HttpCode(200), ...(roles ? [Roles(...roles)] : []), ...(op.rateLimit === 'ai-user' ? [UseGuards(AiRateLimitGuard)] : [])],
      parameters: [Body()],
      handler(this: AiRoutesControllerBase, body: unknown) {
        return this.ask(op, body);
      },
    };
  }),
);

export type AiRoutesController = AiRoutesControllerBase & AiRoutes;
export const AiRoutesController = AiRoutesControllerBase as unknown as {
  new (clients: ClientRegistry, config: GatewayConfig): AiRoutesController;
  prototype: AiRoutesController;
};
