import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseMessage } from '@langchain/core/messages';
import type { z } from 'zod';

/** What one agent asks the model: the prompt, and the schema its structured answer must match. */
export interface StructuredCall<S extends z.ZodType<Record<string, unknown>>> {
  /** Function name the provider sees for the structured output (letters, digits, underscores). */
  name: string;
  messages: BaseMessage[];
  schema: S;
}

export class LlmTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'LlmTimeoutError';
  }
}

/**
 * Prompt -> the model's structured output -> parsed against the schema. Providers validate
 * structured output unevenly (some only JSON.parse it), so the zod parse here is the one that
 * counts. The call is aborted and rejected at `timeoutMs` whatever the provider client does.
 */
export async function invokeStructured<S extends z.ZodType<Record<string, unknown>>>(
  model: BaseChatModel,
  call: StructuredCall<S>,
  timeoutMs: number,
): Promise<z.output<S>> {
  const runnable = model.withStructuredOutput(call.schema, { name: call.name });
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new LlmTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  try {
    const raw: unknown = await Promise.race([runnable.invoke(call.messages, { signal: controller.signal }), timedOut]);
    return call.schema.parse(raw);
  } finally {
    clearTimeout(timer);
  }
}
