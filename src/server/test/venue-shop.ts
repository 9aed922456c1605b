import type { Clock } from '../clock.ts';
import { seedCategories } from '../db/seed/seed-categories.ts';
import { categoryIdBySlug, createTestProduct } from '../modules/catalogue/catalogue-test-data.ts';
import type { Customer } from './order-shop.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { createSignedInUser } from './users.ts';

type ProductValues = Omit<Parameters<typeof createTestProduct>[1], 'name' | 'category_id'>;

/** What a venue's own lists (saved baskets, the order guide, par levels) are tested in. */
export type VenueShop = {
  ctx: TestContext;
  /** The venue whose lists the test builds. */
  venue: Customer;
  /** Another venue, whose lists the first must never see or change. */
  other: Customer;
  /** Adds a product to one of the seeded categories. */
  addProduct(name: string, values?: ProductValues): Promise<{ id: number; slug: string }>;
};

/** The app on `clock` with the seeded categories and two signed-in venues. */
export async function openVenueShop(clock: Clock): Promise<VenueShop> {
  const ctx = await createTestApp({ clock });
  await seedCategories(ctx.db);
  const categoryId = await categoryIdBySlug(ctx.db, 'cheese');
  return {
    ctx,
    venue: await createSignedInUser(ctx.db),
    other: await createSignedInUser(ctx.db),
    addProduct: (name, values = {}) =>
      createTestProduct(ctx.db, { ...values, name, category_id: categoryId }),
  };
}
