import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  type ManagedProduct,
  type ManagedProductPage,
  MEMBER_PRICE_ABOVE_LIST,
  SLUG_TAKEN,
} from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductDetail, ProductPage } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug } from '../catalogue/catalogue-test-data.ts';
import {
  GIF_BYTES,
  JPEG_BYTES,
  PNG_BYTES,
  productBody,
  uploadImage,
  WEBP_BYTES,
} from './admin-catalogue-test-data.ts';
import { NO_SUCH_CATEGORY, UPLOAD_AGAIN } from './managed-products.service.ts';

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

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, caller: Caller = admin) {
  return ctx.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });
}

async function priceAudits(productId: number) {
  const rows = await ctx.db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'action', 'detail'])
    .where('subject_type', '=', 'product')
    .where('subject_id', '=', productId)
    .where('action', 'in', ['product.create', 'product.price'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) }));
}

describe('POST /api/admin/products', () => {
  it('adds a product with a slug made from its name, prices in pounds, and audits its prices', async () => {
    const response = await send(
      'POST',
      '/api/admin/products',
      productBody(cheese, { name: 'Smoked Applewood 2kg' }),
    );
    expect(response.statusCode).toBe(201);
    const product = response.json<ManagedProduct>();
    expect(product).toMatchObject({
      slug: 'smoked-applewood-2kg',
      name: 'Smoked Applewood 2kg',
      price: 18.5,
      special_price: 16.25,
      category_id: cheese,
      category_name: 'Cheese',
      seller_id: null,
      archived_at: null,
      images: ['/images/products/smoked-applewood-2kg/1.svg'],
      uploaded_images: [],
    });
    const stored = await ctx.db
      .selectFrom('products')
      .select(['price_pence', 'member_price_pence'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ price_pence: 1850, member_price_pence: 1625 });
    expect(await priceAudits(product.id)).toEqual([
      {
        actor_user_id: admin.user.id,
        action: 'product.create',
        detail: {
          name: 'Smoked Applewood 2kg',
          before: null,
          after: { price_pence: 1850, member_price_pence: 1625 },
        },
      },
    ]);

    const shop = await ctx.app.inject({ method: 'GET', url: '/api/products?q=applewood' });
    expect(shop.json<ProductPage>().data.map((item) => item.id)).toEqual([product.id]);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/products/smoked-applewood-2kg' });
    expect(page.json<ProductDetail>()).toMatchObject({ price: 18.5, special_price: 16.25 });
  });

  it('numbers a generated slug that is taken, and refuses a typed one that is', async () => {
    const first = await send('POST', '/api/admin/products', productBody(cheese, { name: 'Red Leicester' }));
    const second = await send('POST', '/api/admin/products', productBody(cheese, { name: 'Red Leicester' }));
    expect(first.json<ManagedProduct>().slug).toBe('red-leicester');
    expect(second.json<ManagedProduct>().slug).toBe('red-leicester-2');

    const taken = await send('POST', '/api/admin/products', productBody(cheese, { slug: 'red-leicester' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: SLUG_TAKEN, errors: { slug: [SLUG_TAKEN] } });
  });

  it.each([
    [{ special_price: 19 }, 'special_price', MEMBER_PRICE_ABOVE_LIST],
    [{ price: 0 }, 'price', 'The list price must be more than £0.'],
    [{ price: 12.345 }, 'price', 'Please give the list price in pounds and pence, such as 12.50.'],
    [{ price: '12' }, 'price', 'Please enter the list price in pounds, such as 12.50.'],
    [{ name: '' }, 'name', 'This field is required.'],
    [{ slug: 'Not A Slug' }, 'slug', 'Please use lower-case letters, digits and single hyphens only.'],
    [{ images: ['https://elsewhere.test/a.png'] }, 'images.0', UPLOAD_AGAIN],
  ])('refuses %j with 422', async (overrides, field, text) => {
    const before = await ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await send('POST', '/api/admin/products', productBody(cheese, overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([text]);
    const after = await ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an unknown category and a picture that was never uploaded', async () => {
    const unknown = await send('POST', '/api/admin/products', productBody(999_999));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.category_id).toEqual([NO_SUCH_CATEGORY]);
    const missing = await send(
      'POST',
      '/api/admin/products',
      productBody(cheese, { images: [`/images/uploads/${'a'.repeat(64)}.png`] }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['images.0']).toEqual([UPLOAD_AGAIN]);
  });
});

describe('POST /api/admin/images', () => {
  it.each([
    ['PNG', PNG_BYTES, 'image/png', 'png'],
    ['JPEG', JPEG_BYTES, 'image/jpeg', 'jpg'],
    ['WebP', WEBP_BYTES, 'image/webp', 'webp'],
  ])(
    'stores a %s picture, serves it at a stable address, and a product can show it',
    async (_type, bytes, type, ext) => {
      const response = await uploadImage(ctx.app, admin.headers, bytes);
      expect(response.statusCode).toBe(201);
      const { url, content_type, size } = response.json<{
        url: string;
        content_type: string;
        size: number;
      }>();
      expect(url).toMatch(new RegExp(`^/images/uploads/[0-9a-f]{64}\\.${ext}$`));
      expect(content_type).toBe(type);
      expect(size).toBe(bytes.length);
      // The same picture again is the same address.
      expect((await uploadImage(ctx.app, admin.headers, bytes)).json<{ url: string }>().url).toBe(url);

      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(bytes)).toBe(true);

      const product = await send(
        'POST',
        '/api/admin/products',
        productBody(cheese, { name: `Pictured ${ext}`, images: [url] }),
      );
      expect(product.statusCode).toBe(201);
      expect(product.json<ManagedProduct>().images).toEqual([url]);
      const shop = await ctx.app.inject({
        method: 'GET',
        url: `/api/products/${product.json<ManagedProduct>().slug}`,
      });
      expect(shop.json<ProductDetail>().images).toEqual([url]);
    },
  );

  it('refuses a picture of another type, whatever it is called', async () => {
    for (const bytes of [
      GIF_BYTES,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.7'),
    ]) {
      const response = await uploadImage(ctx.app, admin.headers, bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: IMAGE_WRONG_TYPE, errors: { data: [IMAGE_WRONG_TYPE] } });
    }
    const stored = await ctx.db.selectFrom('uploaded_images').select('content_type').execute();
    expect(new Set(stored.map((row) => row.content_type))).toEqual(
      new Set(['image/png', 'image/jpeg', 'image/webp']),
    );
  });

  it('refuses a picture over 2 MB and takes one of exactly 2 MB', async () => {
    const exactly = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_IMAGE_BYTES - PNG_BYTES.length, 1)]);
    expect((await uploadImage(ctx.app, admin.headers, exactly)).statusCode).toBe(201);
    const over = Buffer.concat([exactly, Buffer.from([0])]);
    const response = await uploadImage(ctx.app, admin.headers, over);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.data).toEqual([IMAGE_TOO_LARGE]);
    const huge = await uploadImage(
      ctx.app,
      admin.headers,
      Buffer.concat([over, Buffer.alloc(MAX_IMAGE_BYTES)]),
    );
    expect(huge.statusCode).toBe(413);
  });

  it('answers 404 for a picture that is not stored', async () => {
    for (const url of [`/images/uploads/${'b'.repeat(64)}.png`, '/images/uploads/..%2Fsecret.png']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('PUT /api/admin/products/{id}', () => {
  it('changes the product, audits a price change in the same write, and leaves same prices unaudited', async () => {
    const created = (
      await send('POST', '/api/admin/products', productBody(cheese, { name: 'Wensleydale 1kg' }))
    ).json<ManagedProduct>();
    const renamed = await send(
      'PUT',
      `/api/admin/products/${created.id}`,
      productBody(cheese, {
        name: 'Wensleydale with cranberries 1kg',
        slug: 'wensleydale-cranberry',
        price: 21,
        special_price: 19.5,
      }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<ManagedProduct>()).toMatchObject({
      slug: 'wensleydale-cranberry',
      name: 'Wensleydale with cranberries 1kg',
      price: 21,
      special_price: 19.5,
      images: ['/images/products/wensleydale-cranberry/1.svg'],
    });
    const again = await send(
      'PUT',
      `/api/admin/products/${created.id}`,
      productBody(cheese, {
        name: 'Wensleydale with cranberries 1kg',
        slug: 'wensleydale-cranberry',
        price: 21,
        special_price: 19.5,
        description: 'New words.',
      }),
    );
    expect(again.statusCode).toBe(200);
    expect((await priceAudits(created.id)).map((row) => row.detail)).toEqual([
      { name: 'Wensleydale 1kg', before: null, after: { price_pence: 1850, member_price_pence: 1625 } },
      {
        name: 'Wensleydale with cranberries 1kg',
        before: { price_pence: 1850, member_price_pence: 1625 },
        after: { price_pence: 2100, member_price_pence: 1950 },
      },
    ]);
    const shop = await ctx.app.inject({ method: 'GET', url: '/api/products/wensleydale-cranberry' });
    expect(shop.json<ProductDetail>()).toMatchObject({
      price: 21,
      special_price: 19.5,
      description: 'New words.',
    });
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await send('PUT', '/api/admin/products/999999', productBody(cheese));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This product does not exist.');
  });
});

describe('GET /api/admin/products', () => {
  it('pages every product by name, searches names and slugs, and filters archived ones', async () => {
    const made = (
      await send('POST', '/api/admin/products', productBody(cheese, { name: 'Zz archived Gouda' }))
    ).json<ManagedProduct>();
    await send('POST', `/api/admin/products/${made.id}/archive`);
    const all = (await send('GET', '/api/admin/products')).json<ManagedProductPage>();
    expect(all.per_page).toBe(25);
    expect(all.total).toBeGreaterThan(5);
    const names = all.data.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));

    const search = (await send('GET', '/api/admin/products?q=GOUDA')).json<ManagedProductPage>();
    expect(search.data.map((product) => product.id)).toEqual([made.id]);
    expect(search.data[0]?.archived_at).not.toBeNull();
    const live = (await send('GET', '/api/admin/products?q=gouda&status=live')).json<ManagedProductPage>();
    expect(live.total).toBe(0);
    const archived = (await send('GET', '/api/admin/products?status=archived')).json<ManagedProductPage>();
    expect(archived.data.map((product) => product.id)).toEqual([made.id]);
  });

  it.each([
    ['page=0', 'page', 'The page must be 1 or more.'],
    ['page=x', 'page', 'The page must be a whole number.'],
    ['status=gone', 'status', undefined],
    ['seller_id=1', 'seller_id', ['This field is not allowed.']],
  ])('answers 422 for ?%s', async (query, field, text) => {
    const response = await send('GET', `/api/admin/products?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBeDefined();
    if (typeof text === 'string') expect(response.json().errors[field]).toEqual([text]);
  });
});
