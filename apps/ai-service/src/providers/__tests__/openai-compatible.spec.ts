/**
 * The configured provider for real: ChatOpenAI built by createChatModel from AI_* settings, talking
 * HTTP to an OpenAI-compatible server (a small stub in this process, as vLLM or LM Studio would be).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatOllama } from '@langchain/ollama';
import { ChatOpenAI } from '@langchain/openai';
import { createLocalEngine } from '@hirewise/ai-engine';
import { ConfigError, type Logger } from '@hirewise/server-kit';
import { AgentsService } from '../../agents/agents.service';
import { loadAiConfig, type AiConfig } from '../../config/ai.config';
import { AgentRunner } from '../agent-runner';
import { createChatModel } from '../chat-model.factory';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
}

type Reply = (req: ChatRequest, res: ServerResponse) => void;

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model,
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const QUESTION_INPUT = { jobTitle: 'Data Engineer', skills: ['Python', 'SQL'], experience: 5, currentQuestion: 1 };

describe('OpenAI-compatible provider (ChatOpenAI over HTTP)', () => {
  let server: Server;
  let baseUrl: string;
  let reply: Reply;
  const requests: { path: string; auth: string | undefined; body: ChatRequest }[] = [];
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as ChatRequest;
        requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
        reply(body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    timers.forEach(clearTimeout);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    requests.length = 0;
  });

  function agentsFor(env: Record<string, string>) {
    const config = loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_MODEL: 'local-llama', AI_MAX_RETRIES: '0', ...env });
    const warn = jest.fn();
    const logger = { warn, debug: jest.fn(), info: jest.fn(), error: jest.fn() } as unknown as Logger;
    return { agents: new AgentsService(createLocalEngine(), new AgentRunner(createChatModel(config) ?? null, config, logger)), warn };
  }

  it('sends the prompt with a strict JSON schema built from the zod schema, and answers with source llm', async () => {
    reply = (req, res) => json(res, 200, completion(req.model, JSON.stringify({ question: 'How would you deduplicate a large table in SQL?', expectedAnswer: 'Window functions with ROW_NUMBER over the key.', difficulty: 'advanced' })));
    const { agents } = agentsFor({ AI_API_KEY: 'sk-test' });

    const result = await agents.interviewQuestion(QUESTION_INPUT);

    expect(result).toEqual({ question: 'How would you deduplicate a large table in SQL?', expectedAnswer: 'Window functions with ROW_NUMBER over the key.', difficulty: 'advanced', source: 'llm', engine: expect.objectContaining({ name: 'openai' }) });
    expect(requests).toHaveLength(1);
    const [{ path, auth, body }] = requests;
    expect(path).toBe('/v1/chat/completions');
    expect(auth).toBe('Bearer sk-test');
    expect(body.model).toBe('local-llama');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[1].content).toContain('"jobTitle": "Data Engineer"');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'interview_question', strict: true } });
    expect(body.response_format?.json_schema.schema.required).toEqual(['question', 'expectedAnswer', 'difficulty']);
  });

  it('an OpenAI-compatible server without a key gets a placeholder key', async () => {
    const evidence = [{ point: 'A.', status: 'covered', quote: 'B.' }, { point: 'C.', status: 'missing' }];
    reply = (req, res) => json(res, 200, completion(req.model, JSON.stringify({ evidence: evidence.map((e) => ({ quote: '', ...e })), score: 64, feedback: 'Partly right.' })));
    const { agents } = agentsFor({});

    await expect(agents.evaluateAnswer({ question: 'Q?', expectedAnswer: 'A.', userAnswer: 'B.' })).resolves.toMatchObject({ score: 64, feedback: 'Partly right.', evidence, source: 'llm' });
    expect(requests[0].auth).toBe('Bearer not-needed');
  });

  it('falls back to the local engine on a server error, on output outside the schema, and on a slow server', async () => {
    // A time-out no busy test machine reaches for the prompt answers, and a short one for the slow server.
    const { agents, warn } = agentsFor({ AI_TIMEOUT_MS: '20000' });
    const { agents: impatient, warn: impatientWarn } = agentsFor({ AI_TIMEOUT_MS: '300' });

    reply = (_req, res) => json(res, 500, { error: { message: 'model crashed' } });
    expect((await agents.interviewQuestion(QUESTION_INPUT)).source).toBe('local');

    reply = (req, res) => json(res, 200, completion(req.model, JSON.stringify({ question: '', expectedAnswer: 'x', difficulty: 'beginner' })));
    expect((await agents.interviewQuestion(QUESTION_INPUT)).source).toBe('local');

    // The server would answer after 30 s: the call ends at the time-out, long before.
    reply = (req, res) => timers.push(setTimeout(() => json(res, 200, completion(req.model, '{}')), 30_000));
    const started = Date.now();
    expect((await impatient.interviewQuestion(QUESTION_INPUT)).source).toBe('local');
    expect(Date.now() - started).toBeLessThan(15_000);

    const reasons = (mock: jest.Mock) => mock.mock.calls.map(([fields]) => (fields as { reason: string }).reason);
    expect([...reasons(warn), ...reasons(impatientWarn)]).toEqual(['provider-error', 'invalid-output', 'timeout']);
  });
});

describe('createChatModel and the AI settings', () => {
  const build = (env: Record<string, string>): AiConfig => loadAiConfig(env);

  it('builds no model for local (the default) and the LangChain chat model of each provider', () => {
    expect(createChatModel(build({}))).toBeUndefined();
    expect(createChatModel(build({ AI_PROVIDER: 'openai', AI_API_KEY: 'k' }))).toBeInstanceOf(ChatOpenAI);
    expect(createChatModel(build({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' }))).toBeInstanceOf(ChatAnthropic);
    expect(createChatModel(build({ AI_PROVIDER: 'ollama', AI_BASE_URL: 'http://127.0.0.1:11434' }))).toBeInstanceOf(ChatOllama);
  });

  it('defaults: local, 20 s timeout; a default model per provider', () => {
    expect(build({})).toMatchObject({ provider: 'local', model: undefined, timeoutMs: 20_000, temperature: 0.2 });
    expect(build({ AI_PROVIDER: 'anthropic' }).model).toMatch(/claude/);
    expect(build({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-x' }).model).toBe('gpt-x');
  });

  it('names every bad setting in one error', () => {
    let error: unknown;
    try {
      build({ AI_PROVIDER: 'gemini', AI_TIMEOUT_MS: 'soon', AI_BASE_URL: 'not a url' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'AI_PROVIDER: must be local, openai, anthropic or ollama',
      'AI_BASE_URL: must be an http(s):// URL',
      'AI_TIMEOUT_MS: must be a number',
    ]);
  });
});
