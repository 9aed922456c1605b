import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/database.ts';

// The auth routes are rate limited per client address, so every request comes from an address of
// its own unless a test is about the limit.
let lastIp = 0;
export function nextIp(): string {
  lastIp += 1;
  return `10.3.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? nextIp(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

export function getWithToken(
  app: FastifyInstance,
  url: string,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

type CountedTable = 'users' | 'sessions' | 'password_resets' | 'mail_outbox';

export async function countRows(db: Db, table: CountedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
