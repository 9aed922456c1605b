import { apiRequest } from '../lib/api-client.ts';
import { readStoredToken } from '../stores/session-store.ts';

/** What a signed-in visitor's first page will ask for, asked as the entry script starts. */
type EarlyRequest = { path: string; token: string; startedAt: number; answer: Promise<unknown> };

/** An early answer older than this is not used: the page asks again. */
const EARLY_ANSWER_MS = 20_000;

/** Pages (their path) that load one of the signed-in venue's lists as soon as they are drawn. */
const FIRST_LISTS: Record<string, string> = { '/order-guide': '/api/order-guide' };

let started: EarlyRequest[] = [];

/**
 * Asks, before React's first render, for what a signed-in visitor's first page waits on: the user
 * (every signed-in page: whose lists, member prices) and, on the order guide, the guide. Left to
 * the queries, the user was asked only once the whole first render had committed, and the guide
 * only once the user had come back (its query key holds the user's id), three steps one after
 * the other on a phone. The answers are taken once by the queries that want them
 * (`takeEarlyAnswer`); a 401 is taken like any other answer, so the session ends as before.
 */
export function startEarlyRequests(pathname: string): void {
  started = [];
  const token = readStoredToken();
  if (!token) return;
  const list = FIRST_LISTS[pathname.replace(/(.)\/$/, '$1')];
  const paths = list ? ['/api/user', list] : ['/api/user'];
  started = paths.map((path) => {
    const answer = apiRequest<unknown>(path);
    // Not taken (a seller on the guide's address, a page left at once): no unhandled rejection.
    answer.catch(() => undefined);
    return { path, token, startedAt: performance.now(), answer };
  });
}

/**
 * The early answer for `path`, if one was asked with the session's current token and not long ago,
 * else `ask()`. Each early answer is taken once; a retry or a reload asks the server again.
 */
export function takeEarlyAnswer<T>(path: string, ask: () => Promise<T>): Promise<T> {
  const early = started.find((request) => request.path === path);
  if (!early) return ask();
  started = started.filter((request) => request !== early);
  const fresh = performance.now() - early.startedAt < EARLY_ANSWER_MS;
  return fresh && early.token === readStoredToken() ? (early.answer as Promise<T>) : ask();
}
