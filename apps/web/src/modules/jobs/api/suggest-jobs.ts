import { JOB_SUGGEST_LIMITS } from '@hirewise/contracts/constants';
import type { JobSuggestions } from '@hirewise/contracts/jobs';
import { apiRequest, withQuery } from '../../api/api-client';
import { HiringPaths } from '../../api/paths';

/** GET /api/jobs/suggest?q=: titles and skills of open jobs starting with what is typed (type-ahead). */
export function suggestJobs(q: string, signal?: AbortSignal): Promise<JobSuggestions> {
  const query = new URLSearchParams({ q, limit: String(JOB_SUGGEST_LIMITS.default) });
  return apiRequest<JobSuggestions>(withQuery(HiringPaths.jobsSuggest, query), { auth: true, signal });
}
