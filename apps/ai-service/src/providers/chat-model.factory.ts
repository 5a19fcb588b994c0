import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatOllama } from '@langchain/ollama';
import { ChatOpenAI } from '@langchain/openai';
import { ConfigError } from '@hirewise/server-kit';
import type { AiConfig } from '../config/ai.config';

/** OpenAI-compatible servers (vLLM, LM Studio, llama.cpp) often take no key, but the client insists on one. */
const KEYLESS_PLACEHOLDER = 'not-needed';

/**
 * The LangChain chat model for the configured provider, or undefined for `local` (the local
 * engine answers everything). Built once at start; a provider that cannot be built stops the
 * service with a clear message instead of failing on every request.
 */
export function createChatModel(config: AiConfig): BaseChatModel | undefined {
  if (config.provider === 'local') return undefined;
  const common = { model: config.model, temperature: config.temperature, maxRetries: config.maxRetries };
  try {
    switch (config.provider) {
      case 'openai':
        return new ChatOpenAI({
          ...common,
          timeout: config.timeoutMs,
          apiKey: config.apiKey ?? (config.baseUrl ? KEYLESS_PLACEHOLDER : undefined),
          configuration: config.baseUrl ? { baseURL: config.baseUrl } : undefined,
        });
      case 'anthropic':
        return new ChatAnthropic({ ...common, apiKey: config.apiKey, anthropicApiUrl: config.baseUrl });
      case 'ollama':
        return new ChatOllama({ ...common, baseUrl: config.baseUrl });
    }
  } catch (err) {
    throw new ConfigError([`AI_PROVIDER=${config.provider}: ${err instanceof Error ? err.message : String(err)}`]);
  }
}
