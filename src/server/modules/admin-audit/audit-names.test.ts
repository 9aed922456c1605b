import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '../../../domain/schemas/admin-audit.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
});
afterAll(async () => ctx?.close());

async function audit(query: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit?${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return AuditPage.parse(response.json()).data;
}

describe('audit entries name products and categories', () => {
  it('names a product by its name now, for entries written before names were kept too', async () => {
    const cheese = await categoryIdBySlug(ctx.db, 'cheese');
    const product = await createTestProduct(ctx.db, { name: 'Old Stilton 2kg', category_id: cheese });
    // As the back office wrote a creation before: no name, and no prices before.
    await writeAudit(
      ctx.db,
      {
        actorUserId: admin.user.id,
        action: 'product.price',
        subjectType: 'product',
        subjectId: product.id,
        detail: { before: null, after: { price_pence: 1000, member_price_pence: 900 } },
      },
      new Date(),
    );
    await ctx.db
      .updateTable('products')
      .set({ name: 'Aged Stilton 2kg' })
      .where('id', '=', product.id)
      .execute();
    const [entry] = await audit(`subject_type=product&subject_id=${product.id}`);
    expect(entry).toMatchObject({ subject_name: 'Aged Stilton 2kg', subject_exists: true });
  });

  it('names a removed category by the name its entries wrote', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: admin.headers,
      payload: { name: 'Typo categroy', slug: '', parent_id: null, favourite: false, position: 1 },
    });
    const { id } = made.json<{ id: number }>();
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/categories/${id}`, headers: admin.headers });
    const entries = await audit(`subject_type=category&subject_id=${id}`);
    expect(entries.map((entry) => [entry.action, entry.subject_name, entry.subject_exists])).toEqual([
      ['category.remove', 'Typo categroy', false],
      ['category.create', 'Typo categroy', false],
    ]);
  });
});
