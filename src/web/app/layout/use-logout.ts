import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api-client.ts';
import { useSessionStore } from '../../stores/session-store.ts';

/** Ends the session: any answer from the server (or none) signs the user out and goes to /login. */
export function useLogout(): () => Promise<void> {
  const setToken = useSessionStore((state) => state.setToken);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiRequest('/api/logout');
    } catch (error) {
      // docs/product.md §8.1: a logout failure is only logged; the user is signed out locally regardless.
      console.error('Logout request failed', error);
    }
    setToken(null);
    // The user's wishlist, addresses and orders live in the query cache; none may outlive the session.
    queryClient.clear();
    navigate('/login');
  };
}
