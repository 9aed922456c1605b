import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import { testUser } from '../test/fixtures.ts';
import { resetAfterEach } from '../test/reset-after-each.ts';
import { jsonResponse as json, type Reply, replyWith, stubFetch } from '../test/stub-fetch.ts';
import { SessionLoader } from './session-loader.tsx';

function startWith(userReply: () => Response) {
  const api = stubFetch(({ url }) => (url === '/api/user' ? userReply() : json([])));
  useSessionStore.getState().setToken('token-of-ada');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionLoader />
    </QueryClientProvider>,
  );
  return { api, client };
}

const userCalls = (api: ReturnType<typeof stubFetch>) =>
  api.calls.filter((call) => call.url === '/api/user').length;

resetAfterEach();

describe('SessionLoader', () => {
  it('signs out when the server refuses the token (401)', async () => {
    startWith(() => replyWith({ status: 401, body: { message: 'Your session has ended.', errors: {} } }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each<[string, Reply]>([
    ['a network failure', 'network-error'],
    ['a server error', { status: 500, body: { message: 'Boom', errors: {} } }],
    ['a busy server', { status: 503, body: { message: 'Try again shortly.', errors: {} } }],
  ])('keeps the customer signed in after %s, trying once more', async (_name, failure) => {
    const { api, client } = startWith(() => replyWith(failure));
    await waitFor(() => expect(userCalls(api)).toBe(2), { timeout: 3000 });
    await waitFor(() => expect(client.getQueryState(['user', 'token-of-ada'])?.status).toBe('error'));
    expect(useSessionStore.getState().token).toBe('token-of-ada');
    expect(window.localStorage.getItem('token')).toBe('token-of-ada');
  });

  it('loads the user on the second try when the first is lost', async () => {
    let tries = 0;
    const { client } = startWith(() => {
      tries += 1;
      return tries === 1 ? replyWith('network-error') : json(testUser());
    });
    await waitFor(() => expect(client.getQueryData(['user', 'token-of-ada'])).toEqual(testUser()), {
      timeout: 3000,
    });
    expect(useSessionStore.getState().token).toBe('token-of-ada');
  });
});
