import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions server in the test process, for the AI service started with
 * AI_PROVIDER=openai and AI_BASE_URL pointing here. It answers the structured-output request of each
 * agent (by the schema name the service sends), or misbehaves as told; closed, its port refuses.
 */
export type StubMode = 'valid' | 'garbage' | 'hang';

export interface StubRequest {
  schemaName: string | undefined;
  model: string;
  messages: { role: string; content: string }[];
}

/** What a well-behaved model answers, per structured-output name. */
export const STUB_ANSWERS: Record<string, Record<string, unknown>> = {
  interview_question: { question: 'How does React reconcile a list when an item is inserted?', expectedAnswer: 'Keys identify items so React reuses their state.', difficulty: 'intermediate' },
  answer_evaluation: { score: 77, feedback: 'Covers the scope capture; misses a practical use.' },
  learning_path: {
    overview: 'From first image to deployed services.',
    estimatedTimeToComplete: '6 weeks',
    prerequisites: ['Command line basics'],
    milestones: [
      { title: 'Images', description: 'Write a Dockerfile for your app.', timeEstimate: '2 weeks' },
      { title: 'Compose', description: 'Run the app and its database together.', timeEstimate: '2 weeks' },
      { title: 'Deploy', description: 'Push to a registry and deploy.', timeEstimate: '2 weeks' },
    ],
  },
  candidate_evaluation: {
    evaluation: '<h2 style="color:red">Strong fit</h2><p onclick="x()">5 years of <strong>Node.js</strong>.</p><script>alert(1)</script><a href="http://x">link</a><ul><li>Payments ledger</li></ul>',
    fitScore: 86,
  },
  resume_summary: { summary: 'Backend Engineer with 4 years of Node.js and PostgreSQL at Acme and Globex.' },
};

export class OpenAiStub {
  mode: StubMode = 'valid';
  readonly requests: StubRequest[] = [];
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  /** Starts listening; returns the base URL for AI_BASE_URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Stops listening and drops open connections: from now on the port refuses connections. */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: StubRequest['messages']; response_format?: { json_schema?: { name?: string } } };
      const schemaName = body.response_format?.json_schema?.name;
      this.requests.push({ schemaName, model: body.model, messages: body.messages });
      if (this.mode === 'hang') {
        this.hanging.add(res);
        return;
      }
      const content = this.mode === 'garbage' ? 'Sure! Here is what you asked for, in prose.' : JSON.stringify(STUB_ANSWERS[schemaName ?? ''] ?? {});
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${this.requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  }
}
