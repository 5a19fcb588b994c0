import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { MessageResponse } from '@hirewise/contracts/common';
import type { DeleteAccountRequest } from '@hirewise/contracts/privacy';
import { apiRequest } from '../../api/api-client';
import { fetchFile, type FetchedFile } from '../../files/api/fetch-file';

/** GET /api/user/export: everything held about the applicant, as one JSON file (docs/privacy.md). */
export function exportMyData(): Promise<FetchedFile> {
  return fetchFile(`${ApiPaths.user}/export`);
}

/** DELETE /api/user, confirmed with the password. */
export function deleteMyAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(ApiPaths.user, { method: 'DELETE', body, auth: true });
}
