import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@hirewise/contracts/auth';
import { notify } from '../../ui/components/toaster';
import { homePathFor } from '../../session/utils/home-path';
import { RETURN_PARAM, safeReturnPath } from '../../session/utils/return-path';
import { setSession } from '../../session/utils/session-store';

/**
 * After login or signup: forget the previous user's cache, store the session, greet, and go to
 * the role's home (/home for an applicant, /myjobs for a recruiter) rather than the landing page,
 * or back to the page that sent the visitor to log in (?next=/jobs/{id}, same-origin paths only).
 */
export function useStartSession(): (response: AuthResponse, message: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  return useCallback(
    (response, message) => {
      queryClient.clear();
      setSession({ token: response.token, type: response.type });
      notify.success(message);
      void navigate(returnTo ?? homePathFor(response.type), { replace: true });
    },
    [navigate, queryClient, returnTo],
  );
}
