import {
  AI_OPERATIONS,
  AI_PROXY_OPERATIONS,
  AI_PROXY_PREFIX,
  aiOperationRoles,
  AiPaths,
  API_ROOTS,
  ApiPaths,
  ApiRoutes,
  fillRoute,
  GATEWAY_OPERATIONS,
  InterviewSessionPaths,
  isAiCallPath,
  MediaPaths,
  openApiPath,
  Patterns,
  routeRegExp,
} from '../index';

/** Spec section 7's calls, as the spec writes them: the table must keep every one. */
const SPEC_SECTION_7 = [
  'POST /auth/signup',
  'POST /auth/login',
  'GET /api/user',
  'PUT /api/user',
  'GET /api/jobs',
  'POST /api/jobs',
  'GET /api/jobs/{id}',
  'PUT /api/jobs/{id}',
  'DELETE /api/jobs/{id}',
  'POST /api/jobs/{id}/applications',
  'GET /api/applications',
  'PUT /api/applications/{id}',
  'GET /api/applicants',
  'GET /api/rating',
  'PUT /api/rating',
  'PUT /api/applications/{id}/interview-complete',
  'GET /api/applications/{id}/interview-results',
  'GET /api/interview-results',
  'POST /api/interview-results',
  'POST /api/uploads/resume',
  'POST /upload/profile',
  'GET /api/download/resume/{file}',
  'GET /api/download/interview/{id}',
  'GET /api/stream/interview/{id}',
  'POST /api/get-interview-question',
  'POST /api/evaluate-answer',
  'POST /api/suggest-learning-path',
  'POST /api/suggest-candidate',
  'POST /api/resume-create',
];

describe('ApiRoutes / ApiPaths: every HTTP path in one table', () => {
  const documented = new Set(GATEWAY_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`));

  it("keeps every call of spec section 7, and the gateway's document uses the table's paths only", () => {
    for (const call of SPEC_SECTION_7) expect(documented).toContain(call);
    const templates = new Set(Object.values(ApiRoutes).map(openApiPath));
    expect(GATEWAY_OPERATIONS.map((op) => op.path).filter((path) => !templates.has(path))).toEqual([]);
    // ...and no route of the table is left undocumented.
    expect([...templates].filter((path) => !GATEWAY_OPERATIONS.some((op) => op.path === path))).toEqual([]);
  });

  it('builds concrete paths with encoded ids, and the OpenAPI templates', () => {
    expect(ApiPaths.application('a1')).toBe('/api/applications/a1');
    expect(ApiPaths.job('x/../y')).toBe('/api/jobs/x%2F..%2Fy');
    expect(ApiPaths.interviewReview('id 1')).toBe('/api/applications/id%201/interview-results/review');
    expect(ApiPaths.downloadResume('cv.pdf')).toBe('/api/download/resume/cv.pdf');
    expect(fillRoute(ApiRoutes.streamInterviewLink, { id: 'v' })).toBe('/api/stream/interview/v/link');
    expect(openApiPath(ApiRoutes.downloadProfile)).toBe('/api/download/profile/{file}');
    expect(ApiPaths.login).toBe('/auth/login');
    // MediaPaths (the media service and the web client) are the table's builders.
    expect(MediaPaths.streamInterview('v 1')).toBe(ApiPaths.streamInterview('v 1'));
    expect(MediaPaths.uploadProfile).toBe(ApiRoutes.uploadProfile);
    expect(InterviewSessionPaths.review('a/1')).toBe('/api/applications/a%2F1/interview-results/review');
  });

  it('matches exactly one segment per parameter, with at most one trailing slash', () => {
    const download = routeRegExp(ApiRoutes.downloadResume, ApiRoutes.downloadInterview);
    expect(['/api/download/resume/cv.pdf', '/api/download/interview/v1/'].map((p) => download.test(p))).toEqual([true, true]);
    expect(['/api/download/resume/', '/api/download/resume/a/b', '/api/download/profile/x', '/api/download/resume/x//'].map((p) => download.test(p))).toEqual([false, false, false, false]);
    expect(routeRegExp(ApiRoutes.openApi).test('/api/docs/openapiXjson')).toBe(false);
  });

  it('knows the first segments of the API (the web app answers everything else)', () => {
    expect([...API_ROOTS].sort()).toEqual(['/api', '/auth', '/health', '/ready', '/upload']);
  });
});

describe('AI_OPERATIONS: the five agents written once', () => {
  it('names each operation after its AiPaths and Patterns.ai keys', () => {
    expect(AI_OPERATIONS.map((op) => op.name)).toEqual(['interviewQuestion', 'evaluateAnswer', 'learningPath', 'suggestCandidate', 'createResume']);
    for (const op of AI_OPERATIONS) {
      expect(op.path).toBe(AiPaths[op.name]);
      expect(op.pattern).toBe(Patterns.ai[op.name]);
      expect(op.rateLimit).toBe('ai-user');
      expect(isAiCallPath(op.path)).toBe(true);
    }
    expect(AI_OPERATIONS.map((op) => aiOperationRoles(op))).toEqual([undefined, undefined, undefined, ['recruiter'], undefined]);
  });

  it('generates the AI entries of both documents (gateway routes and the /ai proxy)', () => {
    const ai = (ops: typeof GATEWAY_OPERATIONS) => ops.filter((op) => op.aiErrors).map((op) => `${op.method} ${op.path} ${op.access}`);
    expect(ai(GATEWAY_OPERATIONS)).toEqual(AI_OPERATIONS.map((op) => `post ${op.path} ${op.access}`));
    expect(ai(AI_PROXY_OPERATIONS)).toEqual(AI_OPERATIONS.map((op) => `post ${AI_PROXY_PREFIX}${op.path} ${op.access}`));
  });
});
