import { Module, type DynamicModule } from '@nestjs/common';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { createLocalEngine } from '@hirewise/ai-engine';
import { AI_CONFIG, type AiConfig } from '../config/ai.config';
import { AgentRunner } from './agent-runner';
import { CHAT_MODEL, LOCAL_ENGINE } from './tokens';

/**
 * The configured LLM provider (or none: `local`), the local engine, and the runner that falls back
 * from one to the other. Built from the AI settings read at start: global, like the kit's config.
 */
@Module({})
export class ProvidersModule {
  static forRoot(ai: AiConfig, model: BaseChatModel | undefined): DynamicModule {
    return {
      module: ProvidersModule,
      global: true,
      providers: [
        { provide: AI_CONFIG, useValue: ai },
        // Nest ignores an undefined useValue, so `local` is null.
        { provide: CHAT_MODEL, useValue: model ?? null },
        { provide: LOCAL_ENGINE, useFactory: createLocalEngine },
        AgentRunner,
      ],
      exports: [AI_CONFIG, LOCAL_ENGINE, AgentRunner],
    };
  }
}
