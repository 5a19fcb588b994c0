import { aiProxyTarget } from '../../proxy/ai-allow-list';

describe('the /ai proxy allow-list (raw URL, exact paths)', () => {
  it.each([
    ['POST', '/ai/api/evaluate-answer'],
    ['POST', '/ai/api/get-interview-question'],
    ['POST', '/ai/api/suggest-learning-path'],
    ['POST', '/ai/api/suggest-candidate'],
    ['POST', '/ai/api/resume-create?x=1'],
  ])('passes the agent %s %s to the API', (method, url) => {
    expect(aiProxyTarget(method, url)).toBe('api');
  });

  it.each([
    ['GET', '/ai/docs'],
    ['GET', '/ai/docs/'],
    ['HEAD', '/ai/docs/openapi.json'],
    ['GET', '/ai/docs/swagger-init.js'],
    ['GET', '/ai/docs/swagger-ui-bundle.js'],
    ['GET', '/ai/docs/swagger-ui.css'],
  ])('passes the document %s %s', (method, url) => {
    expect(aiProxyTarget(method, url)).toBe('docs');
  });

  it.each([
    ['GET', '/ai/metrics'],
    ['GET', '/ai/health'],
    ['GET', '/ai/ready'],
    ['GET', '/ai/api/docs'],
    ['GET', '/ai/unknown'],
    ['GET', '/ai/%2e%2e/metrics'],
    ['GET', '/ai/%2E%2E/metrics'],
    ['GET', '/ai//metrics'],
    ['GET', '/ai/api/../metrics'],
    ['GET', '/ai/docs/../metrics'],
    ['GET', '/ai/docs/..%2fmetrics'],
    ['GET', '/ai/docs/%2e%2e/metrics'],
    ['POST', '/ai/api/evaluate-answer/../../metrics'],
    ['POST', '/ai/api/evaluate-answer%2f..%2f..%2fmetrics'],
    ['POST', '/ai//api/evaluate-answer'],
    ['POST', '/ai/API/evaluate-answer'],
    ['POST', '/ai/api/evaluate-answer/'],
    ['GET', '/ai/api/evaluate-answer'],
    ['POST', '/ai/docs'],
    ['DELETE', '/ai/docs/openapi.json'],
    ['GET', '/ai/docs/package.json'],
    ['GET', '/ai'],
    ['GET', '/ai/'],
    ['GET', '/AI/docs'],
  ])('refuses %s %s', (method, url) => {
    expect(aiProxyTarget(method, url)).toBeUndefined();
  });
});
