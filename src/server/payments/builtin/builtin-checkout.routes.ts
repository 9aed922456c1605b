import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { PaymentSessionRow } from '../payment-sessions.repository.ts';
import {
  completeOpenSession,
  findBuiltinSession,
  findOrderForPaymentPage,
} from './builtin-payments.repository.ts';
import { SAVED_CARD_BEHAVIOUR } from './builtin-provider.ts';
import { type CheckoutPageView, renderCheckoutPage } from './checkout-page.ts';
import {
  type CardForm,
  type CardOutcome,
  cardFormProblems,
  cardOutcome,
  expiryMonthYear,
  lastFourDigits,
  refusalMessage,
} from './test-cards.ts';

const SessionParams = z.object({ sessionId: z.string().max(200) });

const CardFormBody = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(200).default(''),
});

type Payable = { session: PaymentSessionRow; description: string };

/** The session if it can be paid now, or the page that says why not. */
async function payableSession(
  db: Db,
  sessionId: string,
  now: Date,
  merchant: string,
  appUrl: string,
): Promise<Payable | { closed: CheckoutPageView & { kind: 'closed' }; status: number }> {
  const closed = (
    status: number,
    title: string,
    message: string,
    backUrl: string | null,
    backLabel = 'Go to the shop',
  ) => ({
    status,
    closed: { kind: 'closed' as const, merchant, title, message, backUrl, backLabel },
  });
  const session = await findBuiltinSession(db, sessionId);
  if (!session)
    return closed(
      404,
      'Payment page not found',
      'This payment page does not exist. Please check the link you were sent.',
      appUrl,
    );
  if (session.status === 'complete') {
    const saved = session.kind === 'card_setup';
    return closed(
      200,
      saved ? 'Card saved' : 'Payment complete',
      saved ? 'Thank you. Your card has been saved.' : 'Thank you. This payment has been made.',
      session.success_url,
      'Continue',
    );
  }
  // An order's page closed by its cancel or payment says so, rather than merely that it ran out.
  let description = 'W1 Wholesale';
  if (session.kind !== 'subscription' && session.order_id !== null) {
    const order = await findOrderForPaymentPage(db, session.order_id);
    if (!order || order.status === 'cancelled') {
      return closed(
        409,
        'This order was cancelled',
        'It can no longer be paid, and nothing has been charged.',
        appUrl,
      );
    }
    if (order.payment_status === 'paid' && session.kind === 'order') {
      return closed(
        409,
        'This order is already paid',
        'Nothing more is due, and nothing has been charged.',
        appUrl,
      );
    }
    // Only the order's number and amount: whoever holds the link may pay, but sees nothing else.
    description =
      session.kind === 'amendment' ? `Change to order ${order.order_id}` : `Order ${order.order_id}`;
  }
  if (
    session.status === 'expired' ||
    (session.expires_at !== null && session.expires_at <= now.toISOString())
  ) {
    return closed(
      410,
      'This payment link has expired',
      'Ask whoever sent it for a new payment link, or pay from Orders in your account.',
      appUrl,
    );
  }
  if (session.kind === 'subscription') description = 'W1 Wholesale membership: £49.99 a month plus VAT';
  if (session.kind === 'card_setup') {
    description =
      'Your card is saved for your card standing orders: each delivery is charged when its order is placed. Nothing is charged now.';
  }
  return { session, description };
}

/** The stand-in for a card saved at the provider: ids of its own, the brand, last 4 and expiry shown. */
function standInCard(session: PaymentSessionRow, form: CardForm, outcome: CardOutcome) {
  const behaviour =
    outcome === 'declines_when_charged'
      ? SAVED_CARD_BEHAVIOUR.declines
      : outcome === 'needs_authentication'
        ? SAVED_CARD_BEHAVIOUR.needsAuthentication
        : SAVED_CARD_BEHAVIOUR.succeeds;
  const expiry = expiryMonthYear(form.expiry);
  return {
    customerId: `cus_test_${session.user_id ?? 0}`,
    paymentMethodId: `${behaviour}${randomBytes(12).toString('base64url')}`,
    brand: 'visa',
    last4: lastFourDigits(form.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
  };
}

function sendPage(reply: FastifyReply, status: number, view: CheckoutPageView): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(renderCheckoutPage(view));
}

/**
 * The built-in provider's hosted card page at /pay/{session id} (docs/product.md §11.1): it takes the
 * test cards, sends the payer back to the shop's success or cancel page, and then tells the shop by
 * a signed event to its webhook, as Stripe Checkout does. It never marks an order paid itself.
 */
export async function builtinCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const provider = app.builtinPayments;
  if (!provider) return;
  const merchant = app.config.INVOICE_SELLER_NAME;
  const appUrl = app.config.APP_URL;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const formView = (
    payable: Payable,
    extra: Partial<CheckoutPageView & { kind: 'form' }> = {},
  ): CheckoutPageView => ({
    kind: 'form',
    merchant,
    description: payable.description,
    amountPence: payable.session.amount_pence,
    cancelUrl: payable.session.cancel_url,
    action: `/pay/${encodeURIComponent(payable.session.id)}`,
    purpose: payable.session.kind === 'card_setup' ? 'save' : 'pay',
    ...extra,
  });

  app.get('/pay/:sessionId', { schema: { hide: true } }, async (request, reply) => {
    const { sessionId } = SessionParams.parse(request.params);
    const payable = await payableSession(app.db, sessionId, app.clock.now(), merchant, appUrl);
    if ('closed' in payable) return sendPage(reply, payable.status, payable.closed);
    return sendPage(reply, 200, formView(payable));
  });

  app.post('/pay/:sessionId', { schema: { hide: true } }, async (request, reply) => {
    const { sessionId } = SessionParams.parse(request.params);
    const now = app.clock.now();
    const payable = await payableSession(app.db, sessionId, now, merchant, appUrl);
    if ('closed' in payable) return sendPage(reply, payable.status, payable.closed);

    const parsed = CardFormBody.safeParse(request.body ?? {});
    const form: CardForm = parsed.success ? parsed.data : { number: '', expiry: '', cvc: '', name: '' };
    const typed = { expiry: form.expiry, cvc: form.cvc, name: form.name };
    const problems = cardFormProblems(form, now);
    if (Object.keys(problems).length > 0) return sendPage(reply, 422, formView(payable, { typed, problems }));
    const saving = payable.session.kind === 'card_setup';
    const outcome = cardOutcome(form.number);
    const refusal = refusalMessage(outcome, saving);
    if (refusal) return sendPage(reply, 402, formView(payable, { typed, refusal }));

    // The charge: once per session, even from two tabs at once.
    if (!(await completeOpenSession(app.db, payable.session.id))) {
      const again = await payableSession(app.db, sessionId, now, merchant, appUrl);
      return 'closed' in again
        ? sendPage(reply, again.status, again.closed)
        : sendPage(reply, 409, formView(again));
    }
    provider.emit(
      'checkout.session.completed',
      payable.session.id,
      saving ? standInCard(payable.session, form, outcome) : undefined,
    );
    return reply.redirect(payable.session.success_url, 303);
  });
}
