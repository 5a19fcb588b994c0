import { useQuery } from '@tanstack/react-query';
import type { Application } from '@hirewise/contracts/applications';
import { queryKeys } from '@/modules/api/query-keys';
import { getUser } from '@/modules/profile/api/get-user';
import { suggestCandidate } from '../api/suggest-candidate';
import { buildSuggestionRequest } from '../utils/suggestion-request';

/**
 * The Recruiter Agent's suggestion about one application, asked for only while the dialog is open
 * (not once per job on My jobs; docs/web-ai.md). The recruiter's bio comes from GET /api/user.
 */
export function useCandidateSuggestion(application: Application, enabled: boolean) {
  const recruiter = useQuery({
    queryKey: queryKeys.user.current(),
    queryFn: ({ signal }) => getUser(signal),
    enabled,
  });
  const suggestion = useQuery({
    queryKey: queryKeys.ai.suggestion(application._id),
    queryFn: ({ signal }) => suggestCandidate(buildSuggestionRequest(recruiter.data!, application), signal),
    enabled: enabled && recruiter.isSuccess,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    isLoading: recruiter.isPending || suggestion.isPending,
    isError: recruiter.isError || suggestion.isError,
    data: suggestion.data,
  };
}
