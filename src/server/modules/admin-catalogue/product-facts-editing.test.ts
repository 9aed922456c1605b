import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGEN_KEYS, type AllergenDeclarations } from '../../../domain/allergens.ts';
import { type ManagedProduct, ORDER_CODE_FORMAT } from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductDetail } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { productBody } from './admin-catalogue-test-data.ts';
import { orderCodeTaken } from './managed-products.service.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let admin: Caller;
let seller: Caller;
let cheese: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  cheese = await categoryIdBySlug(ctx.db, 'cheese');
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
  seller = await createSignedInUser(ctx.db, { role: 'seller' });
});
afterAll(async () => ctx?.close());

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, caller: Caller = admin) {
  return ctx.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });
}

const allUndeclared = () =>
  Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'undeclared'])) as AllergenDeclarations;

async function storedFacts(id: number) {
  return ctx.db
    .selectFrom('products')
    .select([
      'order_code',
      'pack_count',
      'pack_size',
      'pack_unit',
      'allergens_contains',
      'allergens_may_contain',
      'allergens_free',
      'stock',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('editing product facts in the back office', () => {
  it('lets staff set allergens, the pack, the order code and stock, and the shop shows them', async () => {
    const product = await createTestProduct(ctx.db, { name: 'Cornish Brie 1kg', category_id: cheese });
    const allergens = { ...allUndeclared(), milk: 'contains', gluten: 'free', eggs: 'may_contain' } as const;
    const response = await send(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(cheese, {
        name: 'Cornish Brie 1kg',
        slug: product.slug,
        order_code: ' brie1 ',
        pack: { count: 6, size: 1, unit: 'kg' },
        allergens,
        stock: 40,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedProduct>()).toMatchObject({
      order_code: 'BRIE1',
      pack: { count: 6, size: 1, unit: 'kg' },
      allergens,
      stock: 40,
    });

    const shop = await ctx.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(shop.json<ProductDetail>()).toMatchObject({
      order_code: 'BRIE1',
      pack: { count: 6, size: 1, unit: 'kg', label: '6 x 1 kg' },
      allergens,
      stock_level: 'in_stock',
    });

    const audits = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('subject_id', '=', product.id)
      .where('action', '=', 'product.stock')
      .execute();
    expect(audits.map((row) => JSON.parse(row.detail))).toEqual([
      { name: 'Cornish Brie 1kg', before: { stock: null }, after: { stock: 40 } },
    ]);
  });

  it('keeps the facts a change leaves out, and stock untracked on a new product', async () => {
    const created = await send(
      'POST',
      '/api/admin/products',
      productBody(cheese, { name: 'Plain Edam 2kg' }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json<ManagedProduct>();
    expect(product.stock).toBeNull();
    expect(product.order_code).toMatch(/^W\d{5,}$/);
    await send(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(cheese, {
        name: 'Plain Edam 2kg',
        slug: product.slug,
        pack: { count: 1, size: 2, unit: 'kg' },
      }),
    );
    const before = await storedFacts(product.id);
    const again = await send(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(cheese, { name: 'Plain Edam 2kg', slug: product.slug, price: 20, order_code: '' }),
    );
    expect(again.statusCode).toBe(200);
    expect(await storedFacts(product.id)).toEqual(before);
    expect(before).toMatchObject({ pack_count: 1, pack_size: 2, pack_unit: 'kg', stock: null });
  });

  it('refuses an order code another product has with a 409 naming that product, and changes nothing', async () => {
    const holder = await createTestProduct(ctx.db, { name: 'Aged Gouda 5kg', category_id: cheese });
    const other = await createTestProduct(ctx.db, { name: 'Young Gouda 5kg', category_id: cheese });
    await send(
      'PUT',
      `/api/admin/products/${holder.id}`,
      productBody(cheese, { name: 'Aged Gouda 5kg', slug: holder.slug, order_code: 'GOUDA5' }),
    );
    const before = await storedFacts(other.id);
    const clash = await send(
      'PUT',
      `/api/admin/products/${other.id}`,
      productBody(cheese, { name: 'Young Gouda 5kg', slug: other.slug, order_code: 'gouda5', price: 99 }),
    );
    expect(clash.statusCode).toBe(409);
    const message = orderCodeTaken('GOUDA5', 'Aged Gouda 5kg');
    expect(clash.json()).toEqual({ message, errors: { order_code: [message] } });
    expect(await storedFacts(other.id)).toEqual(before);
    const price = await ctx.db
      .selectFrom('products')
      .select('price_pence')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(price.price_pence).toBe(1000);

    const added = await send(
      'POST',
      '/api/admin/products',
      productBody(cheese, { name: 'Smoked Gouda 5kg', order_code: 'GOUDA5' }),
    );
    expect(added.statusCode).toBe(409);
  });

  it('refuses a malformed order code, pack, allergen table or stock with 422', async () => {
    const product = await createTestProduct(ctx.db, { name: 'Red Leicester 2kg', category_id: cheese });
    const base = productBody(cheese, { name: 'Red Leicester 2kg', slug: product.slug });
    const before = await storedFacts(product.id);
    const cases: Array<[object, string]> = [
      [{ order_code: '9LIVES' }, 'order_code'],
      [{ order_code: 'AB' }, 'order_code'],
      [{ pack: { count: 0, size: 1, unit: 'kg' } }, 'pack.count'],
      [{ pack: { count: 1, size: 1, unit: 'pint' } }, 'pack.unit'],
      [{ allergens: { ...allUndeclared(), milk: 'lots' } }, 'allergens.milk'],
      [{ allergens: { milk: 'contains' } }, 'allergens.celery'],
      [{ stock: -1 }, 'stock'],
      [{ stock: 2.5 }, 'stock'],
    ];
    for (const [facts, field] of cases) {
      const response = await send('PUT', `/api/admin/products/${product.id}`, { ...base, ...facts });
      expect(response.statusCode, JSON.stringify(facts)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    const format = await send('PUT', `/api/admin/products/${product.id}`, { ...base, order_code: 'a' });
    expect(format.json<{ errors: Record<string, string[]> }>().errors.order_code).toEqual([
      ORDER_CODE_FORMAT,
    ]);
    expect(await storedFacts(product.id)).toEqual(before);
  });

  it("lets a seller edit their own product's allergens, pack and order code", async () => {
    const own = await createTestProduct(ctx.db, {
      name: 'Goat Log 1kg',
      category_id: cheese,
      seller_id: seller.user.id,
    });
    const allergens = { ...allUndeclared(), milk: 'contains', tree_nuts: 'may_contain' } as const;
    const response = await send(
      'PUT',
      `/api/seller/products/${own.id}`,
      productBody(cheese, {
        name: 'Goat Log 1kg',
        slug: own.slug,
        order_code: 'GOAT1',
        pack: { count: 4, size: 250, unit: 'g' },
        allergens,
      }),
      seller,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedProduct>()).toMatchObject({
      order_code: 'GOAT1',
      pack: { count: 4, size: 250, unit: 'g' },
      allergens,
    });
    const read = await send('GET', `/api/seller/products/${own.id}`, undefined, seller);
    expect(read.json<ManagedProduct>().allergens).toEqual(allergens);
  });

  it('answers 403 to a seller naming a VAT rate, adding or changing nothing; staff set it', async () => {
    const own = await createTestProduct(ctx.db, {
      name: 'Sheep Curd 1kg',
      category_id: cheese,
      seller_id: seller.user.id,
    });
    const stored = () =>
      ctx.db
        .selectFrom('products')
        .select(['name', 'vat_rate', 'price_pence'])
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow();
    const before = await stored();
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const products = await count();
    const forbidden = { message: "Only staff set a product's VAT rate.", errors: {} };

    const edit = await send(
      'PUT',
      `/api/seller/products/${own.id}`,
      productBody(cheese, { name: 'Sheep Curd 2kg', slug: own.slug, price: 30, vat_rate: 0 }),
      seller,
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual(forbidden);
    const create = await send('POST', '/api/seller/products', productBody(cheese, { vat_rate: 5 }), seller);
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(forbidden);
    expect(await stored()).toEqual(before);
    expect(await count()).toBe(products);

    const byStaff = await send(
      'PUT',
      `/api/admin/products/${own.id}`,
      productBody(cheese, { name: 'Sheep Curd 1kg', slug: own.slug, vat_rate: 0 }),
    );
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(Number((await stored()).vat_rate)).toBe(0);
  });
});
