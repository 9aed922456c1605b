import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../../stores/session-store.ts';

/**
 * Signs out once this page has been left, rather than at once. The router applies a navigation as a
 * React transition, while dropping the token re-renders at once: dropped first, the dashboard's
 * guard would see a signed-out visitor still on the dashboard and send them to /login instead of
 * where they were sent. Returns the function that arms it.
 */
export function useSignOutOnLeave(): () => void {
  const armed = useRef(false);
  const setToken = useSessionStore((state) => state.setToken);
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      if (!armed.current) return;
      setToken(null);
      // The user's lists live in the query cache; none may outlive the account.
      queryClient.clear();
    },
    [setToken, queryClient],
  );
  return () => {
    armed.current = true;
  };
}
