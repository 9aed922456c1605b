import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SIGN_IN_REQUIRED, STAFF_ONLY } from '../plugins/authentication.ts';

/** A request a back-office access test sends: the route, and a valid body where it takes one. */
export type AccessRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | undefined;
};

/** Expects each request, sent with the headers of a signed-in user of the wrong role, to get 403. */
export async function expectStaffOnly(
  app: FastifyInstance,
  requests: readonly AccessRequest[],
  headers: { authorization: string },
): Promise<void> {
  for (const request of requests) {
    const response = await app.inject({ ...request, headers });
    expect([request.url, response.statusCode]).toEqual([request.url, 403]);
    expect(response.json()).toEqual({ message: STAFF_ONLY, errors: {} });
  }
}

/** Expects each request, sent without a token, to get 401 and the ask to log in. */
export async function expectSignInRequired(
  app: FastifyInstance,
  requests: readonly AccessRequest[],
): Promise<void> {
  for (const request of requests) {
    const response = await app.inject(request);
    expect([request.url, response.statusCode]).toEqual([request.url, 401]);
    expect(response.json().message).toBe(SIGN_IN_REQUIRED);
  }
}
