import type { Db } from '../database.ts';

/**
 * The demo products whose stock staff count, by name, so the shop shows each stock level: every
 * other product is untracked, as products are until staff start counting them. None of these is
 * one the browser tests buy.
 */
export const DEMO_STOCK: Readonly<Record<string, number>> = {
  'Energy drink cans 24 x 250ml': 48,
  'Fresh orange juice, chilled 6 x 2L': 30,
  'Cream soda bottles 12 x 500ml': 4,
  'Mango smoothie 12 x 250ml': 6,
  'Strawberry & banana smoothie 12 x 250ml': 0,
};

/** Gives the demo products of DEMO_STOCK their stock, in the seeding transaction. */
export async function seedDemoStock(trx: Db): Promise<void> {
  for (const [name, stock] of Object.entries(DEMO_STOCK)) {
    await trx.updateTable('products').set({ stock }).where('name', '=', name).execute();
  }
}
