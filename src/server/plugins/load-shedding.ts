import type { FastifyInstance } from 'fastify';
import { SERVER_BUSY_MESSAGE, ServerBusyError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Counted against the in-flight limit, until its answer reaches onSend. */
    inFlight: boolean;
  }
}

/** Load balancers and supervisors must hear from a busy process too: it is alive, just full. */
const isHealthCheck = (url: string) => url.startsWith('/api/health');

const busy = new ServerBusyError();
const busyBody = JSON.stringify({ message: SERVER_BUSY_MESSAGE, errors: {} });

/**
 * Answers 503 with Retry-After, at once, to a request that finds `maxInFlight` requests already
 * being worked on in this process. Without a limit every request queues (for the database's
 * connections, or the event loop) and under overload all of them get slow; with it the excess is
 * refused cheaply, before any other hook or database work, and what is served stays fast.
 */
export function registerLoadShedding(app: FastifyInstance, maxInFlight: number): void {
  if (maxInFlight <= 0) return;
  let inFlight = 0;
  app.decorateRequest('inFlight', false);
  // Callback hooks: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (inFlight >= maxInFlight && !isHealthCheck(request.url)) {
      reply
        .code(busy.statusCode)
        .headers(busy.headers)
        .type('application/json; charset=utf-8')
        .send(busyBody);
      return;
    }
    request.inFlight = true;
    inFlight += 1;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.inFlight) {
      request.inFlight = false;
      inFlight -= 1;
    }
    done(null, payload);
  });
}
