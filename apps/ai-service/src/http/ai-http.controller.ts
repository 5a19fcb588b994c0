import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AI_OPERATIONS, aiOperationRoles } from '@hirewise/contracts';
import { addGeneratedRoutes } from '@hirewise/server-kit';
import { AgentsService } from '../agents/agents.service';
import { AiCallerGuard } from './ai-caller.guard';
import { AllowRoles } from './bearer.guard';

/**
 * The AI service's own HTTP API (spec: "{AI service}/api/..."), proxied by the gateway under /ai for
 * users (bearer JWT) and called directly by service clients (X-API-Key): AiCallerGuard.
 */
@Controller()
@UseGuards(AiCallerGuard)
export class AiHttpController {
  constructor(readonly agents: AgentsService) {}
}

/**
 * One POST route per agent of the contracts' AI_OPERATIONS (its path, its roles: suggest-candidate
 * is for recruiters, and service clients), answered by the AgentsService method of the same name.
 */
addGeneratedRoutes(
  AiHttpController,
  AI_OPERATIONS.map((op) => {
    const roles = aiOperationRoles(op);
    return {
      name: op.name,
      decorators: [Post(op.path), HttpCode(200), ...(roles ? [AllowRoles(...roles)] : [])],
      parameters: [Body()],
      handler(this: AiHttpController, body: unknown) {
        return this.agents[op.name](body);
      },
    };
  }),
);
