import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { insertMail } from '../../mail/mail-outbox.repository.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestSession, createTestUser } from '../../test/users.ts';
import { testAddressFields } from '../address/address-test-data.ts';
import { contactMail } from '../contact/contact.service.ts';
import { createTestOrder, testShippingInfo } from '../orders/orders-test-data.ts';
import { OUTSTANDING_INVOICES } from './account.service.ts';
import { DELETED_CUSTOMER_NAME } from './personal-details.ts';

const clock = fixedClock(new Date());
let ctx: TestContext;
let productId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const category = await ctx.db
    .insertInto('categories')
    .values({ parent_id: null, name: 'Drinks', slug: 'drinks', image: '/x.svg', favourite: 0, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await ctx.db
    .insertInto('products')
    .values({
      category_id: category.id,
      seller_id: null,
      slug: 'house-red',
      name: 'House red',
      description: 'Red wine.',
      images: '[]',
      price_pence: 850,
      member_price_pence: 800,
      rating: 4,
      reviews_count: 1,
      created_at: clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  productId = product.id;
});
afterAll(async () => ctx?.close());

function deleteAccount(id: number | string, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers });
}

async function rowsOf(userId: number) {
  const count = async (table: 'sessions' | 'wishlist_items' | 'addresses' | 'password_resets' | 'orders') => {
    const rows = await ctx.db.selectFrom(table).select('id').where('user_id', '=', userId).execute();
    return rows.length;
  };
  return {
    users: (await ctx.db.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
    sessions: await count('sessions'),
    wishlist: await count('wishlist_items'),
    addresses: await count('addresses'),
    resets: await count('password_resets'),
    orders: await count('orders'),
  };
}

/** A customer with something in every table an account touches. */
async function customerWithHistory(overrides: Parameters<typeof createSignedInUser>[1] = {}) {
  const signedIn = await createSignedInUser(ctx.db, overrides);
  const { user, headers } = signedIn;
  const secondToken = await createTestSession(ctx.db, user.id);
  const now = clock.now().toISOString();
  await ctx.db
    .insertInto('wishlist_items')
    .values({ user_id: user.id, product_id: productId, created_at: now })
    .execute();
  await ctx.db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      token_hash: `reset-${user.id}`,
      created_at: now,
      expires_at: now,
      used_at: null,
    })
    .execute();
  await ctx.app.inject({
    method: 'POST',
    url: '/api/address',
    payload: { user_id: user.id, address: testAddressFields() },
    headers,
  });
  const review = await ctx.db
    .insertInto('reviews')
    .values({
      product_id: productId,
      user_id: user.id,
      author_name: user.name,
      rating: 5,
      review: 'Lovely.',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await createTestOrder(ctx.db, {
    user_id: user.id,
    customer_name: user.name,
    email: user.email,
    shipping_info: JSON.stringify(testShippingInfo({ name: user.name, email: user.email })),
  });
  const brokenOrder = await createTestOrder(ctx.db, {
    user_id: user.id,
    shipping_info: `not json ${user.email}`,
  });
  return { ...signedIn, secondToken, reviewId: review.id, orderId: order.id, brokenOrderId: brokenOrder.id };
}

const storedOrder = (id: number) =>
  ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('DELETE /api/user/{id}', () => {
  it('deletes the user and everything of theirs, keeping orders and reviews without their details', async () => {
    const customer = await customerWithHistory();
    const bystander = await customerWithHistory();
    const bystanderOrder = await storedOrder(bystander.orderId);

    const response = await deleteAccount(customer.user.id, customer.headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await rowsOf(customer.user.id)).toEqual({
      users: 0,
      sessions: 0,
      wishlist: 0,
      addresses: 0,
      resets: 0,
      orders: 0,
    });

    const order = await storedOrder(customer.orderId);
    expect(order).toMatchObject({
      user_id: null,
      customer_name: null,
      email: null,
      company_name: 'The Analytical Bar',
      total_pence: 24480,
      updated_at: clock.now().toISOString(),
    });
    // Only what a VAT record needs: the business supplied, its addresses, the delivery slot.
    expect(JSON.parse(order.shipping_info)).toEqual({
      company_name: 'The Analytical Bar',
      line1: '1 Marylebone High Street',
      city: 'London',
      postcode: 'W1U 4AA',
      billing_company_name: 'Analytical Ltd',
      billing_line1: '2 Harley Street',
      billing_line2: 'Suite 3',
      billing_city: 'London',
      billing_postcode: 'W1G 9QD',
      deliveryDay: '2026-11-21',
      deliveryTime: 'morning',
    });
    expect(order.shipping_info).not.toContain(customer.user.email);
    const items = await ctx.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(items).toHaveLength(1);
    expect((await storedOrder(customer.brokenOrderId)).shipping_info).toBe('{}');

    const review = await ctx.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', customer.reviewId)
      .executeTakeFirstOrThrow();
    expect(review).toMatchObject({ user_id: null, author_name: null, review: 'Lovely.' });

    // Nobody else is touched.
    expect(await rowsOf(bystander.user.id)).toEqual({
      users: 1,
      sessions: 2,
      wishlist: 1,
      addresses: 1,
      resets: 1,
      orders: 2,
    });
    expect(await storedOrder(bystander.orderId)).toEqual(bystanderOrder);
  });

  it('keeps no personal data: unknown order fields, invoice names, contact messages and mails go', async () => {
    const customer = await customerWithHistory();
    const bystander = await customerWithHistory();
    const { user } = customer;
    const now = clock.now().toISOString();
    const orderContact = `orders-${user.id}@venue.test`;
    // Fields checkout does not know about, and kept names holding something other than text.
    const odd = await createTestOrder(ctx.db, {
      user_id: user.id,
      email: orderContact,
      shipping_info: JSON.stringify({
        ...testShippingInfo({ name: user.name, email: orderContact }),
        delivery_note: `Ring ${user.name} on 07700 900123`,
        contact: { name: user.name },
        line2: { owner: user.name },
        constructor: user.name,
      }),
    });
    const invoice = (userId: number, name: string) => ({
      user_id: userId,
      name,
      total_pence: 4999,
      path: `/membership/invoices/${userId}.pdf`,
      period_start: now,
      period_end: now,
      created_at: now,
    });
    await ctx.db
      .insertInto('subscription_invoices')
      .values([invoice(user.id, user.name), invoice(bystander.user.id, bystander.user.name)])
      .execute();
    const message = (email: string, name: string) => ({
      name,
      email,
      phone: '020 7946 0000',
      message: 'Do you stock oat milk?',
    });
    const mine = [message(user.email.toUpperCase(), user.name), message(orderContact, user.name)];
    const theirs = message(bystander.user.email, bystander.user.name);
    for (const sent of [...mine, theirs]) {
      await ctx.db
        .insertInto('contact_messages')
        .values({ ...sent, created_at: now })
        .execute();
      const mail = contactMail(sent, 'support@shop.test');
      await insertMail(ctx.db, {
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: [],
        created_at: now,
      });
    }
    for (const recipient of [user.email, orderContact, bystander.user.email]) {
      await insertMail(ctx.db, {
        recipient,
        subject: 'Your invoice',
        text: 'Thank you for your order.',
        html: '<p>Thank you for your order.</p>',
        attachments: [],
        created_at: now,
      });
    }

    expect((await deleteAccount(user.id, customer.headers)).statusCode).toBe(200);

    expect(JSON.parse((await storedOrder(odd.id)).shipping_info)).toEqual({
      company_name: 'The Analytical Bar',
      line1: '1 Marylebone High Street',
      city: 'London',
      postcode: 'W1U 4AA',
      billing_company_name: 'Analytical Ltd',
      billing_line1: '2 Harley Street',
      billing_line2: 'Suite 3',
      billing_city: 'London',
      billing_postcode: 'W1G 9QD',
      deliveryDay: '2026-11-21',
      deliveryTime: 'morning',
    });
    const invoices = await ctx.db
      .selectFrom('subscription_invoices')
      .select(['user_id', 'name', 'total_pence'])
      .orderBy('id')
      .execute();
    expect(invoices).toEqual([
      { user_id: null, name: DELETED_CUSTOMER_NAME, total_pence: 4999 },
      { user_id: bystander.user.id, name: bystander.user.name, total_pence: 4999 },
    ]);
    const messages = await ctx.db.selectFrom('contact_messages').select('email').execute();
    expect(messages).toEqual([{ email: bystander.user.email }]);
    const mails = await ctx.db.selectFrom('mail_outbox').select(['recipient', 'text']).execute();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      ['support@shop.test', bystander.user.email].sort(),
    );
    const everything = JSON.stringify([
      mails,
      messages,
      invoices,
      await ctx.db.selectFrom('orders').selectAll().execute(),
      await ctx.db.selectFrom('reviews').selectAll().execute(),
    ]).toLowerCase();
    for (const personal of [user.name, user.email, orderContact, '07700 900123']) {
      expect(everything).not.toContain(personal.toLowerCase());
    }
    expect(everything).toContain(bystander.user.email);
  });

  it('leaves the tokens of the deleted account signed out', async () => {
    const customer = await customerWithHistory();
    await deleteAccount(customer.user.id, customer.headers);

    for (const token of [customer.token, customer.secondToken]) {
      const response = await deleteAccount(customer.user.id, { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
      const orders = await ctx.app.inject({
        method: 'GET',
        url: `/api/myorders?user_id=${customer.user.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(orders.statusCode).toBe(401);
    }
  });

  it('refuses while pay-later credit is owed and changes nothing', async () => {
    const customer = await customerWithHistory({
      pay_later: 1,
      pay_later_credit: 1,
      pay_later_credit_limit: 200000,
    });
    const before = await rowsOf(customer.user.id);
    const order = await storedOrder(customer.orderId);

    const response = await deleteAccount(customer.user.id, customer.headers);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: OUTSTANDING_INVOICES, errors: {} });
    expect(await rowsOf(customer.user.id)).toEqual(before);
    expect(before).toMatchObject({ users: 1, sessions: 2, orders: 2 });
    expect(await storedOrder(customer.orderId)).toEqual(order);
  });

  it('deletes a pay-later customer whose credit is all repaid', async () => {
    const { user, headers } = await createSignedInUser(ctx.db, {
      pay_later: 1,
      pay_later_credit: 0,
      pay_later_credit_limit: 200000,
    });

    expect((await deleteAccount(user.id, headers)).statusCode).toBe(200);
    expect((await rowsOf(user.id)).users).toBe(0);
  });

  it("refuses another user's id with 403 and deletes nobody", async () => {
    const customer = await customerWithHistory();
    const other = await customerWithHistory();

    const response = await deleteAccount(other.user.id, customer.headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    expect((await rowsOf(other.user.id)).users).toBe(1);
    expect((await rowsOf(customer.user.id)).users).toBe(1);
    expect((await storedOrder(other.orderId)).email).toBe(other.user.email);
  });

  it.each(['abc', '1e3', '-1', '0', '1.5', '99999999999999999999', '999999999999999', '%20'])(
    'answers 4xx, never 5xx, for the id %j',
    async (id) => {
      const { user, headers } = await createSignedInUser(ctx.db);

      const response = await deleteAccount(id, headers);

      expect([403, 404, 422]).toContain(response.statusCode);
      expect((await rowsOf(user.id)).users).toBe(1);
    },
  );

  it('answers 401 without a token and deletes nobody', async () => {
    const user = await createTestUser(ctx.db);

    expect((await deleteAccount(user.id, {})).statusCode).toBe(401);
    expect((await deleteAccount(user.id, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await rowsOf(user.id)).users).toBe(1);
  });
});
