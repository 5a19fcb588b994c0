import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { UiMessages } from '../../ui/utils/messages';
import { notify } from '../../ui/components/toaster';
import { clearSession } from '../utils/session-store';

/** /logout: end the session once (StrictMode runs effects twice), say so, go to /login. */
export function useLogout(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    clearSession();
    queryClient.clear();
    notify.success(UiMessages.loggedOut);
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
