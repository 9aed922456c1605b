import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { BUILTIN_SIGNATURE_HEADER, BUILTIN_WEBHOOK_PATH } from '../payments/builtin/builtin-provider.ts';
import { signatureHeader } from '../payments/webhook-signature.ts';

/**
 * Posts a signed 'paid' event for a built-in payment page to the webhook, as the provider would:
 * tests that race payments send these at chosen moments instead of waiting for the provider's own.
 */
export async function postBuiltinPaidEvent(
  ctx: { app: FastifyInstance; db: Db },
  clock: Clock,
  eventId: string,
  sessionId: string,
) {
  const { secret } = await ctx.db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', 'builtin_payment_events')
    .executeTakeFirstOrThrow();
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(clock.now().getTime() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  });
  return ctx.app.inject({
    method: 'POST',
    url: BUILTIN_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [BUILTIN_SIGNATURE_HEADER]: signatureHeader(secret, body, clock.now()),
    },
    payload: body,
  });
}
