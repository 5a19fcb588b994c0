import { ApiPaths, type AuthResponse, type SignupRequest } from '@hirewise/contracts';
import { apiRequest } from '../../api/api-client';

export function signup(body: SignupRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(ApiPaths.signup, { method: 'POST', body });
}
