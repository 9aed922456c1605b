import { ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BasketLine } from '../../../stores/basket-store.ts';

/**
 * Today's catalogue data for every basket line (GET /api/products/{id} each), quantities kept. A
 * line whose product cannot be read keeps what it had: the order endpoint then names it (422).
 */
export async function refreshBasketPrices(lines: readonly BasketLine[]): Promise<BasketLine[]> {
  return Promise.all(
    lines.map(async (line) => {
      try {
        const product = ProductSummary.parse(await apiRequest<unknown>(`/api/products/${line.id}`));
        return { ...product, quantity: line.quantity };
      } catch (error) {
        console.error(`Could not refresh the price of product ${line.id}`, error);
        return line;
      }
    }),
  );
}
