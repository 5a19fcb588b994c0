import {
  AI_PROXY_PREFIX,
  AiPaths,
  ApiPaths,
  evaluationSchema,
  interviewQuestionSchema,
  learningPathSchema,
  Messages,
  resumeResultSchema,
  type AuthResponse,
  type CandidateSuggestionResponse,
  type Evaluation,
  type InterviewQuestion,
  type LearningPathResponse,
  type ResumeResult,
} from '@hirewise/contracts';
import { AGENT_PATHS, AGENTS, AI_INPUTS, disallowedMarkup, localAnswer, type AgentKey } from './ai-fixtures';
import { describeAiProviderFallback } from './ai-fallback-scenarios';
import { uniqueEmail, type Api, type ApiResponse } from './http';
import { signHs256, tamperSignature } from './jwt';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

const PASSWORD = 'S3cret-pass!';

/** The two ways to the same handlers: the gateway's routes over the broker, and the AI service's own HTTP API behind /ai. */
const ROUTES = [
  ['gateway route over the broker', ''],
  ['AI service HTTP API through the /ai proxy', AI_PROXY_PREFIX],
] as const;

function expectAiError(res: ApiResponse<unknown>, status: number, message: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { error: message, message } });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.text).not.toMatch(/\bat .+\.(js|ts):\d+/);
}

/** Invalid inputs per agent and the 400 text each gets, on both paths. */
const INVALID: [AgentKey, string, unknown][] = [
  ['interviewQuestion', 'Job title is required', { ...AI_INPUTS.interviewQuestion, jobTitle: '   ' }],
  ['interviewQuestion', 'Experience must be a number', { ...AI_INPUTS.interviewQuestion, experience: 'lots' }],
  ['interviewQuestion', 'Current question must be at least 1', { ...AI_INPUTS.interviewQuestion, currentQuestion: -1 }],
  ['interviewQuestion', 'Exercise type must be coding, concept or debugging', { ...AI_INPUTS.interviewQuestion, exerciseType: 'essay' }],
  ['evaluateAnswer', 'Question is required', { expectedAnswer: 'x', userAnswer: 'y' }],
  ['evaluateAnswer', 'Answer must be at most 5000 characters', { ...AI_INPUTS.evaluateAnswer, userAnswer: 'x'.repeat(5001) }],
  ['learningPath', 'Learning goal is required', { skill: 'Docker' }],
  ['learningPath', 'Timeframe must be intensive, balanced or flexible', { ...AI_INPUTS.learningPath, timeframe: 'someday' }],
  ['suggestCandidate', 'Job description is required', { ...AI_INPUTS.suggestCandidate, jobDescription: '' }],
  ['createResume', 'Experience cannot be negative', { ...AI_INPUTS.createResume, currentLength: -1 }],
  ['createResume', 'Add at least one company', { ...AI_INPUTS.createResume, companies: [] }],
  ['createResume', 'Position is required', { ...AI_INPUTS.createResume, companies: [{ name: 'Acme', position: ' ' }] }],
  ['createResume', 'Request body must be a JSON object', [AI_INPUTS.createResume]],
];

/**
 * The AI agents (spec sections 3 and 7, architecture section 8) on the main stack, whose provider is
 * the local engine: every agent through both paths with schema-valid answers equal to the local
 * engine's, the 400s with the spec's `error` field, 401 and 403, and the OpenAPI document at /ai/docs.
 * In embedded mode it also runs the provider-failure scenarios on a stack of their own.
 */
export function describeAiApi(mode: RunMode, main: MainStack): void {
  describe(`AI agents API end to end (${mode} mode)`, () => {
    let api: Api;
    let applicant: string;
    let recruiter: string;

    const signup = async (type: 'applicant' | 'recruiter') => {
      const res = await api<AuthResponse>(ApiPaths.signup, { method: 'POST', body: { type, email: uniqueEmail(`ai-${type}`), password: PASSWORD, name: `AI ${type}` } });
      expect(res.status).toBe(200);
      return res.body.token;
    };

    beforeAll(async () => {
      api = main.api;
      [applicant, recruiter] = await Promise.all([signup('applicant'), signup('recruiter')]);
    });

    describe.each(ROUTES)('%s', (_label, prefix) => {
      /** `null`: no Authorization header. */
      const post = <T>(agent: AgentKey, body: unknown, token: string | null) => api<T>(`${prefix}${AGENT_PATHS[agent]}`, { method: 'POST', token: token ?? undefined, body });

      it('get-interview-question: a schema-valid question, the same for the same input, a different one for each question number', async () => {
        const res = await post<InterviewQuestion>('interviewQuestion', AI_INPUTS.interviewQuestion, applicant);
        expect(res.status).toBe(200);
        expect(interviewQuestionSchema.safeParse(res.body).success).toBe(true);
        expect(res.body).toEqual(localAnswer('interviewQuestion', AI_INPUTS.interviewQuestion));
        expect(res.body.source).toBe('local');
        expect((await post('interviewQuestion', AI_INPUTS.interviewQuestion, applicant)).body).toEqual(res.body);

        // An assessment of five questions on one skill (the Skill Assessment bot sends the skill as a string).
        const assessment = { jobTitle: 'Skill assessment', skills: 'JavaScript', experience: 0, currentQuestion: 1, exerciseType: 'coding' };
        const questions = await Promise.all([1, 2, 3, 4, 5].map((n) => post<InterviewQuestion>('interviewQuestion', { ...assessment, currentQuestion: n }, applicant)));
        expect(questions.map((q) => q.status)).toEqual([200, 200, 200, 200, 200]);
        expect(new Set(questions.map((q) => q.body.question)).size).toBe(5);
      });

      it('evaluate-answer: score 0-100 with feedback; a good answer beats an off-topic one; an empty answer scores 0', async () => {
        const good = await post<Evaluation>('evaluateAnswer', AI_INPUTS.evaluateAnswer, applicant);
        expect(good.status).toBe(200);
        expect(evaluationSchema.safeParse(good.body).success).toBe(true);
        expect(good.body).toEqual(localAnswer('evaluateAnswer', AI_INPUTS.evaluateAnswer));

        const offTopic = await post<Evaluation>('evaluateAnswer', { ...AI_INPUTS.evaluateAnswer, userAnswer: 'I enjoy hiking and cooking pasta on weekends.' }, applicant);
        const empty = await post<Evaluation>('evaluateAnswer', { ...AI_INPUTS.evaluateAnswer, userAnswer: '' }, applicant);
        expect([offTopic.status, empty.status]).toEqual([200, 200]);
        expect(good.body.score).toBeGreaterThan(offTopic.body.score);
        expect(empty.body.score).toBe(0);
        expect(empty.body.feedback.length).toBeGreaterThan(0);
      });

      it('suggest-learning-path: { learningPath, source } with milestones; level, timeframe and style default when left out', async () => {
        const res = await post<LearningPathResponse>('learningPath', AI_INPUTS.learningPath, applicant);
        expect(res.status).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(['engine', 'learningPath', 'source']);
        expect(learningPathSchema.safeParse(res.body.learningPath).success).toBe(true);
        expect(res.body).toEqual(localAnswer('learningPath', AI_INPUTS.learningPath));

        const minimal = { skill: 'Docker', learningGoal: AI_INPUTS.learningPath.learningGoal };
        const defaults = await post<LearningPathResponse>('learningPath', minimal, applicant);
        expect(defaults.status).toBe(200);
        expect(defaults.body).toEqual(localAnswer('learningPath', { ...minimal, currentLevel: 'beginner', timeframe: 'balanced', preferredStyle: 'hands-on' }));
      });

      it('suggest-candidate: a recruiter gets an evaluation in the allowed HTML only; an applicant gets 403', async () => {
        const res = await post<CandidateSuggestionResponse>('suggestCandidate', AI_INPUTS.suggestCandidate, recruiter);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(localAnswer('suggestCandidate', AI_INPUTS.suggestCandidate));
        expect(res.body.evaluation.length).toBeGreaterThan(0);
        expect(disallowedMarkup(res.body.evaluation)).toEqual([]);
        expect(res.body.evaluation).not.toMatch(/<script|alert\(1\)/);

        expectAiError(await post('suggestCandidate', AI_INPUTS.suggestCandidate, applicant), 403, Messages.forbiddenRole('recruiter'));
      });

      it('resume-create: the form data trimmed and typed, with a summary', async () => {
        const res = await post<ResumeResult>('createResume', AI_INPUTS.createResume, applicant);
        expect(res.status).toBe(200);
        expect(resumeResultSchema.safeParse(res.body).success).toBe(true);
        expect(res.body).toEqual(localAnswer('createResume', AI_INPUTS.createResume));
        expect(res.body).toMatchObject({ fullName: 'Asha Rao', currentPosition: 'Backend Engineer', companies: AI_INPUTS.createResume.companies, source: 'local' });
        expect(res.body.summary).toContain('Backend Engineer');
      });

      it.each(INVALID)('invalid input to %s: 400 "%s" in error and message', async (agent, message, body) => {
        expectAiError(await post(agent, body, recruiter), 400, message);
      });

      it('no token, a bad signature, or a token of another secret: 401 on every agent', async () => {
        for (const agent of AGENTS) expectAiError(await post(agent, AI_INPUTS[agent], null), 401, Messages.unauthenticated);
        expectAiError(await post('interviewQuestion', AI_INPUTS.interviewQuestion, tamperSignature(applicant)), 401, Messages.invalidToken);
        const foreign = signHs256({ sub: 'someone', type: 'recruiter', iat: Math.floor(Date.now() / 1000) }, 'not-the-stack-secret-at-all');
        expectAiError(await post('suggestCandidate', AI_INPUTS.suggestCandidate, foreign), 401, Messages.invalidToken);
      });
    });

    it('/ai/docs: swagger-ui and the OpenAPI document of the five agents, generated from the schemas, without a token', async () => {
      const page = await api<string>(`${AI_PROXY_PREFIX}${AiPaths.docs}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('data-spec="docs/openapi.json"');

      const doc = await api<{ openapi: string; paths: Record<string, { post: Record<string, any> }>; components: Record<string, any> }>(`${AI_PROXY_PREFIX}${AiPaths.openApi}`); // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(doc.status).toBe(200);
      expect(doc.body.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.body.paths).sort()).toEqual(Object.values(AGENT_PATHS).sort());
      const question = doc.body.paths[AiPaths.interviewQuestion].post;
      expect(question.requestBody.content['application/json'].schema.required).toEqual(['jobTitle', 'skills', 'experience', 'currentQuestion']);
      expect(question.responses['200'].content['application/json'].schema.properties.source.enum).toEqual(['llm', 'local']);
      expect(Object.keys(doc.body.paths[AiPaths.suggestCandidate].post.responses)).toContain('403');
      expect(doc.body.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

      for (const asset of ['swagger-ui-bundle.js', 'swagger-init.js']) {
        const res = await api(`${AI_PROXY_PREFIX}${AiPaths.docs}/${asset}`);
        expect({ asset, status: res.status, type: res.headers.get('content-type') }).toEqual({ asset, status: 200, type: expect.stringMatching(/javascript/) });
      }
    });

    it('the /ai proxy refuses an agent without a token, and passes nothing but the agents and the document (issue 16)', async () => {
      expectAiError(await api(`${AI_PROXY_PREFIX}${AiPaths.evaluateAnswer}`, { method: 'POST', body: {} }), 401, Messages.unauthenticated);
      expectAiError(await api(`${AI_PROXY_PREFIX}/health`), 404, Messages.notFound);
      expectAiError(await api(`${AI_PROXY_PREFIX}/api/anything`, { method: 'POST', body: {} }), 404, Messages.notFound);
      // The AI service's own health and metrics are not for users (http-edge.e2e.spec.ts has the path tricks).
      expectAiError(await api(`${AI_PROXY_PREFIX}/health`, { token: applicant }), 404, Messages.notFound);
      expectAiError(await api(`${AI_PROXY_PREFIX}/metrics`, { token: applicant }), 404, Messages.notFound);
    });

    if (mode === 'embedded') describeAiProviderFallback();
  });
}
