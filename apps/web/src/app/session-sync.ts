import { useEffect, useRef } from 'react';
import { keepSession, resumeSession } from '../features/auth/api/session.ts';
import { useSessionStore } from '../stores/session.ts';

/**
 * Keeps the tabs of a browser in one session (DESIGN §9, issue 23): a new tab asks the server for the
 * browser's session before the route guard decides, and each new token is kept for the tabs to come.
 */
export function useSessionSync() {
  const token = useSessionStore((state) => state.token);
  const resuming = useSessionStore((state) => state.resuming);
  const kept = useRef<string | null>(null);

  useEffect(() => {
    if (!resuming) return;
    let current = true;
    void resumeSession().then((resumed) => {
      if (!current) return;
      kept.current = resumed;
      useSessionStore.getState().finishResume(resumed);
    });
    return () => {
      current = false;
    };
  }, [resuming]);

  useEffect(() => {
    if (!token || token === kept.current) return;
    kept.current = token;
    void keepSession();
  }, [token]);

  return resuming;
}
