import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long closing waits for requests still being worked on before it goes on regardless. */
export const CLOSE_WAIT_MS = 10_000;

/**
 * Makes the app's close wait for the requests it is still working on. Fastify's close waits for
 * open connections only: a request whose client has gone (a closed tab, a load generator that
 * stopped) keeps running its hooks and handler after the close has finished, and the shop then
 * destroys the database under it ("driver has already been destroyed" in the log). A request is in
 * progress from its first hook until its answer reaches onSend, after which nothing of the shop's
 * reads or writes the database; onSend runs for a request whose client has gone, too.
 */
export function registerRequestsInProgress(app: FastifyInstance, closeWaitMs = CLOSE_WAIT_MS): void {
  const inProgress = new Set<FastifyRequest>();
  let lastOneFinished: (() => void) | undefined;
  const finish = (request: FastifyRequest) => {
    if (inProgress.delete(request) && inProgress.size === 0) lastOneFinished?.();
  };

  // Callback hooks: they run on every request, and an async one costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    inProgress.add(request);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    finish(request);
    done(null, payload);
  });

  app.addHook('onClose', async () => {
    if (inProgress.size === 0) return;
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
      app.log.warn(`closing with ${inProgress.size} requests still in progress after ${closeWaitMs} ms`);
    }
  });
}
