import { penceToPounds } from '../../../domain/money.ts';
import { priceOrder } from '../../../domain/pricing.ts';
import type { NewOrderBody } from '../../../domain/schemas/order.ts';
import { STANDARD_VAT_RATE, type VatRatePercent } from '../../../domain/vat.ts';
import type { Db } from '../../db/database.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { testShippingInfo } from './orders-test-data.ts';

/** A product as the order tests use it: its id, both prices in pence and its VAT rate. */
export type PricedProduct = {
  id: number;
  name: string;
  listPence: number;
  memberPence: number;
  vatRatePercent: VatRatePercent;
};

/** Friday 20 November 2026, noon in London (GMT): tomorrow is Saturday the 21st. */
export const ORDER_TEST_NOW = '2026-11-20T12:00:00.000Z';
export const ORDER_TEST_TOMORROW = '2026-11-21';

/** Categories and products of the test's own, with prices chosen for the cases. */
export async function createOrderProducts(
  db: Db,
  prices: Array<{ name: string; listPence: number; memberPence: number; vatRatePercent?: VatRatePercent }>,
): Promise<PricedProduct[]> {
  const hasCategories = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (!hasCategories) await seedCategories(db);
  const categoryId = await categoryIdBySlug(db, 'cheese');
  const products: PricedProduct[] = [];
  for (const price of prices) {
    const { id } = await createTestProduct(db, {
      name: price.name,
      category_id: categoryId,
      price_pence: price.listPence,
      member_price_pence: price.memberPence,
      vat_rate: price.vatRatePercent ?? STANDARD_VAT_RATE,
    });
    products.push({ id, ...price, vatRatePercent: price.vatRatePercent ?? STANDARD_VAT_RATE });
  }
  return products;
}

/** A checkout's shipping_info: the stored test address (orders-test-data.ts) as the browser sends it. */
export function testShippingInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return testShippingInfo({
    line2: '',
    deliveryDay: ORDER_TEST_TOMORROW,
    deliveryTime: 'morning',
    ...overrides,
  });
}

/**
 * A payload as the checkout sends it, with the figures the browser works out with the same
 * domain functions as the server: tests tamper with it from there.
 */
export function orderPayload(
  userId: number,
  lines: Array<{ product: PricedProduct; quantity: number }>,
  options: { isMember?: boolean; payLater?: boolean; shipping?: Record<string, unknown> } = {},
): NewOrderBody & Record<string, unknown> {
  const { lines: priced, totals } = priceOrder(
    lines.map(({ product, quantity }) => ({ ...product, quantity })),
    options.isMember ?? false,
  );
  return {
    user_id: userId,
    customer_name: 'Ada Lovelace',
    company_name: 'The Analytical Bar',
    email: 'ada@venue.test',
    shipping_info: testShippingInput(options.shipping) as NewOrderBody['shipping_info'],
    order_items: lines.map(({ product, quantity }, index) => ({
      id: product.id,
      title: product.name,
      quantity,
      price: penceToPounds(priced[index]?.unitPence ?? 0),
    })),
    sub_total: penceToPounds(totals.subTotalPence),
    tax: penceToPounds(totals.taxPence),
    shipping: penceToPounds(totals.shippingPence),
    total: penceToPounds(totals.totalPence),
    pay_later: options.payLater ?? false,
  };
}

/** Everything placing an order writes, counted, so a refused request can be shown to write nothing. */
export async function writtenCounts(db: Db) {
  const count = async (table: 'orders' | 'order_items' | 'mail_outbox') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sequences = await db.selectFrom('sequences').select(['name', 'value']).orderBy('name').execute();
  const credit = await db.selectFrom('users').select(['id', 'pay_later_credit']).orderBy('id').execute();
  return {
    orders: await count('orders'),
    items: await count('order_items'),
    mails: await count('mail_outbox'),
    sequences,
    credit,
  };
}
