import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { UserUpdateRequest } from '@hirewise/contracts/auth';
import type { MessageResponse } from '@hirewise/contracts/common';
import { apiRequest } from '../../api/api-client';

/** PUT /api/user with the stored session, or with `token` for an account whose session is not stored yet. */
export function updateUser(body: UserUpdateRequest, token?: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiPaths.user, { method: 'PUT', body, auth: true, token });
}
