import { Inject, Injectable } from '@nestjs/common';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ZodError, type z } from 'zod';
import type { AiEngineInfo, AiSource } from '@hirewise/contracts';
import { LOCAL_ENGINE_INFO } from '@hirewise/ai-engine';
import { LOGGER, type Logger } from '@hirewise/server-kit';
import { AI_CONFIG, type AiConfig } from '../config/ai.config';
import { invokeStructured, LlmTimeoutError, type StructuredCall } from './structured-call';
import { CHAT_MODEL } from './tokens';

type Shape = Record<string, unknown>;

export interface AgentJob<Out extends Shape, L extends Shape, Local extends Out> {
  agent: string;
  /** The prompt's version, kept with the answer when the model gave it (provenance); `<agent>-1` when unset. */
  promptVersion?: string;
  /** The response schema every answer is parsed with, whoever produced it. */
  output: z.ZodType<Out>;
  /** The model's part: the prompt, its schema, and how its answer becomes the response. */
  llm: StructuredCall<z.ZodType<L>> & { toOutput(answer: L): Out };
  local(): Local;
}

export type FallbackReason = 'timeout' | 'invalid-output' | 'provider-error';

/**
 * Runs one agent call: the LLM when one is configured, otherwise (or when it times out, fails or
 * answers outside the schema) the local engine. Every answer says where it came from in `source`.
 */
@Injectable()
export class AgentRunner {
  constructor(
    @Inject(CHAT_MODEL) private readonly model: BaseChatModel | null,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async run<Out extends Shape, L extends Shape, Local extends Out>(job: AgentJob<Out, L, Local>): Promise<(Out | Local) & { source: AiSource; engine: AiEngineInfo }> {
    if (this.model) {
      const started = Date.now();
      try {
        const answer = await invokeStructured(this.model, job.llm, this.config.timeoutMs);
        const parsed = job.output.parse(job.llm.toOutput(answer));
        this.logger.debug({ agent: job.agent, ms: Date.now() - started }, 'llm answered');
        const engine: AiEngineInfo = { name: this.config.provider, version: job.promptVersion ?? `${job.agent}-1`, ...(this.config.model ? { model: this.config.model } : {}) };
        return { ...parsed, source: 'llm', engine };
      } catch (err) {
        this.logger.warn(
          { agent: job.agent, provider: this.config.provider, reason: reasonOf(err), error: errorText(err), ms: Date.now() - started },
          'llm call failed; the local engine answers',
        );
      }
    }
    const result = job.local();
    // The engine's extras (covered/missed, fitScore) stay; the schema guards the fields the contract promises.
    const engine = (result as { engine?: AiEngineInfo }).engine ?? LOCAL_ENGINE_INFO;
    return { ...result, ...job.output.parse(result), source: 'local', engine };
  }
}

export function reasonOf(err: unknown): FallbackReason {
  if (err instanceof LlmTimeoutError) return 'timeout';
  // LangChain's parser throws ZodErrors of its own zod copy: compare by name, not by class.
  if (err instanceof ZodError || isZodLike(err) || err instanceof SyntaxError || /structured output|parse/i.test(errorText(err))) return 'invalid-output';
  return 'provider-error';
}

/** A validation error of another zod copy (LangChain's parser): a zod name or a list of issues. */
function isZodLike(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return /zod/i.test(err.name) || Array.isArray((err as { issues?: unknown }).issues) || /^\s*\[\s*\{\s*"(?:expected|code)"/.test(err.message);
}

function errorText(err: unknown): string {
  if (err instanceof ZodError) return err.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ').slice(0, 500);
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}
