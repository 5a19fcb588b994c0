import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { isAiCallPath } from '@hirewise/contracts';
import { DatabaseModule, jwtOptions, KitModule, type ModuleBuilder } from '@hirewise/server-kit';
import { AgentsModule } from './agents/agents.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { describeAiConfig, loadAiConfig } from './config/ai.config';
import { DocsModule } from './docs/docs.module';
import { AiHttpModule } from './http/ai-http.module';
import { MIGRATIONS_DIR } from './paths';
import { createChatModel } from './providers/chat-model.factory';
import { ProvidersModule } from './providers/providers.module';
import * as schema from './schema';

@Module({})
export class AiAppModule {}

/**
 * The AI service: five agents over the transport (from the gateway) and over its own HTTP API
 * (bearer JWT or a service client's API key), with its OpenAPI document at /docs. Its database holds
 * the API keys. AI settings are read from `env` at build time. The kit, the database, the token
 * verifier and the providers are global; then one module per feature (docs/architecture.md,
 * "Services: one module per feature").
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
        DatabaseModule.forRoot({ schema, migrationsFolder: MIGRATIONS_DIR, outbox: false }),
        JwtModule.register({ ...jwtOptions(config.JWT_SECRET), global: true }),
        ProvidersModule.forRoot(ai, model),
        AgentsModule,
        ApiKeysModule,
        AiHttpModule,
        DocsModule,
      ],
    };
  };
}

export const buildAiModule: ModuleBuilder = aiModuleBuilder();
