import { vi } from 'vitest';

/** One request as a page made it, its JSON body parsed. */
export type FetchCall = { method: string; url: string; body: unknown };

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A pretend API's answer: a status and JSON body, or the network failing. */
export type Reply = { status: number; body: unknown } | 'network-error';

export function replyWith(answer: Reply): Response {
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  return jsonResponse(answer.body, answer.status);
}

/**
 * Stubs fetch with a pretend API: `answer` replies to each request, and every request is recorded
 * first (a thrown network error included), so a test can check what was sent.
 */
export function stubFetch(answer: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  // Kept beside the calls rather than in them, so tests comparing whole calls stay as they are.
  const sentHeaders = new WeakMap<FetchCall, Record<string, string>>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const call = { method: init.method ?? 'GET', url, body };
      sentHeaders.set(call, { ...(init.headers as Record<string, string> | undefined) });
      calls.push(call);
      return answer(call);
    }),
  );
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** The headers a request was sent with. */
    headersOf: (call: FetchCall | undefined) => (call ? (sentHeaders.get(call) ?? {}) : {}),
  };
}
