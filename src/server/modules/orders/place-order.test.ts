import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_DAY_NOT_OFFERED,
  FIELD_REQUIRED,
  SAME_DAY_CLOSED,
  SAME_DAY_MEMBERS_ONLY,
} from '../../../domain/delivery.ts';
import { OUT_OF_ZONE_FIELD_ERROR } from '../../../domain/delivery-zone.ts';
import { MINIMUM_ORDER_WARNING } from '../../../domain/minimum-order.ts';
import { NewOrderResponse, PriceMismatch } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { parseAttachments } from '../../mail/mail-outbox.repository.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { PRICES_CHANGED } from './order-figures.ts';
import { PRODUCT_NO_LONGER_AVAILABLE } from './place-order.service.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  ORDER_TEST_TOMORROW,
  orderPayload,
  type PricedProduct,
  writtenCounts,
} from './place-order-test-data.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let wine: PricedProduct;
let cheese: PricedProduct;
let lemons: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [wine, cheese, lemons] = (await createOrderProducts(ctx.db, [
    { name: 'House red wine case', listPence: 100_00, memberPence: 90_00 },
    { name: 'Mature cheddar 5kg', listPence: 50_00, memberPence: 45_00 },
    { name: 'Lemons (box of 80)', listPence: 25_00, memberPence: 25_00 },
  ])) as [PricedProduct, PricedProduct, PricedProduct];
});
afterAll(async () => ctx?.close());

function post(payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/myorders', payload: payload as object, headers });
}

/** wine × 2 + cheese × 1: £250 of goods, £50 VAT, £300 in all (list prices). */
const basket = () => [
  { product: wine, quantity: 2 },
  { product: cheese, quantity: 1 },
];

describe('POST /api/myorders: a card order', () => {
  it('writes the order, its lines and its mail at the server’s prices, numbered W1-000001 then W1-000002', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket());
    payload.order_items[0] = { ...payload.order_items[0], title: 'A name the browser made up' } as never;

    const response = await post(payload, headers);

    expect(response.statusCode).toBe(201);
    const body = NewOrderResponse.parse(response.json());
    expect(body.order_id).toBe('W1-000001');
    expect(body.order).toMatchObject({
      order_id: 'W1-000001',
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'card',
      due_at: null,
      invoice_url: null,
      sub_total: 250,
      tax: 50,
      shipping: 0,
      total: 300,
      email: 'ada@venue.test',
      created_at: ORDER_TEST_NOW,
    });
    expect(body.order.order_items).toEqual([
      {
        id: expect.any(Number),
        product_id: wine.id,
        title: 'House red wine case',
        quantity: 2,
        price: 100,
        vat_rate: 20,
        note: null,
      },
      {
        id: expect.any(Number),
        product_id: cheese.id,
        title: 'Mature cheddar 5kg',
        quantity: 1,
        price: 50,
        vat_rate: 20,
        note: null,
      },
    ]);
    expect(body.order.shipping_info).toMatchObject({
      postcode: 'W1U 4AA',
      billing_postcode: 'W1G 9QD',
      line2: null,
      deliveryDay: ORDER_TEST_TOMORROW,
      deliveryTime: 'morning',
    });
    const row = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', body.order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: user.id,
      customer_name: 'Ada Lovelace',
      company_name: 'The Analytical Bar',
      sub_total_pence: 250_00,
      tax_pence: 50_00,
      total_pence: 300_00,
      delivery_day: ORDER_TEST_TOMORROW,
      delivery_time: 'morning',
      idempotency_key: null,
      invoice_number: null,
      invoiced_at: null,
    });
    const items = await ctx.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(items.map((item) => [item.title, item.quantity, item.unit_price_pence])).toEqual([
      ['House red wine case', 2, 100_00],
      ['Mature cheddar 5kg', 1, 50_00],
    ]);

    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('ada@venue.test');
    expect(mail.subject).toBe('Your W1 Wholesale order W1-000001');
    for (const text of [
      '2 × House red wine case at £100.00 = £200.00',
      'Subtotal: £250.00',
      'VAT (20%): £50.00',
      'Shipping: Included',
      'Total: £300.00',
      'Delivery: Saturday 21 November 2026, Morning 8am-12pm',
      '1 Marylebone High Street',
      '2 Harley Street',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain('<td style="text-align: left">House red wine case</td>');
    expect(parseAttachments(mail.attachments)).toEqual([]);

    const second = await post(orderPayload(user.id, basket()), headers);
    expect(second.statusCode).toBe(201);
    expect(second.json().order_id).toBe('W1-000002');
  });

  it('escapes customer text in the mail’s HTML', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket(), { shipping: { company_name: '<b>Bar & "Grill"</b>' } });

    expect((await post(payload, headers)).statusCode).toBe(201);

    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.html).toContain('&lt;b&gt;Bar &amp; &quot;Grill&quot;&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Bar');
  });

  it('charges a member the member prices', async () => {
    const { user, headers } = await createSignedInUser(ctx.db, { is_subscribed: 1 });

    const response = await post(orderPayload(user.id, basket(), { isMember: true }), headers);

    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ sub_total: 225, tax: 45, total: 270 });
    expect(response.json().order.order_items.map((item: { price: number }) => item.price)).toEqual([90, 45]);
  });

  it('takes figures worked out in floating point as long as they are the same pence', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket());
    payload.sub_total = 200.1 + 49.9; // 250.00000000000003

    expect((await post(payload, headers)).statusCode).toBe(201);
  });
});

describe('POST /api/myorders: figures that are not the server’s', () => {
  type Payload = ReturnType<typeof orderPayload>;
  const setLinePrice = (payload: Payload, index: number, price: number) => {
    const line = payload.order_items[index];
    if (line) line.price = price;
  };
  it.each<[string, (payload: Payload) => void, string[]]>([
    ['a negative line price', (p) => setLinePrice(p, 0, -100), ['order_items.0.price']],
    ['a fraction of a penny in a price', (p) => setLinePrice(p, 1, 50.005), ['order_items.1.price']],
    [
      'a lower price with matching totals',
      (p) => {
        setLinePrice(p, 0, 90);
        p.sub_total = 230;
        p.tax = 46;
        p.total = 276;
      },
      ['order_items.0.price', 'sub_total', 'tax', 'total'],
    ],
    [
      'swapped prices',
      (p) => {
        setLinePrice(p, 0, 50);
        setLinePrice(p, 1, 100);
      },
      ['order_items.0.price', 'order_items.1.price'],
    ],
    [
      'a lower total',
      (p) => {
        p.total = 299.99;
      },
      ['total'],
    ],
    [
      'a fractional total',
      (p) => {
        p.total = 300.001;
      },
      ['total'],
    ],
    [
      'a negative subtotal',
      (p) => {
        p.sub_total = -250;
      },
      ['sub_total'],
    ],
    [
      'no VAT',
      (p) => {
        p.tax = 0;
      },
      ['tax'],
    ],
    [
      'a shipping charge',
      (p) => {
        p.shipping = 5;
      },
      ['shipping'],
    ],
  ])('answers 409 with the server’s figures for %s and writes nothing', async (_label, tamper, fields) => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, [
      { product: wine, quantity: 2 },
      { product: cheese, quantity: 2 },
    ]);
    tamper(payload);
    const before = await writtenCounts(ctx.db);

    const response = await post(payload, headers);

    expect(response.statusCode).toBe(409);
    const body = PriceMismatch.parse(response.json());
    expect(body.message).toBe(PRICES_CHANGED);
    expect(Object.keys(body.errors).sort()).toEqual([...fields].sort());
    expect(body.expected).toEqual({
      sub_total: 300,
      tax: 60,
      shipping: 0,
      total: 360,
      order_items: [
        { id: wine.id, price: 100, quantity: 2 },
        { id: cheese.id, price: 50, quantity: 2 },
      ],
    });
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('answers 409 when a non-member claims member prices', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const before = await writtenCounts(ctx.db);

    const response = await post(orderPayload(user.id, basket(), { isMember: true }), headers);

    expect(response.statusCode).toBe(409);
    expect(response.json().expected).toMatchObject({ sub_total: 250, total: 300 });
    expect(Object.keys(response.json().errors)).toEqual([
      'order_items.0.price',
      'order_items.1.price',
      'sub_total',
      'tax',
      'total',
    ]);
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('answers 409 when a lapsed member claims member prices', async () => {
    const { user, headers } = await createSignedInUser(ctx.db, {
      is_subscribed: 1,
      subscription_end_at: '2026-11-20T11:59:59.000Z',
    });

    const response = await post(orderPayload(user.id, basket(), { isMember: true }), headers);

    expect(response.statusCode).toBe(409);
  });
});

describe('POST /api/myorders: orders the rules refuse (422, nothing written)', () => {
  async function expectRefused(
    payload: unknown,
    headers: Record<string, string>,
    field: string,
    message: string,
  ): Promise<void> {
    const before = await writtenCounts(ctx.db);
    const response = await post(payload, headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await writtenCounts(ctx.db)).toEqual(before);
  }

  it('refuses goods below £200', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    // £175 of goods: £210 with VAT, still under the minimum, which counts goods without VAT.
    const payload = orderPayload(user.id, [{ product: lemons, quantity: 7 }]);
    await expectRefused(payload, headers, 'order_items', MINIMUM_ORDER_WARNING);
  });

  it('refuses a member whose member prices bring the goods below £200', async () => {
    const { user, headers } = await createSignedInUser(ctx.db, { is_subscribed: 1 });
    const payload = orderPayload(user.id, [{ product: cheese, quantity: 4 }], { isMember: true });
    await expectRefused(payload, headers, 'order_items', MINIMUM_ORDER_WARNING);
  });

  it('refuses a delivery postcode outside the delivery zone', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket(), { shipping: { postcode: 'SW1A 1AA' } });
    await expectRefused(payload, headers, 'shipping_info.postcode', OUT_OF_ZONE_FIELD_ERROR);
  });

  it('takes a billing address outside the zone, as the invoice must name the accounts office', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket(), { shipping: { billing_postcode: ' w8 4pt' } });

    const response = await post(payload, headers);

    expect(response.statusCode).toBe(201);
    expect(NewOrderResponse.parse(response.json()).order.shipping_info).toMatchObject({
      postcode: 'W1U 4AA',
      billing_postcode: 'W8 4PT',
    });
  });

  it('refuses same-day delivery for a non-member', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket(), {
      shipping: { deliveryDay: '2026-11-20', deliveryTime: null },
    });
    await expectRefused(payload, headers, 'shipping_info.deliveryDay', SAME_DAY_MEMBERS_ONLY);
  });

  it('refuses a day that is not offered, and tomorrow without a slot', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    await expectRefused(
      orderPayload(user.id, basket(), { shipping: { deliveryDay: '2026-11-23' } }),
      headers,
      'shipping_info.deliveryDay',
      DELIVERY_DAY_NOT_OFFERED,
    );
    await expectRefused(
      orderPayload(user.id, basket(), { shipping: { deliveryTime: null } }),
      headers,
      'shipping_info.deliveryTime',
      FIELD_REQUIRED,
    );
  });

  it('gives a member same-day delivery at 19:59 London time, not at 20:00', async () => {
    const { user, headers } = await createSignedInUser(ctx.db, { is_subscribed: 1 });
    const sameDay = { deliveryDay: '2026-11-20', deliveryTime: 'evening' };
    try {
      clock.set('2026-11-20T20:00:00.000Z'); // GMT in November: 20:00 in London
      await expectRefused(
        orderPayload(user.id, basket(), { isMember: true, shipping: sameDay }),
        headers,
        'shipping_info.deliveryDay',
        SAME_DAY_CLOSED,
      );

      clock.set('2026-11-20T19:59:00.000Z');
      const response = await post(
        orderPayload(user.id, basket(), { isMember: true, shipping: sameDay }),
        headers,
      );

      expect(response.statusCode).toBe(201);
      // Same-day orders are delivered by midnight: the slot sent is not kept.
      expect(response.json().order.shipping_info).toMatchObject({
        deliveryDay: '2026-11-20',
        deliveryTime: null,
      });
      const row = await ctx.db
        .selectFrom('orders')
        .select(['delivery_time', 'shipping_info'])
        .where('order_id', '=', response.json().order_id)
        .executeTakeFirstOrThrow();
      expect(row.delivery_time).toBeNull();
      expect(JSON.parse(row.shipping_info).deliveryTime).toBeNull();
    } finally {
      clock.set(ORDER_TEST_NOW);
    }
  });

  it.each([999_999, 99_999_999_999])('refuses the unknown product %i on its line', async (unknownId) => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket());
    const line = payload.order_items[1];
    if (line) line.id = unknownId;
    await expectRefused(payload, headers, 'order_items.1.id', PRODUCT_NO_LONGER_AVAILABLE);
  });

  it.each<[unknown]>([[0], [-1], [1.5], ['2'], [null]])('refuses the quantity %j', async (quantity) => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket());
    (payload.order_items[0] as Record<string, unknown>).quantity = quantity;
    const before = await writtenCounts(ctx.db);

    const response = await post(payload, headers);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors['order_items.0.quantity']).toHaveLength(1);
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });
});

describe('POST /api/myorders: who may order', () => {
  it("refuses another user's user_id with 403 and writes nothing", async () => {
    const { headers } = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    const before = await writtenCounts(ctx.db);

    const response = await post(orderPayload(other.user.id, basket()), headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const { user } = await createSignedInUser(ctx.db);

    const response = await post(orderPayload(user.id, basket()), {});

    expect(response.statusCode).toBe(401);
  });

  it('answers 4xx in the one error shape for hostile keys, and writes nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, basket());
    const before = await writtenCounts(ctx.db);
    const bodies = [
      JSON.stringify({ ...payload, constructor: { prototype: { isAdmin: true } } }),
      JSON.stringify({
        ...payload,
        toString: 'x',
        shipping_info: { ...payload.shipping_info, constructor: 1 },
      }),
      JSON.stringify(payload).replace('{', '{"__proto__":{"pay_later":true},'),
    ];
    for (const body of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/myorders',
        payload: body,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });
});

describe('POST /api/myorders with an Idempotency-Key', () => {
  const ordersOf = async (userId: number) =>
    ctx.db
      .selectFrom('orders')
      .select(['order_id', 'idempotency_key'])
      .where('user_id', '=', userId)
      .execute();

  it('answers a repeat with the first order (200) and never writes a second, even for another payload', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const keyed = { ...headers, 'idempotency-key': 'checkout-7f3a9c' };

    const first = await post(orderPayload(user.id, basket()), keyed);
    const mailsAfterFirst = (await writtenCounts(ctx.db)).mails;
    const repeat = await post(orderPayload(user.id, basket()), keyed);
    const changed = await post(orderPayload(user.id, [{ product: wine, quantity: 5 }]), keyed);

    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(200);
    expect(changed.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(changed.json()).toEqual(first.json());
    expect(await ordersOf(user.id)).toEqual([
      { order_id: first.json().order_id, idempotency_key: 'checkout-7f3a9c' },
    ]);
    expect((await writtenCounts(ctx.db)).mails).toBe(mailsAfterFirst);
  });

  it('keeps keys apart per user', async () => {
    const a = await createSignedInUser(ctx.db);
    const b = await createSignedInUser(ctx.db);
    const key = { 'idempotency-key': 'same-key-for-two-venues' };

    const first = await post(orderPayload(a.user.id, basket()), { ...a.headers, ...key });
    const second = await post(orderPayload(b.user.id, basket()), { ...b.headers, ...key });

    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().order_id).not.toBe(first.json().order_id);
  });

  it('places one order for concurrent submissions with one key', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const keyed = { ...headers, 'idempotency-key': 'double-click' };

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(orderPayload(user.id, basket()), keyed)),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().order_id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it.each(['', 'has a space', 'x'.repeat(201), 'tab\there'])('refuses the key %j with 422', async (key) => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const before = await writtenCounts(ctx.db);

    const response = await post(orderPayload(user.id, basket()), { ...headers, 'idempotency-key': key });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['Idempotency-Key']);
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('takes a key of 200 visible characters', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const key = `~${'K'.repeat(198)}!`;

    const response = await post(orderPayload(user.id, basket()), { ...headers, 'idempotency-key': key });

    expect(response.statusCode).toBe(201);
  });
});
