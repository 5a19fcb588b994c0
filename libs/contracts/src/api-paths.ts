/** Public HTTP paths of the gateway (spec section 7), shared by the gateway and the web client. */
export const ApiPaths = {
  login: '/auth/login',
  signup: '/auth/signup',
  user: '/api/user',
  health: '/api/health',
} as const;

/**
 * The AI agents' paths (spec section 7): gateway routes over the broker, and the same paths on the
 * AI service's own HTTP API, which the gateway proxies under AI_PROXY_PREFIX.
 */
export const AiPaths = {
  interviewQuestion: '/api/get-interview-question',
  evaluateAnswer: '/api/evaluate-answer',
  learningPath: '/api/suggest-learning-path',
  suggestCandidate: '/api/suggest-candidate',
  createResume: '/api/resume-create',
  docs: '/docs',
  openApi: '/docs/openapi.json',
} as const;

export const AI_PROXY_PREFIX = '/ai';
