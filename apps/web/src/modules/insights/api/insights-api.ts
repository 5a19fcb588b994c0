import { ApiPaths } from '@hirewise/contracts/api-paths';
import type { AdverseImpactReport, FunnelReport } from '@hirewise/contracts/fairness';
import type { Job } from '@hirewise/contracts/jobs';
import { apiRequest, withQuery } from '../../api/api-client';
import { fetchFile, type FetchedFile } from '../../files/api/fetch-file';

const scoped = (path: string, jobId: string | undefined, extra: Record<string, string> = {}) =>
  withQuery(path, new URLSearchParams({ ...(jobId ? { jobId } : {}), ...extra }));

/** GET /api/insights/funnel: one job's, or (no jobId) all of the recruiter's jobs'. */
export function getFunnel(jobId: string | undefined, signal?: AbortSignal): Promise<FunnelReport> {
  return apiRequest(scoped(ApiPaths.insightsFunnel, jobId), { auth: true, signal });
}

/** GET /api/insights/adverse-impact (JSON). */
export function getAdverseImpact(jobId: string | undefined, signal?: AbortSignal): Promise<AdverseImpactReport> {
  return apiRequest(scoped(ApiPaths.insightsAdverseImpact, jobId), { auth: true, signal });
}

/** The same report as a CSV download. */
export function downloadAdverseImpactCsv(jobId: string | undefined): Promise<FetchedFile> {
  return fetchFile(scoped(ApiPaths.insightsAdverseImpact, jobId, { format: 'csv' }));
}

/** GET /api/jobs/{id}/ai-audit: one job's AI audit (scores with provenance, reviews, decisions, ratios) as a JSON file. */
export function downloadAiAudit(jobId: string): Promise<FetchedFile> {
  return fetchFile(ApiPaths.jobAiAudit(jobId));
}

/** The recruiter's jobs for the picker (their first 100, newest first). */
export function getMyJobs(signal?: AbortSignal): Promise<Job[]> {
  return apiRequest(withQuery(ApiPaths.jobs, new URLSearchParams({ myjobs: '1', limit: '100' })), { auth: true, signal });
}
