import { useMutation, useQuery } from '@tanstack/react-query';
import { notify } from '../../ui/components/toaster';
import { FileMessages } from '../../files/utils/file-messages';
import { deliverFile } from '../../files/utils/deliver-file';
import { downloadAdverseImpactCsv, downloadAiAudit, getAdverseImpact, getFunnel, getMyJobs } from '../api/insights-api';

const keys = {
  funnel: (jobId?: string) => ['insights', 'funnel', jobId ?? 'all'] as const,
  impact: (jobId?: string) => ['insights', 'adverse-impact', jobId ?? 'all'] as const,
  jobs: ['insights', 'my-jobs'] as const,
};

export const useFunnel = (jobId?: string) => useQuery({ queryKey: keys.funnel(jobId), queryFn: ({ signal }) => getFunnel(jobId, signal) });
export const useAdverseImpact = (jobId?: string) => useQuery({ queryKey: keys.impact(jobId), queryFn: ({ signal }) => getAdverseImpact(jobId, signal) });
export const useMyJobsForInsights = () => useQuery({ queryKey: keys.jobs, queryFn: ({ signal }) => getMyJobs(signal) });

export function useDownloadImpactCsv() {
  return useMutation({
    mutationFn: async (jobId?: string) => deliverFile(await downloadAdverseImpactCsv(jobId), 'adverse-impact.csv'),
    onSuccess: () => notify.success(FileMessages.downloaded),
    onError: () => notify.error('The report could not be downloaded. Please try again.'),
  });
}

/** One job's AI audit export (issue 21, part 8). */
export function useDownloadAiAudit() {
  return useMutation({
    mutationFn: async (jobId: string) => deliverFile(await downloadAiAudit(jobId), 'ai-audit.json'),
    onSuccess: () => notify.success(FileMessages.downloaded),
    onError: () => notify.error('The AI audit could not be downloaded. Please try again.'),
  });
}
