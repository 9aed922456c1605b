import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGENS, allergenMasks } from '../../../domain/allergens.ts';
import { DeliveryRun, SubstituteCandidates, SubstitutedLine } from '../../../domain/schemas/admin-orders.ts';
import { NewOrderResponse, Order } from '../../../domain/schemas/order.ts';
import {
  SUBSTITUTE_ALREADY,
  SUBSTITUTE_NOT_ALLOWED,
  SUBSTITUTE_NOT_CANDIDATE,
} from '../../../domain/substitutions.ts';
import { fixedClock } from '../../clock.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  ORDER_TEST_TOMORROW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let cheddar: PricedProduct;
let milder: PricedProduct;
let mustardy: PricedProduct;
let smaller: PricedProduct;
let elsewhere: PricedProduct;
let butter: PricedProduct;

const MILK_ONLY = allergenMasks(
  Object.fromEntries(ALLERGENS.map(({ key }) => [key, key === 'milk' ? 'contains' : 'free'])),
);
const MILK_AND_MUSTARD = {
  ...MILK_ONLY,
  contains: MILK_ONLY.contains | (1 << 8),
  free: MILK_ONLY.free & ~(1 << 8),
};

async function product(
  name: string,
  setting: { stock: number | null; packSize?: number; masks?: typeof MILK_ONLY; categoryId?: number },
): Promise<PricedProduct> {
  const [made] = await createOrderProducts(ctx.db, [{ name, listPence: 125_00, memberPence: 125_00 }]);
  if (!made) throw new Error('no product');
  const masks = setting.masks ?? MILK_ONLY;
  await ctx.db
    .updateTable('products')
    .set({
      stock: setting.stock,
      pack_count: 1,
      pack_size: setting.packSize ?? 5,
      pack_unit: 'kg',
      allergens_contains: masks.contains,
      allergens_may_contain: masks.mayContain,
      allergens_free: masks.free,
      ...(setting.categoryId ? { category_id: setting.categoryId } : {}),
    })
    .where('id', '=', made.id)
    .execute();
  return made;
}

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
  cheddar = await product('Mature cheddar 5kg', { stock: 2 });
  milder = await product('Mild cheddar 5kg', { stock: null });
  mustardy = await product('Cheddar with mustard seed 5kg', { stock: null, masks: MILK_AND_MUSTARD });
  smaller = await product('Cheddar 2kg', { stock: null, packSize: 2 });
  const other = await ctx.db
    .selectFrom('categories')
    .select('id')
    .where('slug', '!=', 'cheese')
    .executeTakeFirstOrThrow();
  elsewhere = await product('Cheddar-style spread 5kg', { stock: null, categoryId: Number(other.id) });
  butter = await product('Butter 5kg', { stock: null });
});
afterAll(async () => ctx?.close());

async function placeShort(options: { venueDefault: boolean; allow?: boolean }) {
  const venue = await createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit_limit: 1_000_000_00,
    accept_substitutes: options.venueDefault ? 1 : 0,
  });
  const payload = orderPayload(venue.user.id, [{ product: cheddar, quantity: 5 }], { payLater: true });
  if (options.allow !== undefined) {
    payload.order_items = payload.order_items.map((line) => ({ ...line, allow_substitute: options.allow }));
  }
  await ctx.db.updateTable('products').set({ stock: 2 }).where('id', '=', cheddar.id).execute();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: venue.headers,
    payload,
  });
  return { venue, response };
}

function candidates(itemId: number) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/order-items/${itemId}/substitutes`,
    headers: admin,
  });
}

function substitute(itemId: number, productId: number) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/order-items/${itemId}/substitute`,
    headers: admin,
    payload: { product_id: productId },
  });
}

describe('allowing a substitute per line', () => {
  it('takes a line that allows a substitute short, whatever the venue’s setting, and refuses one that does not', async () => {
    const allowed = await placeShort({ venueDefault: false, allow: true });
    expect(allowed.response.statusCode, allowed.response.body).toBe(201);
    const line = NewOrderResponse.parse(allowed.response.json()).order.order_items[0];
    expect(line).toMatchObject({ units_short: 3, allow_substitute: true });

    const refused = await placeShort({ venueDefault: true, allow: false });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().message).toBe(
      'Only 2 of Mature cheddar 5kg are in stock. Please order at most 2.',
    );

    // Left out, the line takes the venue's setting.
    const byDefault = await placeShort({ venueDefault: true });
    expect(byDefault.response.statusCode).toBe(201);
    expect(NewOrderResponse.parse(byDefault.response.json()).order.order_items[0]?.allow_substitute).toBe(
      true,
    );
  });
});

describe('substituting a short line', () => {
  it('offers only listed products of the same category and a close pack, with no allergen the original lacks', async () => {
    const { response } = await placeShort({ venueDefault: false, allow: true });
    const itemId = NewOrderResponse.parse(response.json()).order.order_items[0]?.id ?? 0;
    const answer = await candidates(itemId);
    expect(answer.statusCode, answer.body).toBe(200);
    const offered = SubstituteCandidates.parse(answer.json()).candidates;
    // Same category, pack and allergens, by name: the butter qualifies as far as the rule can tell.
    expect(offered.map((each) => each.product_id)).toEqual([butter.id, milder.id]);
    expect(offered[1]).toMatchObject({ name: 'Mild cheddar 5kg', pack: '5 kg', stock: null });
    expect(offered.map((each) => each.product_id)).not.toContain(mustardy.id);
    expect(offered.map((each) => each.product_id)).not.toContain(smaller.id);
    expect(offered.map((each) => each.product_id)).not.toContain(elsewhere.id);
  });

  it('records the substitute beside the original at the original’s price, audited and mailed, shown on the order, run and invoice', async () => {
    const { venue, response } = await placeShort({ venueDefault: false, allow: true });
    const placed = NewOrderResponse.parse(response.json()).order;
    const itemId = placed.order_items[0]?.id ?? 0;

    const done = await substitute(itemId, milder.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(SubstitutedLine.parse(done.json()).substitution).toMatchObject({
      product_id: milder.id,
      title: 'Mild cheddar 5kg',
      pack: '5 kg',
      original_title: 'Mature cheddar 5kg',
      original_pack: '5 kg',
      text: 'Mild cheddar 5kg was substituted for Mature cheddar 5kg',
    });

    // The venue's order page: the line and its price as ordered, with what was sent instead.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/myorders?user_id=${venue.user.id}`,
      headers: venue.headers,
    });
    const order = Order.array()
      .parse(mine.json())
      .find((each) => each.id === placed.id);
    expect(order?.total).toBe(placed.total);
    expect(order?.order_items[0]).toMatchObject({
      title: 'Mature cheddar 5kg',
      price: 125,
      substitution: { text: 'Mild cheddar 5kg was substituted for Mature cheddar 5kg' },
    });

    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text'])
      .where('subject', '=', `A substitute in your W1 Wholesale order ${placed.order_id}`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('ada@venue.test');
    expect(mail.text).toContain(
      `Mild cheddar 5kg was substituted for Mature cheddar 5kg in your order ${placed.order_id}`,
    );
    expect(mail.text).toContain('You pay no more than you ordered: the line keeps its price.');

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'order.substitute')
      .where('subject_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({
      item_id: itemId,
      units: 3,
      substitute: { product_id: milder.id },
    });

    const run = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/delivery-runs?day=${ORDER_TEST_TOMORROW}`,
      headers: admin,
    });
    const parsed = DeliveryRun.parse(run.json());
    expect(parsed.short_lines.find((line) => line.item_id === itemId)).toMatchObject({
      allow_substitute: true,
      units_short: 3,
      substitution: { title: 'Mild cheddar 5kg' },
    });
    expect(parsed.drops.find((drop) => drop.order_id === placed.order_id)?.notes).toContain(
      'Mild cheddar 5kg was substituted for Mature cheddar 5kg',
    );

    const invoice = await ctx.app.inject({
      method: 'GET',
      url:
        new URL(order?.invoice_url ?? '', 'http://x').pathname +
        new URL(order?.invoice_url ?? '', 'http://x').search,
    });
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload).replace(/\s+/g, ' ')).toContain(
      'Mild cheddar 5kg was substituted for Mature cheddar 5kg',
    );

    // Once done, it is not done again.
    const again = await substitute(itemId, milder.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUBSTITUTE_ALREADY);
  });

  it('refuses a line that does not allow a substitute (422) and a product the rule does not offer (422), changing nothing', async () => {
    const venue = await createSignedInUser(ctx.db, { pay_later: 1, pay_later_credit_limit: 1_000_000_00 });
    const payload = orderPayload(venue.user.id, [{ product: butter, quantity: 2 }], { payLater: true });
    const placed = NewOrderResponse.parse(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/myorders', headers: venue.headers, payload })
      ).json(),
    ).order;
    const notAllowed = await substitute(placed.order_items[0]?.id ?? 0, milder.id);
    expect(notAllowed.statusCode).toBe(422);
    expect(notAllowed.json()).toEqual({
      message: SUBSTITUTE_NOT_ALLOWED,
      errors: { item: [SUBSTITUTE_NOT_ALLOWED] },
    });

    const { response } = await placeShort({ venueDefault: false, allow: true });
    const itemId = NewOrderResponse.parse(response.json()).order.order_items[0]?.id ?? 0;
    const wrong = await substitute(itemId, mustardy.id);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(SUBSTITUTE_NOT_CANDIDATE);
    const row = await ctx.db
      .selectFrom('order_items')
      .select('substituted_at')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(row.substituted_at).toBeNull();

    const customer = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/order-items/${itemId}/substitutes`,
      headers: venue.headers,
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('cancelling an order with a substituted line', () => {
  it('gives the substitute back the units it sent, and the original only the units it gave', async () => {
    const farmhouse = await product('Farmhouse cheddar 5kg', { stock: 10 });
    const stockOf = async (id: number) =>
      (await ctx.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
        .stock;

    // Five ordered, two in stock: two taken from the original, three short.
    const { response } = await placeShort({ venueDefault: true });
    const placed = NewOrderResponse.parse(response.json()).order;
    const itemId = placed.order_items[0]?.id ?? 0;
    expect(await stockOf(cheddar.id)).toBe(0);

    expect((await substitute(itemId, farmhouse.id)).statusCode).toBe(200);
    expect(await stockOf(farmhouse.id)).toBe(7);

    // Staff see what went instead on the order's page.
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.id}`,
      headers: admin,
    });
    expect(detail.json().order.order_items[0].substitution).toMatchObject({
      text: 'Farmhouse cheddar 5kg was substituted for Mature cheddar 5kg',
      pack: '5 kg',
    });

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/cancel`,
      headers: admin,
      payload: { reason: 'The venue closed for the day' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(farmhouse.id)).toBe(10);
    // The original's two, not its five ordered, nor its two twice.
    expect(await stockOf(cheddar.id)).toBe(2);
  });

  it('gives nothing to an untracked substitute', async () => {
    const { response } = await placeShort({ venueDefault: true });
    const placed = NewOrderResponse.parse(response.json()).order;
    expect((await substitute(placed.order_items[0]?.id ?? 0, milder.id)).statusCode).toBe(200);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/cancel`,
      headers: admin,
      payload: { reason: 'The venue closed for the day' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const stock = await ctx.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .where('id', 'in', [milder.id, cheddar.id])
      .orderBy('id')
      .execute();
    expect(stock).toEqual([
      { id: cheddar.id, stock: 2 },
      { id: milder.id, stock: null },
    ]);
  });
});
