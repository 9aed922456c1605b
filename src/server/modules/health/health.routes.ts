import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { asDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { assertWritable } from '../../db/writable.ts';
import { OncePerWhile } from '../../once-per-while.ts';

const NOT_ANSWERING = 'The database is not answering.';
const NOT_WRITABLE = 'The database cannot take writes (read-only, or its disk is full).';

/**
 * Liveness (`/api/health/live`): the process answers; restart it when this fails. Readiness
 * (`/api/health/ready`, and `/api/health` as before): it can serve customers, its database answering
 * and taking writes; send it no traffic while this fails.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const failureLog = new OncePerWhile(30_000);

  app.get('/api/health/live', async () => ({ status: 'ok' }));

  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    let step: 'answer' | 'write' = 'answer';
    try {
      await sql`select 1`.execute(app.db);
      step = 'write';
      await assertWritable(app.db);
      return { status: 'ok' };
    } catch (error) {
      if (failureLog.due(step))
        app.log.error({ err: error }, `health check failed: the database does not ${step}`);
      const retryAfter = asDatabaseUnavailable(error)?.headers['retry-after'] ?? '10';
      return reply
        .status(503)
        .header('retry-after', retryAfter)
        .send({ message: step === 'answer' ? NOT_ANSWERING : NOT_WRITABLE, errors: {} });
    }
  };
  app.get('/api/health/ready', ready);
  app.get('/api/health', ready);
}
