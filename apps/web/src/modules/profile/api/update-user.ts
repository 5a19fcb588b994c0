import { ApiPaths, type MessageResponse, type UserUpdateRequest } from '@hirewise/contracts';
import { apiRequest } from '../../api/api-client';

export function updateUser(body: UserUpdateRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiPaths.user, { method: 'PUT', body, auth: true });
}
