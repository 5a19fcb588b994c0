import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AiCallerGuard } from './ai-caller.guard';
import { AiHttpController } from './ai-http.controller';
import { BearerGuard } from './bearer.guard';

/** The AI service's own HTTP API: the agents for a bearer JWT (with the global JwtModule) or an API key. */
@Module({
  imports: [AgentsModule, ApiKeysModule],
  controllers: [AiHttpController],
  providers: [BearerGuard, AiCallerGuard],
})
export class AiHttpModule {}
