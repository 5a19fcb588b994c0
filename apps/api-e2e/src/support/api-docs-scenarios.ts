import { AI_PROXY_PREFIX, AiPaths, ApiPaths, Messages, MediaPaths, TOTAL_COUNT_HEADER } from '@hirewise/contracts';
import type { Api } from './http';
import type { MainStack } from './main-stack';
import type { RunMode } from './stack';

type Operation = { security: unknown[]; responses: Record<string, { headers?: Record<string, unknown> }> };
type OpenApiDoc = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

/** Spec section 7's calls, as the document must list them (path template -> methods). */
const EXPECTED: Record<string, string[]> = {
  [ApiPaths.login]: ['post'],
  [ApiPaths.signup]: ['post'],
  [ApiPaths.user]: ['get', 'put', 'delete'],
  '/api/user/export': ['get'],
  '/api/jobs': ['get', 'post'],
  '/api/jobs/{id}': ['get', 'put', 'delete'],
  '/api/jobs/{id}/applications': ['post'],
  '/api/applications': ['get'],
  '/api/applications/{id}': ['put'],
  '/api/applications/{id}/interview-complete': ['put'],
  '/api/applications/{id}/interview-results': ['get'],
  '/api/applications/{id}/interview-results/video': ['delete'],
  '/api/applications/{id}/interview-results/review': ['put'],
  '/api/applications/{id}/interview/questions': ['post'],
  '/api/applications/{id}/interview/answers': ['post'],
  [MediaPaths.interviewResults]: ['get', 'post'],
  '/api/applicants': ['get'],
  '/api/rating': ['get', 'put'],
  [AiPaths.interviewQuestion]: ['post'],
  [AiPaths.evaluateAnswer]: ['post'],
  [AiPaths.learningPath]: ['post'],
  [AiPaths.suggestCandidate]: ['post'],
  [AiPaths.createResume]: ['post'],
  [MediaPaths.uploadResume]: ['post'],
  [MediaPaths.uploadProfile]: ['post'],
  '/api/download/resume/{file}': ['get', 'head'],
  '/api/download/profile/{file}': ['get', 'head'],
  '/api/download/interview/{id}': ['get', 'head'],
  '/api/stream/interview/{id}': ['get', 'head'],
  '/api/stream/interview/{id}/link': ['post'],
  [ApiPaths.health]: ['get'],
  '/ready': ['get'],
};

/**
 * The gateway's API documentation (issue 7): swagger-ui at /api/docs and the OpenAPI document at
 * /api/docs/openapi.json, without a token and past the web app's SPA fallback, listing every call.
 */
export function describeApiDocs(mode: RunMode, main: MainStack): void {
  describe(`API docs at /api/docs (${mode} mode)`, () => {
    let api: Api;
    beforeAll(() => {
      api = main.api;
    });

    it('serves the swagger-ui page and its scripts without a token (not the web app\'s index.html)', async () => {
      const page = await api<string>('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('<title>Hirewise API</title>');
      expect(page.text).toContain('data-spec="docs/openapi.json"');
      for (const asset of ['swagger-ui-bundle.js', 'swagger-init.js']) {
        const res = await api(`/api/docs/${asset}`);
        expect({ asset, status: res.status, type: res.headers.get('content-type') }).toEqual({ asset, status: 200, type: expect.stringMatching(/javascript/) });
      }
      const unknown = await api('/api/docs/not-an-asset.js');
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: 'Not found' } });
    });

    it('serves the OpenAPI 3.1 document listing every call, with bearerAuth, without a token', async () => {
      const res = await api<OpenApiDoc>('/api/docs/openapi.json');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const doc = res.body;
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
      for (const [path, methods] of Object.entries(EXPECTED)) {
        expect({ path, methods: Object.keys(doc.paths[path] ?? {}).sort() }).toEqual({ path, methods: [...methods].sort() });
      }
      expect(doc.paths['/api/jobs'].get.responses['200'].headers).toHaveProperty(TOTAL_COUNT_HEADER);
      expect(doc.paths[ApiPaths.login].post.security).toEqual([]);
      expect(doc.paths['/api/jobs'].get.security).toEqual([{ bearerAuth: [] }]);
      expect(JSON.stringify(doc)).toContain(`${AI_PROXY_PREFIX}${AiPaths.docs}`);
    });

    it('answers as documented: a protected call without a token is 401 {message}, a public one is not', async () => {
      const doc = (await api<OpenApiDoc>('/api/docs/openapi.json')).body;
      expect(Object.keys(doc.paths['/api/jobs'].get.responses)).toContain('401');
      const refused = await api('/api/jobs');
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { message: Messages.unauthenticated } });
      const health = await api(ApiPaths.health);
      expect(Object.keys(doc.paths[ApiPaths.health].get.responses)).toContain(String(health.status));
    });
  });
}
