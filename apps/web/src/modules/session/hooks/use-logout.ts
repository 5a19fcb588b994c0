import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { UiMessages } from '../../ui/utils/messages';
import { notify } from '../../ui/components/toaster';
import { clearSession } from '../utils/session-store';

/**
 * /logout: end the session once (StrictMode runs effects twice), say so, go to /login. `beforeLeave`
 * (the login screen's chunk) is awaited first, so the screen goes from the logout notice straight
 * to the login form, never through an empty or loading page.
 */
export function useLogout(beforeLeave?: () => Promise<unknown>): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const done = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    clearSession();
    queryClient.clear();
    notify.success(UiMessages.loggedOut);
    const ready = beforeLeave ? beforeLeave().catch(() => undefined) : Promise.resolve();
    // Not after the user has gone elsewhere meanwhile (a link on the logout notice).
    void ready.then(() => {
      if (mounted.current) void navigate('/login', { replace: true });
    });
  }, [navigate, queryClient, beforeLeave]);
}
