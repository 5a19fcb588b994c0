import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { createLocalEngine } from '@hirewise/ai-engine';
import { isAiCallPath } from '@hirewise/contracts';
import { DatabaseModule, jwtOptions, KitModule, type ModuleBuilder } from '@hirewise/server-kit';
import { AgentsController } from './agents/agents.controller';
import { AgentsService } from './agents/agents.service';
import { ApiKeysAdminServer } from './api-keys/admin-server';
import { ApiKeyStore } from './api-keys/api-key.store';
import { AI_CONFIG, describeAiConfig, loadAiConfig } from './config/ai.config';
import { DocsController } from './docs/docs.controller';
import { AiCallerGuard } from './http/ai-caller.guard';
import { AiHttpController } from './http/ai-http.controller';
import { BearerGuard } from './http/bearer.guard';
import { AgentRunner } from './providers/agent-runner';
import { createChatModel } from './providers/chat-model.factory';
import { CHAT_MODEL, LOCAL_ENGINE } from './providers/tokens';
import { MIGRATIONS_DIR } from './paths';
import * as schema from './schema';

@Module({})
export class AiAppModule {}

/**
 * The AI service: five agents over the transport (from the gateway) and over its own HTTP API
 * (bearer JWT or a service client's API key), with its OpenAPI document at /docs. Its database holds
 * the API keys. AI settings are read from `env` at build time.
 */
export function aiModuleBuilder(env: NodeJS.ProcessEnv = process.env): ModuleBuilder {
  return (config, logger): DynamicModule => {
    const ai = loadAiConfig(env);
    const model = createChatModel(ai);
    logger.info({ ai: describeAiConfig(ai) }, `AI provider: ${ai.provider}`);
    return {
      module: AiAppModule,
      imports: [
        KitModule.forService({ config, logger, errorField: isAiCallPath }),
        DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR }),
        JwtModule.register(jwtOptions(config.JWT_SECRET)),
      ],
      controllers: [AgentsController, AiHttpController, DocsController],
      providers: [
        { provide: AI_CONFIG, useValue: ai },
        // Nest ignores an undefined useValue, so `local` is null.
        { provide: CHAT_MODEL, useValue: model ?? null },
        { provide: LOCAL_ENGINE, useFactory: createLocalEngine },
        AgentRunner,
        AgentsService,
        BearerGuard,
        ApiKeyStore,
        AiCallerGuard,
        ApiKeysAdminServer,
      ],
    };
  };
}

export const buildAiModule: ModuleBuilder = aiModuleBuilder();
