/**
 * An OpenAI-compatible chat-completions server inside the calling process, standing in for a
 * model: the AI service runs against it with AI_PROVIDER=openai and AI_BASE_URL=<its URL>. Each
 * request is recorded (structured-output schema name, model, messages) and answered by the
 * `respond` function given: a 200 with the content text as the assistant's message, another
 * status with an error body, or no answer at all ('hang', until close). Closed, its port refuses.
 * Used by the API suite's provider stub and the browser suite's hostile model.
 */
const { createServer } = require('node:http');

/**
 * @typedef {{ schemaName: string | undefined, model: string, messages: { role: string, content: string }[] }} ChatRequest
 * @typedef {{ content: string } | { status: number } | 'hang'} ChatAnswer
 */

class FakeChatModel {
  /** @param {(request: ChatRequest, index: number) => ChatAnswer} respond */
  constructor(respond) {
    this.respond = respond;
    /** @type {ChatRequest[]} */
    this.requests = [];
    this.server = undefined;
    this.hanging = new Set();
  }

  /** Starts listening; resolves to the base URL for AI_BASE_URL. */
  async start() {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${this.server.address().port}/v1`;
  }

  /** Stops listening and drops open connections, hanging answers included. */
  async close() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve()));
  }

  handle(req, res) {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw);
      const request = { schemaName: body.response_format?.json_schema?.name, model: body.model, messages: body.messages };
      this.requests.push(request);
      const answer = this.respond(request, this.requests.length);
      if (answer === 'hang') {
        this.hanging.add(res);
        return;
      }
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `status ${answer.status}` } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${this.requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  }
}

module.exports = { FakeChatModel };
