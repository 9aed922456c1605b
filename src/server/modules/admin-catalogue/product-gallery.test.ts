import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedProduct } from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductDetail } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { PNG_BYTES, productBody, uploadImage } from './admin-catalogue-test-data.ts';
import { UPLOAD_AGAIN } from './managed-products.service.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let admin: Caller;
let cheese: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  cheese = await categoryIdBySlug(ctx.db, 'cheese');
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
});
afterAll(async () => ctx?.close());

const drawn = (slug: string) => [1, 2, 3, 4].map((n) => `/images/products/${slug}/${n}.svg`);

/** A product as the demo catalogue makes them: four drawn pictures and no uploads. */
async function galleryProduct(name: string) {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-gallery`;
  return createTestProduct(ctx.db, {
    name,
    slug,
    category_id: cheese,
    images: JSON.stringify(drawn(slug)),
  });
}

function put(id: number, body: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: admin.headers,
    payload: body,
  });
}

describe('Saving a product keeps its gallery', () => {
  it('keeps all four drawn pictures when only the price changes', async () => {
    const product = await galleryProduct('Red Leicester 2kg');
    const loaded = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/products/${product.id}`,
        headers: admin.headers,
      })
    ).json<ManagedProduct>();
    expect(loaded.images).toEqual(drawn(product.slug));

    const saved = await put(
      product.id,
      productBody(cheese, {
        name: loaded.name,
        slug: loaded.slug,
        description: loaded.description,
        images: loaded.images,
        price: 12.5,
        special_price: 11,
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ManagedProduct>()).toMatchObject({ price: 12.5, images: drawn(product.slug) });
    const shop = await ctx.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(shop.json<ProductDetail>().images).toEqual(drawn(product.slug));
  });

  it('moves the drawn pictures to a new slug, with an upload added beside them', async () => {
    const product = await galleryProduct('Double Gloucester 2kg');
    const upload = (await uploadImage(ctx.app, admin.headers, PNG_BYTES)).json<{ url: string }>().url;
    const saved = await put(
      product.id,
      productBody(cheese, {
        name: 'Double Gloucester 2kg',
        slug: 'double-gloucester',
        images: [...drawn(product.slug).slice(0, 2), upload],
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ManagedProduct>().images).toEqual([
      '/images/products/double-gloucester/1.svg',
      '/images/products/double-gloucester/2.svg',
      upload,
    ]);
  });

  it("refuses another product's drawn picture, on a change and on a new product", async () => {
    const mine = await galleryProduct('Lancashire 2kg');
    const other = await galleryProduct('Caerphilly 2kg');
    const changed = await put(mine.id, productBody(cheese, { images: [drawn(other.slug)[0]] }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors['images.0']).toEqual([UPLOAD_AGAIN]);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: productBody(cheese, { images: [drawn(other.slug)[0]] }),
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors['images.0']).toEqual([UPLOAD_AGAIN]);
  });
});
