import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { UiMessages } from '../../../app/messages';
import { notify } from '../../../app/toaster';
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
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
