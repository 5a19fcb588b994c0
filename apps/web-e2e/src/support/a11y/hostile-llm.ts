import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALL_PAYLOADS, XSS } from './xss.payloads';

/**
 * An OpenAI-compatible chat-completions server in the test process standing in for a model that a
 * prompt injection has turned: every answer carries script, event handlers, javascript: links and
 * frames, and repeats the user's own input (which holds payloads too) as raw HTML. The AI service
 * runs with AI_PROVIDER=openai and AI_BASE_URL here. In 'down' mode it answers 500, so the local
 * engine answers instead (source local), as it does when a provider fails.
 */
export class HostileLlm {
  mode: 'hostile' | 'down' = 'hostile';
  /** Structured-output names asked for, in order. */
  readonly asked: string[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[]; response_format?: { json_schema?: { name?: string } } };
      const name = body.response_format?.json_schema?.name ?? '';
      this.asked.push(name);
      if (this.mode === 'down') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'down' } }));
        return;
      }
      const content = JSON.stringify(answer(name, userInput(body.messages)));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${this.asked.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  }
}

/** The values of the JSON input the prompt carries after "Input:" (see the AI service's prompt-parts). */
function userInput(messages: { role: string; content: string }[]): string {
  const text = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const json = text.slice(text.indexOf('{'));
  try {
    return Object.values(JSON.parse(json) as Record<string, unknown>)
      .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
      .join(' ');
  } catch {
    return text;
  }
}

function answer(name: string, echo: string): Record<string, unknown> {
  switch (name) {
    case 'interview_question':
      return { question: `Explain closures. ${XSS.img} ${XSS.script}`, expectedAnswer: 'A function keeps the variables of the scope it was made in.', difficulty: 'intermediate' };
    case 'answer_evaluation':
      return { score: 55, feedback: `You wrote: ${echo} ${XSS.svg}` };
    case 'learning_path':
      return {
        overview: `Your goal: ${echo} ${XSS.img}`,
        estimatedTimeToComplete: `4 weeks ${XSS.svg}`,
        prerequisites: [XSS.script, XSS.link],
        milestones: [
          { title: `Basics ${XSS.svg}`, description: `Start here ${XSS.iframe}`, timeEstimate: '2 weeks' },
          { title: `Project ${XSS.link}`, description: `Build it ${XSS.jsUrl}`, timeEstimate: '2 weeks' },
        ],
      };
    case 'candidate_evaluation':
      return {
        evaluation:
          `<h2 onclick="__xss='h2'" style="color:red">Strong fit</h2><p>${echo}</p>${XSS.script}${XSS.img}` +
          `<p><a href="javascript:__xss='a'">details</a> <strong onmouseover="__xss='strong'">React</strong></p>` +
          `<iframe src="javascript:parent.__xss='frame'"></iframe><ul><li>${ALL_PAYLOADS}</li></ul><p>Recommend an interview.</p>`,
        fitScore: 70,
      };
    case 'resume_summary':
      return { summary: `${echo} ${XSS.img} ${XSS.script}` };
    default:
      return {};
  }
}
