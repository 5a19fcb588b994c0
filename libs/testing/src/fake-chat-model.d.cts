/** Types of fake-chat-model.cjs, for the suites that import it. */
export interface ChatRequest {
  schemaName: string | undefined;
  model: string;
  messages: { role: string; content: string }[];
}
export type ChatAnswer = { content: string } | { status: number } | 'hang';
export declare class FakeChatModel {
  constructor(respond: (request: ChatRequest, index: number) => ChatAnswer);
  readonly requests: ChatRequest[];
  start(): Promise<string>;
  close(): Promise<void>;
}
