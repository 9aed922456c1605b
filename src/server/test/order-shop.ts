import { NewOrderResponse, type Order } from '../../domain/schemas/order.ts';
import { type Clock, fixedClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../modules/orders/place-order-test-data.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { createSignedInUser } from './users.ts';

export type Customer = Awaited<ReturnType<typeof createSignedInUser>>;

/** What the order tests start from: the app, their own priced products and an admin's header. */
export type OrderShop = { ctx: TestContext; products: PricedProduct[]; admin: { authorization: string } };

/** The app on the order tests' clock (ORDER_TEST_NOW unless given), these products and a signed-in admin. */
export async function openOrderShop(
  prices: Parameters<typeof createOrderProducts>[1],
  clock: Clock = fixedClock(ORDER_TEST_NOW),
): Promise<OrderShop> {
  const ctx = await createTestApp({ clock });
  const products = await createOrderProducts(ctx.db, prices);
  const admin = (await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' })).headers;
  return { ctx, products, admin };
}

/** A signed-in customer whose pay-later account is approved, with £2,000 of credit and none used. */
export function createPayLaterCustomer(db: Db): Promise<Customer> {
  return createSignedInUser(db, { pay_later: 1, pay_later_credit: 0, pay_later_credit_limit: 2000_00 });
}

/** Places the customer's order through the API, as the checkout does, and answers the new order. */
export async function placeOrderAs(
  ctx: TestContext,
  customer: Customer,
  lines: Array<{ product: PricedProduct; quantity: number }>,
  options: Parameters<typeof orderPayload>[2] = {},
): Promise<Order> {
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: customer.headers,
    payload: orderPayload(customer.user.id, lines, options),
  });
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.statusCode} ${placed.body}`);
  return NewOrderResponse.parse(placed.json()).order;
}
