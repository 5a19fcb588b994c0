import { ApiPaths, type UserProfile } from '@hirewise/contracts';
import { apiRequest } from '../../api/api-client';

export function getUser(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest<UserProfile>(ApiPaths.user, { auth: true, signal });
}
