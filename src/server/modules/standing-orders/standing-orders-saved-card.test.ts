import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SavedCardAnswer, StandingOrder } from '../../../domain/schemas/standing-orders.ts';
import { CARD_SAVED_RETURN } from '../../../domain/standing-orders.ts';
import { fixedClock } from '../../clock.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { Customer } from '../../test/order-shop.ts';
import { STANDING_TEST_NOW, saveVenueAddress, TUESDAY_PLACING } from '../../test/standing-order-venue.ts';
import { createSignedInUser } from '../../test/users.ts';
import { openVenueShop, type VenueShop } from '../../test/venue-shop.ts';
import { chargeSavedCard, savedCardSessionId } from '../payment-events/saved-card-charge.ts';
import { standingOrderCardDeclinedSubject } from './standing-order-mails.ts';
import { placeDueStandingOrders } from './standing-order-runner.ts';

const clock = fixedClock(STANDING_TEST_NOW);
let shop: VenueShop;
let venue: Customer;
let lemons: { id: number };

beforeAll(async () => {
  shop = await openVenueShop(clock);
  lemons = await shop.addProduct('Saved-card lemons box of 80', {
    price_pence: 50_00,
    member_price_pence: 45_00,
  });
});
afterAll(async () => shop?.ctx.close());
beforeEach(async () => {
  clock.set(STANDING_TEST_NOW);
  await shop.ctx.db.deleteFrom('standing_orders').execute();
  venue = await createSignedInUser(shop.ctx.db);
  await saveVenueAddress(shop.ctx.db, venue.user.id);
});

const builtin = () => {
  const provider = shop.ctx.app.builtinPayments;
  if (!provider) throw new Error('The test app has the built-in card provider.');
  return provider;
};

function call(caller: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return shop.ctx.app.inject({ method, url, headers: caller.headers, ...(payload && { payload }) });
}

/** Saves a card through the built-in provider's page, as the venue's browser would. */
async function saveCard(caller: Customer, number: string) {
  const opened = await call(caller, 'POST', '/api/standing-orders/saved-card');
  expect(opened.statusCode, opened.body).toBe(200);
  const path = new URL(opened.json<{ url: string }>().url).pathname;
  const page = await shop.ctx.app.inject({ method: 'GET', url: path });
  expect(page.body).toContain('Save a card');
  const saved = await shop.ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, expiry: '12/30', cvc: '123', name: 'Ada Venue' }).toString(),
  });
  expect(saved.statusCode, saved.body).toBe(303);
  expect(saved.headers.location).toBe(`${shop.ctx.config.APP_URL}${CARD_SAVED_RETURN}`);
  await builtin().settled();
}

async function createCardStandingOrder(caller: Customer): Promise<StandingOrder> {
  const made = await call(caller, 'POST', '/api/standing-orders', {
    name: 'Tuesday lemons',
    days: [2],
    slot: 'morning',
    payment: 'card',
    lines: [{ product_id: lemons.id, quantity: 5 }],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<StandingOrder>();
}

/** What the standing-order runner and the saved-card charge are given, with `provider` taking cards. */
const runDeps = (provider: PaymentProvider | null) => ({
  db: shop.ctx.db,
  clock,
  mailer: shop.ctx.app.mailer,
  config: shop.ctx.config,
  provider,
  appUrl: shop.ctx.config.APP_URL,
});

const runWith = (provider: PaymentProvider | null) => placeDueStandingOrders(runDeps(provider));

const orderOf = (userId: number) =>
  shop.ctx.db
    .selectFrom('orders')
    .select(['id', 'order_id', 'status', 'payment_status', 'paid_session_id', 'total_pence'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

const subjectsTo = async (email: string) =>
  (
    await shop.ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute()
  ).map((mail) => mail.subject);

/** The built-in provider, counting the charges asked of it. */
function counting(then?: () => Promise<void>) {
  const provider = builtin();
  const counted = { charges: 0 };
  const wrapped: PaymentProvider = {
    ...provider,
    async chargeSavedCard(request) {
      counted.charges += 1;
      const answer = await provider.chargeSavedCard(request);
      await then?.();
      return answer;
    },
  };
  return { provider: wrapped, counted };
}

describe('a card saved for standing orders (built-in provider)', () => {
  it('has none at first, saves one through the provider page and shows its brand, last 4 and expiry', async () => {
    const none = await call(venue, 'GET', '/api/standing-orders/saved-card');
    expect(none.json<SavedCardAnswer>()).toEqual({ card: null, can_save: true });

    await saveCard(venue, '4242 4242 4242 4242');
    const seen = await call(venue, 'GET', '/api/standing-orders/saved-card');
    expect(seen.json<SavedCardAnswer>()).toEqual({
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      can_save: true,
    });
    // Only provider ids and what is shown are kept, never the number.
    const stored = await shop.ctx.db
      .selectFrom('saved_cards')
      .selectAll()
      .where('user_id', '=', venue.user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(stored.payment_method_id).toMatch(/^pm_test_/);
  });

  it('replaces the card with a second one, removes it, and refuses a card the bank declines at once', async () => {
    await saveCard(venue, '4242 4242 4242 4242');
    await saveCard(venue, '4000 0000 0000 0341');
    expect(
      (await call(venue, 'GET', '/api/standing-orders/saved-card')).json<SavedCardAnswer>().card?.last4,
    ).toBe('0341');
    const opened = await call(venue, 'POST', '/api/standing-orders/saved-card');
    const path = new URL(opened.json<{ url: string }>().url).pathname;
    const refused = await shop.ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        number: '4000000000000002',
        expiry: '12/30',
        cvc: '123',
        name: 'A',
      }).toString(),
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('Your card was declined.');

    const removed = await call(venue, 'DELETE', '/api/standing-orders/saved-card');
    expect(removed.json<SavedCardAnswer>()).toEqual({ card: null, can_save: true });
    expect(
      await shop.ctx.db.selectFrom('saved_cards').selectAll().where('user_id', '=', venue.user.id).execute(),
    ).toEqual([]);
  });

  it("charges a card delivery's order to the saved card when it is placed: the order is paid", async () => {
    await saveCard(venue, '4242 4242 4242 4242');
    await createCardStandingOrder(venue);
    clock.set(TUESDAY_PLACING);
    const { provider, counted } = counting();
    expect(await runWith(provider)).toBe(1);
    const order = await orderOf(venue.user.id);
    expect(order).toMatchObject({ payment_status: 'paid', paid_session_id: savedCardSessionId(order.id) });
    expect(counted.charges).toBe(1);
    const session = await shop.ctx.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('id', '=', savedCardSessionId(order.id))
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ status: 'complete', amount_pence: Number(order.total_pence) });
    expect(session.payment_reference).toMatch(/^pi_test_/);
    const list = (await call(venue, 'GET', '/api/standing-orders')).json<{
      standing_orders: StandingOrder[];
    }>();
    expect(list.standing_orders[0]?.last_failure).toBeNull();
    expect(await subjectsTo(venue.user.email)).not.toContain(
      standingOrderCardDeclinedSubject('Tuesday lemons'),
    );
  });

  it('leaves a declined delivery awaiting payment, mails a link to pay and shows "card declined"', async () => {
    await saveCard(venue, '4000 0000 0000 0341');
    await createCardStandingOrder(venue);
    clock.set(TUESDAY_PLACING);
    expect(await runWith(builtin())).toBe(1);
    const order = await orderOf(venue.user.id);
    expect(order.payment_status).toBe('pending');
    expect(order.status).not.toBe('cancelled');
    const mail = await shop.ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('recipient', '=', venue.user.email)
      .where('subject', '=', standingOrderCardDeclinedSubject('Tuesday lemons'))
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(
      `${shop.ctx.config.APP_URL}/customer-dashboard/orders/details/${encodeURIComponent(order.order_id)}`,
    );
    expect(mail.text).toContain(`Card declined. Order ${order.order_id} was placed and awaits payment.`);
    const list = (await call(venue, 'GET', '/api/standing-orders')).json<{
      standing_orders: StandingOrder[];
    }>();
    expect(list.standing_orders[0]?.last_failure).toMatchObject({
      delivery_date: '2026-11-24',
      reason: `Card declined. Order ${order.order_id} was placed and awaits payment.`,
    });
    // The venue pays it from its orders as any order awaiting payment.
    const checkout = await call(venue, 'POST', '/api/checkout', {
      order_id: order.order_id,
      email: venue.user.email,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
  });

  it('says a delivery needing the cardholder is declined too', async () => {
    await saveCard(venue, '4000 0027 6000 3184');
    await createCardStandingOrder(venue);
    clock.set(TUESDAY_PLACING);
    await runWith(builtin());
    const order = await orderOf(venue.user.id);
    expect(order.payment_status).toBe('pending');
    const list = (await call(venue, 'GET', '/api/standing-orders')).json<{
      standing_orders: StandingOrder[];
    }>();
    expect(list.standing_orders[0]?.last_failure?.reason).toMatch(
      /^Card declined: your bank asks you to confirm/,
    );
  });

  it('places a card delivery awaiting payment, as before, when no card is saved', async () => {
    await createCardStandingOrder(venue);
    clock.set(TUESDAY_PLACING);
    const { provider, counted } = counting();
    expect(await runWith(provider)).toBe(1);
    expect((await orderOf(venue.user.id)).payment_status).toBe('pending');
    expect(counted.charges).toBe(0);
  });

  it('charges an order once however many callers race to charge it', async () => {
    await saveCard(venue, '4242 4242 4242 4242');
    await createCardStandingOrder(venue);
    clock.set(TUESDAY_PLACING);
    // Placed without charging (no provider), then charged by five callers at once.
    await runWith(null);
    const order = await orderOf(venue.user.id);
    const { provider, counted } = counting();
    const deps = runDeps(provider);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => chargeSavedCard(deps, order.id)));
    expect(outcomes.map((charged) => charged.outcome).sort()).toEqual([
      'not-charged',
      'not-charged',
      'not-charged',
      'not-charged',
      'paid',
    ]);
    expect(counted.charges).toBe(1);
    expect((await orderOf(venue.user.id)).payment_status).toBe('paid');
    expect(await chargeSavedCard(deps, order.id)).toEqual({ outcome: 'not-charged' });
    expect(counted.charges).toBe(1);
  });

  it('refunds a charge taken for an order cancelled meanwhile, and lists it for staff', async () => {
    await saveCard(venue, '4242 4242 4242 4242');
    await createCardStandingOrder(venue);
    clock.set(TUESDAY_PLACING);
    await runWith(null);
    const order = await orderOf(venue.user.id);
    // The venue cancels the order while the provider is taking the money.
    const { provider } = counting(async () => {
      const cancelled = await call(venue, 'DELETE', `/api/orders/${order.id}`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    });
    const charged = await chargeSavedCard(runDeps(provider), order.id);
    expect(charged).toEqual({ outcome: 'refunded' });
    expect(await orderOf(venue.user.id)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    const refund = await shop.ctx.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('session_id', '=', savedCardSessionId(order.id))
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ reason: 'order-cancelled', amount_pence: Number(order.total_pence) });
    expect(refund.payment_reference).toMatch(/^pi_test_/);
  });
});
