import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long closing waits for requests still being worked on before it goes on regardless. */
export const CLOSE_WAIT_MS = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Counted among the requests closing waits for, until its answer reaches onSend. */
    inProgress: boolean;
  }
}

/**
 * Makes the app's close wait for the requests it is still working on. Fastify's close waits for
 * open connections only: a request whose client has gone (a closed tab, a load generator that
 * stopped) keeps running its hooks and handler after the close has finished, and the shop then
 * destroys the database under it ("driver has already been destroyed" in the log). A request is in
 * progress from its first hook until its answer reaches onSend, after which nothing of the shop's
 * reads or writes the database; onSend runs for a request whose client has gone, too.
 */
export function registerRequestsInProgress(app: FastifyInstance, closeWaitMs = CLOSE_WAIT_MS): void {
  // A count and a flag declared on every request (no change of the request's shape): these hooks
  // run on every request, the shop's cheapest included.
  let requestsInProgress = 0;
  let lastOneFinished: (() => void) | undefined;
  app.decorateRequest('inProgress', false);
  // Callback hooks: an async one costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    request.inProgress = true;
    requestsInProgress += 1;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.inProgress) {
      request.inProgress = false;
      requestsInProgress -= 1;
      if (requestsInProgress === 0) lastOneFinished?.();
    }
    done(null, payload);
  });

  app.addHook('onClose', async () => {
    if (requestsInProgress === 0) return;
    const allFinished = new Promise<void>((resolve) => {
      lastOneFinished = resolve;
    });
    const waitEnds = new AbortController();
    const gaveUp = await Promise.race([
      allFinished.then(() => false),
      sleep(closeWaitMs, true, { signal: waitEnds.signal }),
    ]);
    waitEnds.abort();
    if (gaveUp) {
      app.log.warn(`closing with ${requestsInProgress} requests still in progress after ${closeWaitMs} ms`);
    }
  });
}
