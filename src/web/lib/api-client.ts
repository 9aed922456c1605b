import { retryAfterSeconds } from '../../domain/retry-wait.ts';
import { readStoredToken } from '../stores/session-store.ts';
import { SOMETHING_WENT_WRONG } from './texts.ts';

/** An HTTP error from the shop's API, carrying its `{ message, errors }` body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The whole error body, for answers that carry more than `{ message, errors }` (a 409's figures). */
    readonly body: unknown = null,
    /** The wait the answer's Retry-After asked for (a 503 from a busy shop, a 429), if any. */
    readonly retryAfterSeconds: number | undefined = undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
};

/** Calls the shop's API with JSON, sending the stored token as a bearer header when there is one. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, headers: extraHeaders }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = readStoredToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const { message, errors } = (payload ?? {}) as { message?: string; errors?: Record<string, string[]> };
    throw new ApiRequestError(
      response.status,
      message ?? SOMETHING_WENT_WRONG,
      errors ?? {},
      payload,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  return payload as T;
}
