import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { endExpiredSession } from './end-expired-session.ts';

afterEach(() => useSessionStore.getState().setToken(null));

describe('endExpiredSession', () => {
  it('signs out and forgets the user’s data when the server answers 401', () => {
    const client = new QueryClient();
    client.setQueryData(['wishlist', 7], [{ id: 1 }]);
    useSessionStore.getState().setToken('ended-token');

    endExpiredSession(new ApiRequestError(401, 'Your session has ended. Please log in again.'), client);

    expect(useSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(client.getQueryData(['wishlist', 7])).toBeUndefined();
  });

  it.each([
    ['a refusal of another kind', new ApiRequestError(403, 'No.')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('keeps the session after %s', (_name, error) => {
    const client = new QueryClient();
    useSessionStore.getState().setToken('live-token');

    endExpiredSession(error, client);

    expect(useSessionStore.getState().token).toBe('live-token');
  });
});
