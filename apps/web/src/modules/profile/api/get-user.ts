import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { UserProfile } from '@hirewise/contracts/auth';
import { apiRequest } from '../../api/api-client';

export function getUser(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest<UserProfile>(ApiPaths.user, { auth: true, signal });
}
