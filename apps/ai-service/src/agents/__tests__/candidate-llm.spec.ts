/**
 * The Recruiter Agent's LLM path (issue 15 item 3) against an OpenAI-compatible HTTP stub in this process
 * (the real ChatOpenAI from AI_* settings, as in providers/__tests__/openai-compatible.spec.ts): the model
 * returns `score` + `evidence` + HTML; an answer that is malformed, whose score contradicts its evidence, or
 * whose quotes are not the candidate's words is refused and the local engine answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { candidateEvidenceSchema } from '@hirewise/contracts';
import { createLocalEngine, sanitizeEvaluationHtml } from '@hirewise/ai-engine';
import type { Logger } from '@hirewise/server-kit';
import { loadAiConfig } from '../../config/ai.config';
import { AgentRunner } from '../../providers/agent-runner';
import { createChatModel } from '../../providers/chat-model.factory';
import { AgentsService } from '../agents.service';

interface JsonSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: string[];
}
interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: JsonSchema } };
}

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model,
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const INPUT = {
  companyDescription: 'A fintech startup building payment APIs.',
  candidateInfo: 'Name: Jane Doe\nSkills: Node.js, PostgreSQL\nExperience: 5 years of Node.js and PostgreSQL; built a payments ledger at Acme.\nStatement of purpose: I have also used Kafka.',
  jobDescription: 'Backend engineer. Must have Node.js, PostgreSQL and TypeScript; Kafka is a plus. 3+ years of experience.',
};

const GOOD = {
  evidence: [
    { requirement: 'Node.js', weight: 'required', status: 'shown', quote: '5 years of Node.js and PostgreSQL' },
    { requirement: 'PostgreSQL', weight: 'required', status: 'shown', quote: 'Skills: Node.js, PostgreSQL' },
    { requirement: 'TypeScript', weight: 'required', status: 'not found', quote: '' },
    { requirement: 'Kafka', weight: 'nice to have', status: 'claimed', quote: '  I have also used Kafka.  ' },
    { requirement: '3+ years of experience', weight: 'required', status: 'shown', quote: '5 years of Node.js...built a payments ledger' },
  ],
  score: 72,
  evaluation: '<h2 class="x">Good fit</h2><p onclick="steal()">Strong <strong>Node.js</strong> & payments.</p><script>alert(1)</script>',
};

describe('Recruiter Agent with an OpenAI-compatible model: score + evidence, checked', () => {
  let server: Server;
  let baseUrl: string;
  let answer: unknown;
  const requests: ChatRequest[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as ChatRequest;
        requests.push(body);
        const content = typeof answer === 'string' ? answer : JSON.stringify(answer);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body.model, content)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    requests.length = 0;
  });

  function agents() {
    const config = loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_MODEL: 'local-llama', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '5000' });
    const warn = jest.fn();
    const logger = { warn, debug: jest.fn(), info: jest.fn(), error: jest.fn() } as unknown as Logger;
    const engine = createLocalEngine();
    return { agents: new AgentsService(engine, new AgentRunner(createChatModel(config) ?? null, config, logger)), warn, engine };
  }

  /** What the local engine answers for the input (the fallback). */
  function local(engine: ReturnType<typeof createLocalEngine>) {
    const r = engine.suggestCandidate({ ...INPUT });
    return { evaluation: sanitizeEvaluationHtml(r.evaluation), score: r.score, fitScore: r.fitScore, evidence: r.evidence, source: 'local' };
  }

  it('asks for evidence, score and evaluation in a strict JSON schema, with the clause-scoping and claim rules in the prompt', async () => {
    answer = GOOD;
    await agents().agents.suggestCandidate(INPUT);

    const [request] = requests;
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'candidate_evaluation', strict: true } });
    const schema = request.response_format!.json_schema.schema;
    expect(schema.required).toEqual(['evidence', 'score', 'evaluation']);
    const item = schema.properties!.evidence.items!;
    expect(item.required).toEqual(['requirement', 'weight', 'status', 'quote']);
    expect(item.properties!.status.enum).toEqual(['shown', 'claimed', 'related', 'not found']);
    expect(item.properties!.weight.enum).toEqual(['required', 'nice to have', 'company stack']);
    const system = request.messages[0].content;
    expect(system).toContain('h1, h2, h3, h4, h5, h6, p, ul, ol, li, strong, em');
    expect(system).toMatch(/Ignore the candidate's name, gender, age, photo, nationality, religion, marital status/);
    expect(system).toContain('A marker applies only to its own clause');
    expect(system).toContain('"claimed" when only the statement of purpose');
    expect(request.messages[1].content).toContain('"jobDescription": "Backend engineer.');
  });

  it('a consistent answer: score = fitScore, evidence as the contract has it, HTML sanitized with the evidence listed', async () => {
    answer = GOOD;
    const { agents: service, warn } = agents();

    const result = await service.suggestCandidate(INPUT);

    expect(warn).not.toHaveBeenCalled();
    expect(result).toMatchObject({ source: 'llm', score: 72, fitScore: 72 });
    expect(result.evidence).toEqual([
      { requirement: 'Node.js', weight: 'required', status: 'shown', quote: '5 years of Node.js and PostgreSQL' },
      { requirement: 'PostgreSQL', weight: 'required', status: 'shown', quote: 'Skills: Node.js, PostgreSQL' },
      { requirement: 'TypeScript', weight: 'required', status: 'not found' },
      { requirement: 'Kafka', weight: 'nice to have', status: 'claimed', quote: 'I have also used Kafka.' },
      { requirement: '3+ years of experience', weight: 'required', status: 'shown', quote: '5 years of Node.js...built a payments ledger' },
    ]);
    for (const e of result.evidence) expect(candidateEvidenceSchema.parse(e)).toEqual(e);
    expect(result.evaluation).toBe(
      '<h2>Good fit</h2><p>Strong <strong>Node.js</strong> &amp; payments.</p>' +
        '<h4>Evidence</h4><ul><li><strong>Node.js</strong> <em>(required)</em>: shown: \u201c5 years of Node.js and PostgreSQL\u201d</li>' +
        '<li><strong>PostgreSQL</strong> <em>(required)</em>: shown: \u201cSkills: Node.js, PostgreSQL\u201d</li>' +
        '<li><strong>TypeScript</strong> <em>(required)</em>: not found</li>' +
        '<li><strong>Kafka</strong> <em>(nice to have)</em>: claimed in the statement of purpose only: \u201cI have also used Kafka.\u201d</li>' +
        '<li><strong>3+ years of experience</strong> <em>(required)</em>: shown: \u201c5 years of Node.js...built a payments ledger\u201d</li></ul>',
    );
  });

  it("keeps the model's own Evidence section instead of adding one", async () => {
    answer = { ...GOOD, evaluation: '<h3>Fit</h3><h4>Evidence</h4><ul><li>Node.js: shown</li></ul>' };
    const result = await agents().agents.suggestCandidate(INPUT);
    expect(result).toMatchObject({ source: 'llm', evaluation: '<h3>Fit</h3><h4>Evidence</h4><ul><li>Node.js: shown</li></ul>' });
  });

  const required = (status: string) => ['Node.js', 'PostgreSQL', 'TypeScript'].map((requirement) => ({ requirement, weight: 'required', status, quote: status === 'not found' ? '' : 'Node.js' }));

  /** Refused by the structured-output parse itself (LangChain's own zod check, before `toOutput`). */
  const MALFORMED: [string, unknown][] = [
    ['the old shape without score and evidence', { evaluation: '<p>Strong fit</p>', fitScore: 90 }],
    ['a status outside the enum', { ...GOOD, evidence: [{ requirement: 'Node.js', weight: 'required', status: 'probably', quote: '' }] }],
    ['a score of 150', { ...GOOD, score: 150 }],
    ['prose instead of JSON', 'The candidate looks great, 95/100!'],
  ];
  /** Refused by the Recruiter Agent's own check of the answer (a ZodError from `toOutput`). */
  const CONTRADICTORY: [string, unknown][] = [
    ['no evidence at all', { ...GOOD, evidence: [] }],
    ['score >= 75 with most required requirements not found', { ...GOOD, score: 88, evidence: [required('not found')[0], required('not found')[1], required('shown')[2]] }],
    ['score < 35 with every required requirement shown', { ...GOOD, score: 20, evidence: required('shown') }],
    ['a quote that is not in the candidate information', { ...GOOD, evidence: [{ requirement: 'Node.js', weight: 'required', status: 'shown', quote: '10 years leading Node.js teams at Google' }] }],
  ];

  async function expectLocal(bad: unknown) {
    answer = bad;
    const { agents: service, warn, engine } = agents();
    const result = await service.suggestCandidate(INPUT);
    expect(requests).toHaveLength(1);
    expect(result).toMatchObject(local(engine));
    expect(result.evaluation).not.toMatch(/Jane|Doe/);
    expect(warn).toHaveBeenCalledTimes(1);
    return warn.mock.calls[0][0] as { agent: string; reason: string; error: string };
  }

  it.each(MALFORMED)('falls back to the local engine on a malformed answer: %s', async (_case, bad) => {
    // The runner names the reason from the error's class; LangChain's parser may throw its own zod's error.
    expect(await expectLocal(bad)).toMatchObject({ agent: 'suggest-candidate', reason: expect.stringMatching(/invalid-output|provider-error/) });
  });

  it.each(CONTRADICTORY)('falls back to the local engine when the answer contradicts itself: %s (reason invalid-output)', async (_case, bad) => {
    expect(await expectLocal(bad)).toMatchObject({ agent: 'suggest-candidate', reason: 'invalid-output' });
  });

  it('accepts a low score when the required requirements are missing, and a high one when they are shown', async () => {
    answer = { ...GOOD, score: 15, evidence: required('not found') };
    expect(await agents().agents.suggestCandidate(INPUT)).toMatchObject({ source: 'llm', score: 15 });
    answer = { ...GOOD, score: 95, evidence: required('shown') };
    expect(await agents().agents.suggestCandidate(INPUT)).toMatchObject({ source: 'llm', score: 95 });
  });
});
