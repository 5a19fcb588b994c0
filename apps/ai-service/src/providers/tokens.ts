/** The LangChain chat model of the configured provider, or null for AI_PROVIDER=local. */
export const CHAT_MODEL = Symbol('CHAT_MODEL');
/** The local engine (@hirewise/ai-engine): the default, and the fallback for every LLM failure. */
export const LOCAL_ENGINE = Symbol('LOCAL_ENGINE');
