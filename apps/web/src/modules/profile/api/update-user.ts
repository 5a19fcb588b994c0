import { ApiPaths, type MessageResponse, type UserUpdateRequest } from '@hirewise/contracts';
import { apiRequest } from '../../api/api-client';

/** PUT /api/user with the stored session, or with `token` for an account whose session is not stored yet. */
export function updateUser(body: UserUpdateRequest, token?: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiPaths.user, { method: 'PUT', body, auth: true, token });
}
