import { randomUUID } from 'node:crypto';
import { AI_PROXY_PREFIX, Messages } from '@hirewise/contracts';
import { AGENT_PATHS, AGENTS, AI_INPUTS, localAnswer, type AgentKey } from './ai-fixtures';
import { OpenAiStub, STUB_ANSWERS } from './ai-provider-stub';
import { createApi, type Api } from './http';
import { nowSeconds, signHs256 } from './jwt';
import { killProcess, startE2eStack, STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS, type Stack } from './stack';

const AI_TIMEOUT_MS = 1500;

const SCHEMA_NAMES: Record<AgentKey, string> = {
  interviewQuestion: 'interview_question',
  evaluateAnswer: 'answer_evaluation',
  learningPath: 'learning_path',
  suggestCandidate: 'candidate_evaluation',
  createResume: 'resume_summary',
};

/** What the service makes of the stub's well-formed answers (source llm). */
function llmAnswer(agent: AgentKey): unknown {
  const answer = STUB_ANSWERS[SCHEMA_NAMES[agent]];
  const engine = { name: 'openai', model: 'stub-model', version: PROMPT_VERSIONS[agent] };
  switch (agent) {
    case 'learningPath':
      return { learningPath: answer, source: 'llm', engine };
    case 'suggestCandidate':
      return expect.objectContaining({ evaluation: expect.stringContaining('<h2>Strong fit</h2>'), score: answer.score, fitScore: answer.score, evidence: answer.evidence, source: 'llm', engine });
    case 'evaluateAnswer':
      // A missing point's empty quote (strict structured output wants the field) is left out of the answer.
      return { ...answer, evidence: (answer.evidence as { quote: string }[]).map(({ quote, ...e }) => (quote ? { ...e, quote } : e)), source: 'llm', engine };
    case 'createResume':
      return { ...(localAnswer('createResume', AI_INPUTS.createResume) as object), summary: answer.summary, source: 'llm', engine };
    default:
      return { ...answer, source: 'llm', engine };
  }
}

/** The prompt version each agent's answers carry as provenance. */
const PROMPT_VERSIONS: Record<AgentKey, string> = {
  interviewQuestion: 'interview-question-1',
  evaluateAnswer: 'evaluate-answer-2',
  learningPath: 'suggest-learning-path-1',
  suggestCandidate: 'suggest-candidate-1',
  createResume: 'resume-create-1',
};

/**
 * A small stack of its own (embedded mode) with AI_PROVIDER=openai and AI_BASE_URL at an
 * OpenAI-compatible stub in this process: a working provider answers with source llm; output outside
 * the schema, no answer within AI_TIMEOUT_MS, and a closed port all fall back to the local engine with
 * source local; with the AI service gone, both paths answer 503.
 */
export function describeAiProviderFallback(): void {
  describe('LLM provider and its failures (embedded mode, own stack with AI_PROVIDER=openai)', () => {
    const stub = new OpenAiStub();
    let stack: Stack & { jwtSecret: string };
    let api: Api;
    let token: string;

    const call = (prefix: string, agent: AgentKey) => api(`${prefix}${AGENT_PATHS[agent]}`, { method: 'POST', token, body: AI_INPUTS[agent] });

    /** Every agent on both paths: the statuses and bodies, keyed for one readable comparison. */
    async function everyAgent() {
      const results: Record<string, { status: number; body: unknown }> = {};
      for (const prefix of ['', AI_PROXY_PREFIX]) {
        for (const agent of AGENTS) {
          const res = await call(prefix, agent);
          results[`${prefix}${AGENT_PATHS[agent]}`] = { status: res.status, body: res.body };
        }
      }
      return results;
    }

    const expected = (answer: (agent: AgentKey) => unknown) =>
      Object.fromEntries(['', AI_PROXY_PREFIX].flatMap((prefix) => AGENTS.map((agent) => [`${prefix}${AGENT_PATHS[agent]}`, { status: 200, body: answer(agent) }])));

    const local = (agent: AgentKey) => localAnswer(agent, AI_INPUTS[agent]);

    beforeAll(async () => {
      const baseUrl = await stub.start();
      stack = await startE2eStack('embedded', { AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_MODEL: 'stub-model', AI_TIMEOUT_MS: String(AI_TIMEOUT_MS), AI_MAX_RETRIES: '0' });
      api = createApi(stack.baseUrl);
      token = signHs256({ sub: randomUUID(), type: 'recruiter', iat: nowSeconds(), exp: nowSeconds() + 3600 }, stack.jwtSecret);
    }, STACK_START_TIMEOUT_MS);

    afterAll(async () => {
      await stack?.stop();
      await stub.close();
    }, STACK_STOP_TIMEOUT_MS);

    beforeEach(() => {
      stub.requests.length = 0;
    });

    it('a working provider answers every agent (source llm) on both paths; its HTML is sanitized', async () => {
      stub.mode = 'valid';
      expect(await everyAgent()).toEqual(expected(llmAnswer));
      expect(stub.requests.map((r) => r.schemaName)).toEqual([...AGENTS, ...AGENTS].map((a) => SCHEMA_NAMES[a]));
      expect(new Set(stub.requests.map((r) => r.model))).toEqual(new Set(['stub-model']));
      expect(stub.requests[0].messages[1].content).toContain('"jobTitle": "Frontend Developer"');
    });

    it('output outside the schema: the local engine answers (source local)', async () => {
      stub.mode = 'garbage';
      expect(await everyAgent()).toEqual(expected(local));
      expect(stub.requests).toHaveLength(AGENTS.length * 2);
    });

    it(`a provider that does not answer: the local engine answers after AI_TIMEOUT_MS (${AI_TIMEOUT_MS} ms)`, async () => {
      stub.mode = 'hang';
      for (const prefix of ['', AI_PROXY_PREFIX]) {
        const res = await call(prefix, 'evaluateAnswer');
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: local('evaluateAnswer') });
        expect(res.elapsedMs).toBeGreaterThanOrEqual(AI_TIMEOUT_MS - 50);
        expect(res.elapsedMs).toBeLessThan(AI_TIMEOUT_MS + 2500);
      }
    });

    it('a provider at a closed port: every agent still answers on both paths, from the local engine', async () => {
      await stub.close();
      const started = Date.now();
      expect(await everyAgent()).toEqual(expected(local));
      expect(stub.requests).toHaveLength(0);
      // Refused connections fail fast: ten calls in well under one timeout each.
      expect(Date.now() - started).toBeLessThan(AGENTS.length * 2 * AI_TIMEOUT_MS);
    });

    it('the AI service gone: 503 naming it, on both paths, well before the AI timeout', async () => {
      await killProcess(stack, 'ai');
      for (const prefix of ['', AI_PROXY_PREFIX]) {
        const res = await call(prefix, 'createResume');
        expect({ prefix, status: res.status, body: res.body }).toEqual({ prefix, status: 503, body: { error: Messages.unavailable('ai'), message: Messages.unavailable('ai') } });
        expect(res.elapsedMs).toBeLessThan(AI_TIMEOUT_MS);
      }
    });
  });
}
