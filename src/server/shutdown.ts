import type { FastifyInstance } from 'fastify';

/**
 * Closes the app: stops listening, lets the requests being answered finish, then closes the
 * database. A client that never finishes sending its request holds its connection open, and with
 * it Fastify's close; after `deadlineMs` the connections left are destroyed and the close goes on.
 * Resolves whether the close finished in time.
 */
export async function closeWithDeadline(
  app: FastifyInstance,
  closeDatabase: () => Promise<void>,
  deadlineMs: number,
): Promise<{ inTime: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs);
  });
  const closed = app.close().then(() => true as const);
  const inTime = await Promise.race([closed, deadline]);
  clearTimeout(timer);
  if (!inTime) {
    app.log.warn(`shutdown deadline of ${deadlineMs} ms passed; closing the connections left`);
    app.server.closeAllConnections();
  }
  // Bounded again: a database that does not answer must not hold the exit either.
  await Promise.race([
    closeDatabase().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
  return { inTime };
}
