import { ApiPaths, type AuthResponse, type LoginRequest } from '@hirewise/contracts';
import { apiRequest } from '../../api/api-client';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(ApiPaths.login, { method: 'POST', body });
}
