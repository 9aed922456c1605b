import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import { startEarlyRequests, takeEarlyAnswer } from './early-requests.ts';

function answering(bodies: Record<string, unknown>) {
  const fetchMock = vi.fn(async (path: string) => Response.json(bodies[path] ?? {}, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setToken(null);
  // Whatever a test started and did not take is dropped with the next start.
  startEarlyRequests('/');
});

describe('early requests of a signed-in visitor’s first page', () => {
  it('asks for the user and, on the order guide, the guide, each answer taken once', async () => {
    useSessionStore.getState().setToken('venue-token');
    const fetchMock = answering({ '/api/user': { id: 7 }, '/api/order-guide': { items: [] } });

    startEarlyRequests('/order-guide');

    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/user', '/api/order-guide']);
    const again = vi.fn(async () => ({ id: 8 }));
    await expect(takeEarlyAnswer('/api/user', again)).resolves.toEqual({ id: 7 });
    expect(again).not.toHaveBeenCalled();
    // A second ask (a retry, a refetch) goes to the server.
    await expect(takeEarlyAnswer('/api/user', again)).resolves.toEqual({ id: 8 });
    await expect(takeEarlyAnswer('/api/order-guide', async () => null)).resolves.toEqual({ items: [] });
  });

  it('asks for nothing without a session, and only for the user on other pages', () => {
    const fetchMock = answering({});
    startEarlyRequests('/order-guide');
    expect(fetchMock).not.toHaveBeenCalled();

    useSessionStore.getState().setToken('venue-token');
    startEarlyRequests('/quick-order');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/user']);
  });

  it('does not hand an answer asked with another token to a new session', async () => {
    useSessionStore.getState().setToken('first-token');
    answering({ '/api/user': { id: 7 } });
    startEarlyRequests('/order-guide');

    useSessionStore.getState().setToken('second-token');

    await expect(takeEarlyAnswer('/api/user', async () => ({ id: 9 }))).resolves.toEqual({ id: 9 });
  });
});
