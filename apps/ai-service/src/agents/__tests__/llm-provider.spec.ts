/**
 * The LLM path of every agent with LangChain's fake chat model: prompt -> structured output ->
 * schema parsing -> `source: 'llm'`; and the fallbacks (bad output, a throwing model, a slow
 * model) answered by the real local engine with `source: 'local'`.
 */
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { createLocalEngine, LOCAL_ENGINE_INFO, sanitizeEvaluationHtml } from '@hirewise/ai-engine';
import { DomainError, type Logger } from '@hirewise/server-kit';
import type { AiConfig } from '../../config/ai.config';
import { AgentRunner } from '../../providers/agent-runner';
import { AgentsService } from '../agents.service';

/** The fake list model, recording the prompt of every call. */
class RecordingChatModel extends FakeListChatModel {
  readonly prompts: BaseMessage[][] = [];

  override async _generate(messages: BaseMessage[], options?: this['ParsedCallOptions']): Promise<ChatResult> {
    this.prompts.push(messages);
    return super._generate(messages, options);
  }
}

/** A provider that is down: every call fails the way a client library does. */
class FailingChatModel extends RecordingChatModel {
  override async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    this.prompts.push(messages);
    throw new Error('connect ECONNREFUSED 127.0.0.1:9');
  }
}

interface Warning {
  fields: Record<string, unknown>;
  message: string;
}

function setup(model: FakeListChatModel | null, timeoutMs = 2000) {
  const warnings: Warning[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    debug: () => undefined,
    info: () => undefined,
    error: () => undefined,
  } as unknown as Logger;
  const config: AiConfig = { provider: 'openai', model: 'fake', timeoutMs, temperature: 0, maxRetries: 0 };
  const engine = createLocalEngine();
  const agents = new AgentsService(engine, new AgentRunner(model, config, logger));
  return { agents, engine, warnings };
}

const fake = (...responses: unknown[]) => new RecordingChatModel({ responses: responses.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))) });

const promptText = (messages: BaseMessage[]) => messages.map((m) => `${m.getType()}: ${String(m.content)}`).join('\n');

const QUESTION_INPUT = { jobTitle: 'Frontend Developer', skills: ['React', 'TypeScript'], experience: 3, currentQuestion: 2, exerciseType: 'concept' as const };
const ANSWER_INPUT = {
  question: 'What does useEffect do?',
  expectedAnswer: 'useEffect runs side effects after render; the dependency array controls when it re-runs; the cleanup function runs before the next effect and on unmount.',
  userAnswer: 'It runs code after render, re-running when dependencies change, and its cleanup runs on unmount.',
};
const LEARNING_INPUT = { skill: 'Docker', currentLevel: 'beginner' as const, learningGoal: 'Ship my app in containers', timeframe: 'intensive' as const, preferredStyle: 'hands-on' as const };
const CANDIDATE_INPUT = {
  companyDescription: 'A fintech startup building payment APIs.',
  candidateInfo: 'Jane Doe, 29, female. 5 years of Node.js and PostgreSQL; built a payments ledger at Acme.',
  jobDescription: 'Backend engineer: Node.js, PostgreSQL, payments experience.',
};
const RESUME_INPUT = {
  fullName: 'Asha Rao',
  currentPosition: 'Backend Engineer',
  currentLength: 4,
  currentTechnologies: 'Node.js, PostgreSQL, Docker',
  companies: [{ name: 'Acme', position: 'Backend Engineer' }],
};

describe('agents with an LLM provider (LangChain fake chat model)', () => {
  describe('prompt -> structured output -> schema -> source llm', () => {
    it('interview question: the prompt carries the job and the rules; the answer is the parsed structured output', async () => {
      const answer = { question: 'How does React decide when to re-render a component?', expectedAnswer: 'State or prop changes trigger a render; memo and keys affect it.', difficulty: 'intermediate' };
      const model = fake(answer);
      const { agents } = setup(model);

      await expect(agents.interviewQuestion(QUESTION_INPUT)).resolves.toEqual({ ...answer, source: 'llm', engine: expect.objectContaining({ name: 'openai' }) });

      expect(model.prompts).toHaveLength(1);
      const [system, human] = model.prompts[0];
      expect(system.getType()).toBe('system');
      expect(String(system.content)).toMatch(/interviewer/);
      expect(String(system.content)).toMatch(/"debugging" shows a short faulty snippet/);
      expect(human.getType()).toBe('human');
      expect(JSON.parse(String(human.content).split('Input:\n')[1])).toEqual(QUESTION_INPUT);
    });

    it('evaluate answer: score, feedback and evidence from the model, with its provenance', async () => {
      const evidence = [
        { point: 'useEffect runs side effects after render', status: 'covered', quote: 'It runs code after render' },
        { point: 'the cleanup function runs before the next effect and on unmount', status: 'covered', quote: 'its cleanup runs on unmount' },
      ];
      const model = fake({ evidence, score: 85, feedback: 'Covers render timing, dependencies and cleanup.' });
      const { agents } = setup(model);

      await expect(agents.evaluateAnswer(ANSWER_INPUT)).resolves.toEqual({
        score: 85,
        feedback: 'Covers render timing, dependencies and cleanup.',
        evidence,
        source: 'llm',
        engine: { name: 'openai', model: expect.any(String), version: 'evaluate-answer-2' },
      });
      expect(promptText(model.prompts[0])).toContain(ANSWER_INPUT.userAnswer);
      expect(promptText(model.prompts[0])).toMatch(/An empty answer scores 0/);
    });

    it('learning path: wrapped as { learningPath, source }', async () => {
      const path = {
        overview: 'From first container to production deploys.',
        estimatedTimeToComplete: '4 weeks',
        prerequisites: ['Command line basics'],
        milestones: [
          { title: 'Images and containers', description: 'Build and run an image.', timeEstimate: '1 week' },
          { title: 'Compose', description: 'Run a multi-container app.', timeEstimate: '1 week' },
          { title: 'Production', description: 'Ship it with a registry and CI.', timeEstimate: '2 weeks' },
        ],
      };
      const model = fake(path);
      const { agents } = setup(model);

      await expect(agents.learningPath(LEARNING_INPUT)).resolves.toEqual({ learningPath: path, source: 'llm', engine: expect.objectContaining({ name: 'openai' }) });
      expect(promptText(model.prompts[0])).toMatch(/"intensive" about 20 hours a week/);
    });

    it('recruiter agent: the model is told the allowed tags and to ignore personal traits; its HTML is sanitized', async () => {
      const html = '<h2 class="x">Fit</h2><p onclick="steal()">Strong <strong>Node.js</strong></p><script>alert(1)</script><img src="x"><ul><li>Payments ledger</li></ul><h4>Evidence</h4><ul><li>Node.js: shown</li></ul>';
      const evidence = [
        { requirement: 'Node.js', weight: 'required', status: 'shown', quote: '5 years of Node.js' },
        { requirement: 'payments experience', weight: 'required', status: 'shown', quote: 'built a payments ledger at Acme' },
      ];
      const model = fake({ evidence, score: 82, evaluation: html });
      const { agents } = setup(model);

      const result = await agents.suggestCandidate(CANDIDATE_INPUT);

      expect(result).toMatchObject({ evaluation: sanitizeEvaluationHtml(html).trim(), score: 82, fitScore: 82, evidence, source: 'llm', engine: expect.objectContaining({ name: 'openai' }) });
      expect(result.evaluation).toBe('<h2>Fit</h2><p>Strong <strong>Node.js</strong></p><ul><li>Payments ledger</li></ul><h4>Evidence</h4><ul><li>Node.js: shown</li></ul>');
      const system = String(model.prompts[0][0].content);
      expect(system).toContain('h1, h2, h3, h4, h5, h6, p, ul, ol, li, strong, em');
      expect(system).toMatch(/Ignore the candidate's name, gender, age, photo/);
    });

    it("resume: the model writes the summary; the other fields are the user's", async () => {
      const model = fake({ summary: '  Backend Engineer with 4 years of Node.js and PostgreSQL at Acme.  ' });
      const { agents, engine } = setup(model);

      const result = await agents.createResume(RESUME_INPUT);

      expect(result).toEqual({ ...engine.createResume({ ...RESUME_INPUT }), summary: 'Backend Engineer with 4 years of Node.js and PostgreSQL at Acme.', source: 'llm', engine: expect.objectContaining({ name: 'openai' }) });
      expect(result).toMatchObject({ fullName: 'Asha Rao', currentPosition: 'Backend Engineer', companies: RESUME_INPUT.companies });
    });
  });

  describe('fallback to the local engine', () => {
    it.each([
      ['a missing field', { question: 'Only a question' }],
      ['a difficulty outside the enum', { question: 'Q?', expectedAnswer: 'A.', difficulty: 'expert' }],
      ['text that is not JSON', 'Sure! Here is a question: what is React?'],
    ])('bad output (%s): the local engine answers with source local', async (_case, output) => {
      const model = fake(output);
      const { agents, engine, warnings } = setup(model);

      const result = await agents.interviewQuestion(QUESTION_INPUT);

      expect(model.prompts).toHaveLength(1);
      expect(result).toEqual({ ...engine.interviewQuestion({ ...QUESTION_INPUT }), source: 'local', engine: LOCAL_ENGINE_INFO });
      expect(warnings).toEqual([expect.objectContaining({ fields: expect.objectContaining({ agent: 'interview-question', reason: 'invalid-output' }) })]);
    });

    it('a score out of range is bad output: the local score and its concept lists answer', async () => {
      const { agents, engine } = setup(fake({ score: 150, feedback: 'Great' }));

      const result = await agents.evaluateAnswer(ANSWER_INPUT);

      expect(result).toEqual({ ...engine.evaluateAnswer({ ...ANSWER_INPUT }), source: 'local', engine: LOCAL_ENGINE_INFO });
      expect(result.score).toBeLessThanOrEqual(100);
      expect(Array.isArray(result.covered)).toBe(true);
    });

    it('an evaluation that sanitizes to nothing is bad output', async () => {
      const { agents, engine, warnings } = setup(fake({ evaluation: '<script>alert(1)</script><img src=x>', fitScore: 90 }));

      const result = await agents.suggestCandidate(CANDIDATE_INPUT);

      const local = engine.suggestCandidate({ ...CANDIDATE_INPUT });
      expect(result).toMatchObject({ evaluation: sanitizeEvaluationHtml(local.evaluation), source: 'local', engine: LOCAL_ENGINE_INFO });
      expect(result.evaluation).not.toMatch(/<script|<img|Jane|female|\b29\b/);
      expect(warnings[0].fields).toMatchObject({ reason: 'invalid-output' });
    });

    it('a provider that throws: every agent still answers, from the local engine', async () => {
      const model = new FailingChatModel({ responses: [] });
      const { agents, warnings } = setup(model);

      expect((await agents.interviewQuestion(QUESTION_INPUT)).source).toBe('local');
      expect((await agents.evaluateAnswer(ANSWER_INPUT)).source).toBe('local');
      expect((await agents.learningPath(LEARNING_INPUT)).source).toBe('local');
      expect((await agents.suggestCandidate(CANDIDATE_INPUT)).source).toBe('local');
      expect((await agents.createResume(RESUME_INPUT)).source).toBe('local');

      expect(model.prompts).toHaveLength(5);
      expect(warnings.map((w) => [w.fields.agent, w.fields.reason])).toEqual([
        ['interview-question', 'provider-error'],
        ['evaluate-answer', 'provider-error'],
        ['suggest-learning-path', 'provider-error'],
        ['suggest-candidate', 'provider-error'],
        ['resume-create', 'provider-error'],
      ]);
      expect(warnings[0].fields.error).toMatch(/ECONNREFUSED/);
    });

    it('a model slower than AI_TIMEOUT_MS: the local engine answers at the timeout, not when the model finishes', async () => {
      const model = new RecordingChatModel({ responses: [JSON.stringify({ score: 90, feedback: 'Late' })], sleep: 1000 });
      const { agents, warnings } = setup(model, 150);

      const started = Date.now();
      const result = await agents.evaluateAnswer(ANSWER_INPUT);
      const elapsed = Date.now() - started;

      expect(result.source).toBe('local');
      expect(elapsed).toBeGreaterThanOrEqual(140);
      expect(elapsed).toBeLessThan(900);
      expect(warnings[0].fields).toMatchObject({ agent: 'evaluate-answer', reason: 'timeout' });
    });
  });

  describe('input', () => {
    it('refuses invalid input with a 400-coded error before any model call', async () => {
      const model = fake({ question: 'never asked', expectedAnswer: 'x', difficulty: 'beginner' });
      const { agents } = setup(model);

      await expect(agents.interviewQuestion({ ...QUESTION_INPUT, jobTitle: '  ' })).rejects.toEqual(new DomainError('VALIDATION_FAILED', 'Job title is required'));
      await expect(agents.createResume([RESUME_INPUT])).rejects.toEqual(new DomainError('VALIDATION_FAILED', 'Request body must be a JSON object'));
      expect(model.prompts).toHaveLength(0);
    });

    it('with AI_PROVIDER=local no model exists and the engine answers', async () => {
      const { agents, engine } = setup(null);
      await expect(agents.learningPath(LEARNING_INPUT)).resolves.toEqual({ learningPath: engine.learningPath({ ...LEARNING_INPUT }), source: 'local', engine: LOCAL_ENGINE_INFO });
    });
  });
});
