import { randomUUID } from 'node:crypto';
import { deliveryDayOptions } from '../src/domain/delivery.ts';
import { penceToPounds } from '../src/domain/money.ts';
import { priceOrder } from '../src/domain/pricing.ts';
import type { NewOrderBody } from '../src/domain/schemas/order.ts';
import { createDb } from '../src/server/db/database.ts';
import { type LoadRequest, type LoadResult, measure } from './http-load.ts';

const LINES = 10;

/** A customer of the benchmark's own, signed up through the API as the web does it. */
async function signUp(base: string): Promise<{ userId: number; token: string }> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Buyer',
      email: `bench-${randomUUID()}@example.test`,
      password: 'bench-password-123',
      role: 'user',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { userId: body.user.id, token: body.token };
}

/**
 * A 10-line card order (pay-later off) as the checkout sends it: list prices (the bench user is
 * not a member), quantities raised until the goods reach the £200 minimum, tomorrow in London
 * in the morning slot.
 */
export async function orderBody(databaseUrl: string, userId: number): Promise<NewOrderBody> {
  const db = createDb(databaseUrl);
  const products = await db
    .selectFrom('products')
    .select(['id', 'price_pence', 'member_price_pence'])
    .where('price_pence', '>', 0)
    .orderBy('id')
    .limit(LINES)
    .execute();
  await db.destroy();
  const oneEach = products.reduce((sum, product) => sum + product.price_pence, 0);
  const quantity = Math.max(1, Math.ceil(200_00 / oneEach));
  const lines = products.map((product) => ({
    listPence: product.price_pence,
    memberPence: product.member_price_pence,
    quantity,
  }));
  const { lines: priced, totals } = priceOrder(lines, false);
  const tomorrow = deliveryDayOptions(new Date(), false)[1];
  if (!tomorrow) throw new Error('no delivery day tomorrow');
  return {
    user_id: userId,
    customer_name: 'Bench Buyer',
    company_name: 'Bench Bar',
    email: 'bench@example.test',
    shipping_info: {
      billing_name: 'Bench Buyer',
      billing_email: 'bench@example.test',
      billing_company_name: 'Bench Bar Ltd',
      billing_phone: '020 7946 0000',
      billing_line1: '1 Wigmore Street',
      billing_city: 'London',
      billing_postcode: 'W1U 1AA',
      name: 'Bench Buyer',
      email: 'bench@example.test',
      company_name: 'Bench Bar',
      phone: '020 7946 0000',
      line1: '1 Wigmore Street',
      city: 'London',
      postcode: 'W1U 1AA',
      deliveryDay: tomorrow.date,
      deliveryTime: 'morning',
    },
    order_items: products.map((product, index) => ({
      id: product.id,
      quantity,
      price: penceToPounds(priced[index]?.unitPence ?? product.price_pence),
    })),
    sub_total: penceToPounds(totals.subTotalPence),
    tax: penceToPounds(totals.taxPence),
    shipping: penceToPounds(totals.shippingPence),
    total: penceToPounds(totals.totalPence),
    pay_later: false,
  };
}

/**
 * POST /api/myorders at `connections`: once with a fresh Idempotency-Key on every request (what the
 * checkout sends) and once without. Every request places a real order in the benchmark database.
 */
export async function measureOrders(
  base: string,
  databaseUrl: string,
  connections: number,
  seconds: number,
): Promise<LoadResult[]> {
  const { userId, token } = await signUp(base);
  const request: LoadRequest = {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(await orderBody(databaseUrl, userId)),
  };
  // One order by hand first, so a payload the shop refuses fails loudly instead of measuring 4xx.
  const probe = await fetch(`${base}/api/myorders`, request);
  if (probe.status !== 201) throw new Error(`bench order refused: ${probe.status} ${await probe.text()}`);

  const url = `${base}/api/myorders`;
  const keyed: LoadRequest = { ...request, perRequestHeader: { name: 'idempotency-key', value: randomUUID } };
  const results: LoadResult[] = [];
  for (const [label, load] of [
    ['POST /api/myorders (10 lines, unique Idempotency-Key)', keyed],
    ['POST /api/myorders (10 lines, no key)', request],
  ] as const) {
    await measure(label, url, connections, 1, load); // warm-up
    results.push(await measure(label, url, connections, seconds, load));
  }
  return results;
}
