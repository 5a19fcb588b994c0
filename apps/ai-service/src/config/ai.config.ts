import { z } from 'zod';
import { parseEnv } from '@hirewise/server-kit';

export const AI_PROVIDERS = ['local', 'openai', 'anthropic', 'ollama'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Default model per provider when AI_MODEL is not set. */
export const DEFAULT_MODELS: Record<Exclude<AiProvider, 'local'>, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  ollama: 'llama3.1',
};

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The AI service's own settings (architecture section 8); everything else comes from the shared config. */
export const aiEnvSchema = z.object({
  AI_PROVIDER: z.enum(AI_PROVIDERS, { error: 'must be local, openai, anthropic or ollama' }).default('local'),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** An OpenAI-compatible server (openai) or the Ollama server (ollama). */
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url('must be an http(s):// URL').optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  AI_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(100, 'must be at least 100').default(20_000),
  AI_TEMPERATURE: z.coerce.number({ error: 'must be a number' }).min(0, 'must be between 0 and 2').max(2, 'must be between 0 and 2').default(0.2),
  /** Retries inside the provider client; the whole call still ends at AI_TIMEOUT_MS. */
  AI_MAX_RETRIES: z.coerce.number({ error: 'must be a number' }).int().min(0, 'must be 0 or more').max(5, 'must be at most 5').default(1),
});

export type AiEnv = z.infer<typeof aiEnvSchema>;

export interface AiConfig {
  provider: AiProvider;
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs: number;
  temperature: number;
  maxRetries: number;
}

export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const e = parseEnv(aiEnvSchema, env);
  const model = e.AI_PROVIDER === 'local' ? undefined : (e.AI_MODEL ?? DEFAULT_MODELS[e.AI_PROVIDER]);
  return {
    provider: e.AI_PROVIDER,
    model,
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    timeoutMs: e.AI_TIMEOUT_MS,
    temperature: e.AI_TEMPERATURE,
    maxRetries: e.AI_MAX_RETRIES,
  };
}

/** For the start-up log line: the key never appears. */
export function describeAiConfig(config: AiConfig): Record<string, unknown> {
  return { ...config, apiKey: config.apiKey ? '***' : undefined };
}

export const AI_CONFIG = Symbol('AI_CONFIG');
