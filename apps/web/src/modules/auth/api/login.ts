import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { AuthResponse, LoginRequest } from '@hirewise/contracts/auth';
import { apiRequest } from '../../api/api-client';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(ApiPaths.login, { method: 'POST', body });
}
