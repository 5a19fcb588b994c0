/**
 * Issue 15, item 8: the model's answer evaluation carries the same structured evidence as the local engine, and
 * a malformed, contradictory (score vs evidence, quotes not in the answer) or late answer falls back to the local
 * engine. ChatOpenAI talks HTTP to an OpenAI-compatible stub in this process.
 */
import { FakeChatModel, type ChatAnswer } from '@hirewise/testing';
import { createLocalEngine, LOCAL_ENGINE_INFO } from '@hirewise/ai-engine';
import type { Logger } from '@hirewise/server-kit';
import { AgentsService } from '../../agents/agents.service';
import { loadAiConfig } from '../../config/ai.config';
import { AgentRunner } from '../agent-runner';
import { createChatModel } from '../chat-model.factory';

const INPUT = {
  question: 'What does the GIL do in CPython?',
  expectedAnswer: 'The GIL lets only one thread execute Python bytecode at a time. Threads still help I/O-bound work because the GIL is released during I/O.',
  userAnswer: 'Only one thread runs bytecode at once, so threads do not speed up CPU work; they still help with I/O waits.',
};
const covered = (point: string, quote: string) => ({ point, status: 'covered', quote });
const missing = (point: string) => ({ point, status: 'missing', quote: '' });

describe('answer evaluation by an LLM: evidence checked, fallback to the local engine', () => {
  let answer: ChatAnswer = 'hang';
  const model = new FakeChatModel(() => answer);
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await model.start();
  });
  afterAll(() => model.close());

  const modelSays = (body: unknown) => {
    answer = { content: JSON.stringify(body) };
  };

  function agents(timeoutMs = 3000) {
    const config = loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_MODEL: 'judge-model', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: String(timeoutMs) });
    const warn = jest.fn();
    const logger = { warn, debug: jest.fn(), info: jest.fn(), error: jest.fn() } as unknown as Logger;
    return { agents: new AgentsService(createLocalEngine(), new AgentRunner(createChatModel(config) ?? null, config, logger)), warn };
  }
  const local = createLocalEngine().evaluateAnswer({ ...INPUT });

  it('takes a consistent answer with evidence quoted from the answer, and records the provider, model and prompt version', async () => {
    const evidence = [covered('only one thread executes bytecode at a time', 'Only one thread runs bytecode at once'), covered('threads help I/O-bound work', 'they still help with I/O waits')];
    modelSays({ evidence, score: 88, feedback: 'Both points, in your own words.' });
    const result = await agents().agents.evaluateAnswer(INPUT);
    expect(result).toEqual({ score: 88, feedback: 'Both points, in your own words.', evidence, source: 'llm', engine: { name: 'openai', model: 'judge-model', version: 'evaluate-answer-2' } });
  });

  it.each([
    ['a high score with most points missing', { evidence: [covered('one thread at a time', 'Only one thread runs bytecode at once'), missing('I/O'), missing('released')], score: 95, feedback: 'Great.' }],
    ['a low score with every point covered', { evidence: [covered('one thread at a time', 'Only one thread runs bytecode at once'), covered('I/O', 'they still help with I/O waits')], score: 10, feedback: 'Poor.' }],
    ['half the points contradicted and a high score', { evidence: [{ point: 'one thread', status: 'contradicted', quote: 'Only one thread runs bytecode at once' }, covered('I/O', 'they still help with I/O waits')], score: 80, feedback: 'Good.' }],
    ['a quote that is not in the answer', { evidence: [covered('one thread at a time', 'The GIL is a mutex'), covered('I/O', 'they still help with I/O waits')], score: 85, feedback: 'Good.' }],
    ['no evidence at all (the old shape)', { score: 77, feedback: 'Fine.' }],
  ])('falls back to the local engine on %s', async (_name, body) => {
    modelSays(body);
    const { agents: a, warn } = agents();
    const result = await a.evaluateAnswer(INPUT);
    expect(result).toEqual({ ...local, source: 'local', engine: LOCAL_ENGINE_INFO });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ agent: 'evaluate-answer', reason: 'invalid-output' }), expect.any(String));
  });

  it('falls back to the local engine when the model answers too late', async () => {
    answer = 'hang';
    const { agents: a, warn } = agents(300);
    const result = await a.evaluateAnswer(INPUT);
    expect(result).toEqual({ ...local, source: 'local', engine: LOCAL_ENGINE_INFO });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'timeout' }), expect.any(String));
  });
});
