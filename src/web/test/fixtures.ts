import { ALLERGEN_KEYS, type AllergenDeclarations } from '../../domain/allergens.ts';
import type { User } from '../../domain/schemas/account.ts';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';

/**
 * Order code, pack, unit price, allergens and stock of a test product: a 5 kg pack, milk in it, the
 * rest free, its stock not counted, standard-rated.
 */
export const TEST_PRODUCT_FACTS: Pick<
  ProductSummary,
  'order_code' | 'pack' | 'unit_price' | 'allergens' | 'stock_level' | 'vat_rate'
> = {
  order_code: 'W00003',
  pack: { count: 1, size: 5, unit: 'kg', label: '5 kg' },
  unit_price: { base: 'kg', label: 'per kg', price: 2, special_price: 1.71 },
  allergens: {
    ...(Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'free'])) as AllergenDeclarations),
    milk: 'contains',
  },
  stock_level: null,
  vat_rate: 20,
};

/** A plain customer (no membership, no pay later); tests override only what they are about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ada Buyer',
    email: 'ada@example.test',
    phone: null,
    role: 'user',
    is_subscribed: false,
    subscription_end_at: null,
    pay_later: false,
    pay_later_credit: 0,
    pay_later_credit_limit: 0,
    pay_later_overdue: false,
    accept_substitutes: false,
    po_number_required: false,
    ...overrides,
  };
}

/** A cheddar on offer (a member price below the list price), in the cheese category. */
export function testProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 3,
    slug: 'mature-cheddar-5kg',
    name: 'Mature cheddar 5kg',
    description: 'Aged twelve months.',
    images: [],
    category_id: 9,
    category: { id: 9, name: 'cheese', slug: 'cheese' },
    price: 10,
    special_price: 8.55,
    rating: 4,
    reviews_count: 2,
    ...TEST_PRODUCT_FACTS,
    ...overrides,
  };
}
