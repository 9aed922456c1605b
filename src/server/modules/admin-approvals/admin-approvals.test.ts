import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalQueue, SellerStanding } from '../../../domain/schemas/approvals.ts';
import type { ManagedProduct, ManagedProductPage } from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductPage } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { productBody } from '../admin-catalogue/admin-catalogue-test-data.ts';
import { AWAITS_APPROVAL } from '../admin-catalogue/managed-products.service.ts';
import { postJson } from '../auth/auth-test-helpers.ts';
import { answerListsBy, categoryIdBySlug, LIST_WAYS } from '../catalogue/catalogue-test-data.ts';
import { ALREADY_DECIDED, SELLER_NOT_APPROVED } from './admin-approvals.service.ts';

type Caller = { headers: { authorization: string } };

let ctx: TestContext;
let admin: Caller;
let cheese: number;
let signUps = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  cheese = await categoryIdBySlug(ctx.db, 'cheese');
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
});
afterAll(async () => ctx?.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, caller: Caller | undefined, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    ...(caller ? { headers: caller.headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** A seller who signed up through the shop's own form, as anyone can. */
async function signUpSeller(): Promise<Caller & { id: number }> {
  signUps += 1;
  const response = await postJson(ctx.app, '/api/register', {
    name: `Sid Seller ${signUps}`,
    email: `sid${signUps}@seller.test`,
    password: 'correct horse battery',
    role: 'seller',
  });
  expect(response.statusCode).toBe(201);
  const { token, user } = response.json<{ token: string; user: { id: number } }>();
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

async function addProduct(seller: Caller, name: string): Promise<ManagedProduct> {
  const response = await call(
    'POST',
    '/api/seller/products',
    seller,
    productBody(cheese, { name, price: 0.01, special_price: 0.01 }),
  );
  expect(response.statusCode).toBe(201);
  return response.json<ManagedProduct>();
}

/** Where a shopper could meet the product: the list, its category, search and its own page. */
async function shopShows(product: ManagedProduct) {
  const list = (await call('GET', '/api/products', undefined)).json<ProductPage>();
  const category = (await call('GET', `/api/products?category_id=${cheese}`, undefined)).json<ProductPage>();
  const search = (
    await call('GET', `/api/products?q=${encodeURIComponent(product.name)}`, undefined)
  ).json<ProductPage>();
  const page = await call('GET', `/api/products/${product.slug}`, undefined);
  return {
    list: list.data.some((each) => each.id === product.id),
    category: category.data.some((each) => each.id === product.id),
    search: search.data.some((each) => each.id === product.id),
    page: page.statusCode,
  };
}

async function audits(subjectType: 'user' | 'product', subjectId: number) {
  const rows = await ctx.db
    .selectFrom('audit_log')
    .select(['action', 'actor_user_id', 'detail'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) }));
}

describe.each(LIST_WAYS)('a new seller and their products wait for staff (lists by %s)', (way) => {
  it('keeps them out of the shop until staff approve the seller, then the product', async () => {
    answerListsBy(ctx.db, way);
    const seller = await signUpSeller();
    expect((await call('GET', '/api/seller/account', seller)).json<SellerStanding>()).toEqual({
      approval: 'pending',
      approval_note: null,
    });
    const product = await addProduct(seller, `Aa penny cheese ${way}`);
    expect(product).toMatchObject({ approval: 'pending', approval_note: null, price: 0.01 });
    expect(product.archived_at).not.toBeNull();
    expect(await shopShows(product)).toEqual({ list: false, category: false, search: false, page: 404 });

    const queue = (await call('GET', '/api/admin/approvals', admin)).json<ApprovalQueue>();
    expect(queue.sellers.map((each) => each.id)).toContain(seller.id);
    expect(queue.products.map((each) => each.id)).toContain(product.id);

    // The product cannot go live while its seller is not approved.
    const early = await call('POST', `/api/admin/approvals/products/${product.id}/approve`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SELLER_NOT_APPROVED);
    // Nor may the seller take it live by un-archiving it.
    const unarchive = await call('POST', `/api/seller/products/${product.id}/unarchive`, seller);
    expect(unarchive.statusCode).toBe(409);
    expect(unarchive.json().message).toBe(AWAITS_APPROVAL);

    expect((await call('POST', `/api/admin/approvals/sellers/${seller.id}/approve`, admin)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/seller/account', seller)).json<SellerStanding>().approval).toBe(
      'approved',
    );
    const approved = await call('POST', `/api/admin/approvals/products/${product.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<ManagedProduct>()).toMatchObject({ approval: 'approved', archived_at: null });
    expect(await shopShows(product)).toEqual({ list: true, category: true, search: true, page: 200 });

    expect(await audits('user', seller.id)).toEqual([
      {
        action: 'seller.approve',
        actor_user_id: expect.any(Number),
        detail: { name: `Sid Seller ${signUps}` },
      },
    ]);
    expect((await audits('product', product.id)).map((row) => row.action)).toEqual([
      'product.create',
      'product.approve',
    ]);
    const after = (await call('GET', '/api/admin/approvals', admin)).json<ApprovalQueue>();
    expect(after.products.map((each) => each.id)).not.toContain(product.id);
    expect(after.sellers.map((each) => each.id)).not.toContain(seller.id);
  });
});

describe('turning down', () => {
  it('tells the seller why, and a change sends the product back to the queue', async () => {
    const seller = await signUpSeller();
    await call('POST', `/api/admin/approvals/sellers/${seller.id}/approve`, admin);
    const product = await addProduct(seller, 'Mystery cheese');

    const noReason = await call('POST', `/api/admin/approvals/products/${product.id}/reject`, admin, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['This field is required.']);

    const reason = 'A penny is not a price: please give the real one.';
    const rejected = await call('POST', `/api/admin/approvals/products/${product.id}/reject`, admin, {
      reason,
    });
    expect(rejected.statusCode).toBe(200);
    const seen = (await call('GET', `/api/seller/products/${product.id}`, seller)).json<ManagedProduct>();
    expect(seen).toMatchObject({ approval: 'rejected', approval_note: reason });
    expect(await shopShows(product)).toEqual({ list: false, category: false, search: false, page: 404 });
    const listed = (
      await call('GET', '/api/seller/products?status=rejected', seller)
    ).json<ManagedProductPage>();
    expect(listed.data.map((each) => each.id)).toEqual([product.id]);

    const again = await call('POST', `/api/admin/approvals/products/${product.id}/approve`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_DECIDED);

    const changed = await call(
      'PUT',
      `/api/seller/products/${product.id}`,
      seller,
      productBody(cheese, { name: 'Mystery cheese', price: 12, special_price: 11 }),
    );
    expect(changed.json<ManagedProduct>()).toMatchObject({ approval: 'pending', approval_note: null });
    expect(await audits('product', product.id)).toContainEqual({
      action: 'product.reject',
      actor_user_id: expect.any(Number),
      detail: { name: 'Mystery cheese', reason },
    });
  });

  it("turns a seller's account down with a reason the seller reads", async () => {
    const seller = await signUpSeller();
    const reason = 'We could not confirm your business.';
    const response = await call('POST', `/api/admin/approvals/sellers/${seller.id}/reject`, admin, {
      reason,
    });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/seller/account', seller)).json<SellerStanding>()).toEqual({
      approval: 'rejected',
      approval_note: reason,
    });
  });
});

describe('who may decide', () => {
  it('refuses sellers and shoppers, even on their own account and products', async () => {
    const seller = await signUpSeller();
    const product = await addProduct(seller, 'Self-approved cheese');
    const shopper = await createSignedInUser(ctx.db);
    for (const caller of [seller, shopper]) {
      expect((await call('GET', '/api/admin/approvals', caller)).statusCode).toBe(403);
      expect(
        (await call('POST', `/api/admin/approvals/sellers/${seller.id}/approve`, caller)).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/api/admin/approvals/products/${product.id}/approve`, caller)).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/approvals', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/seller/account', seller)).json<SellerStanding>().approval).toBe(
      'pending',
    );
  });

  it('lets one of two staff deciding at once win; the other is told it is decided', async () => {
    const seller = await signUpSeller();
    const other = await createSignedInUser(ctx.db, { role: 'admin' });
    const answers = await Promise.all([
      call('POST', `/api/admin/approvals/sellers/${seller.id}/approve`, admin),
      call('POST', `/api/admin/approvals/sellers/${seller.id}/reject`, other, { reason: 'No.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const decisions = (await audits('user', seller.id)).map((row) => row.action);
    expect(decisions).toHaveLength(1);
  });

  it('puts a product staff add straight into the shop', async () => {
    const response = await call(
      'POST',
      '/api/admin/products',
      admin,
      productBody(cheese, { name: 'Staff cheese' }),
    );
    const product = response.json<ManagedProduct>();
    expect(product).toMatchObject({ approval: 'approved', archived_at: null });
    expect((await shopShows(product)).page).toBe(200);
  });
});
