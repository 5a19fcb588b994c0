/** Public HTTP paths of the gateway (spec section 7), shared by the gateway and the web client. */
export const ApiPaths = {
  login: '/auth/login',
  signup: '/auth/signup',
  user: '/api/user',
  health: '/api/health',
} as const;
