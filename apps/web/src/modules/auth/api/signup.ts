import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { AuthResponse, SignupRequest } from '@hirewise/contracts/auth';
import { apiRequest } from '../../api/api-client';

export function signup(body: SignupRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(ApiPaths.signup, { method: 'POST', body });
}
