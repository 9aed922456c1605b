import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportResult } from '../../../domain/schemas/catalogue-import.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';

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

function send(path: 'import' | 'import/preview', csv: string, caller: Caller = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/${path}`,
    headers: caller.headers,
    payload: { csv },
  });
}

async function product(name: string, code: string, stock: number | null = null) {
  const { id } = await createTestProduct(ctx.db, {
    name,
    category_id: cheese,
    order_code: code,
    price_pence: 20_00,
    member_price_pence: 18_00,
    stock,
  });
  return id;
}

async function figures(ids: number[]) {
  return ctx.db
    .selectFrom('products')
    .select(['id', 'stock', 'price_pence', 'member_price_pence'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

async function auditCount() {
  const row = await ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', 'product.import')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/admin/catalogue/import', () => {
  it('previews what each line changes without writing, then applies it all with an audit entry each', async () => {
    const brie = await product('Import brie 1kg', 'IMPBRIE', 5);
    const feta = await product('Import feta 2kg', 'IMPFETA');
    const edam = await product('Import edam 2kg', 'IMPEDAM', 9);
    const csv = [
      'order_code,product_id,stock,price,member_price',
      'impbrie,,40,21.50,',
      `,${feta},12,,17.25`,
      'IMPEDAM,,9,20.00,18.00',
    ].join('\r\n');

    const preview = await send('import/preview', csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<CatalogueImportResult>()).toEqual({
      applied: false,
      changed: 2,
      lines: [
        {
          line: 2,
          product_id: brie,
          order_code: 'IMPBRIE',
          name: 'Import brie 1kg',
          changes: [
            { field: 'stock', from: 5, to: 40 },
            { field: 'price', from: 20, to: 21.5 },
          ],
        },
        {
          line: 3,
          product_id: feta,
          order_code: 'IMPFETA',
          name: 'Import feta 2kg',
          changes: [
            { field: 'stock', from: null, to: 12 },
            { field: 'member_price', from: 18, to: 17.25 },
          ],
        },
        { line: 4, product_id: edam, order_code: 'IMPEDAM', name: 'Import edam 2kg', changes: [] },
      ],
    });
    expect(await figures([brie, feta])).toEqual([
      { id: brie, stock: 5, price_pence: 20_00, member_price_pence: 18_00 },
      { id: feta, stock: null, price_pence: 20_00, member_price_pence: 18_00 },
    ]);

    const audits = await auditCount();
    const applied = await send('import', csv);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<CatalogueImportResult>()).toMatchObject({ applied: true, changed: 2 });
    expect(await figures([brie, feta, edam])).toEqual([
      { id: brie, stock: 40, price_pence: 21_50, member_price_pence: 18_00 },
      { id: feta, stock: 12, price_pence: 20_00, member_price_pence: 17_25 },
      { id: edam, stock: 9, price_pence: 20_00, member_price_pence: 18_00 },
    ]);
    expect(await auditCount()).toBe(audits + 2);
    const entry = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'detail'])
      .where('action', '=', 'product.import')
      .where('subject_id', '=', brie)
      .executeTakeFirstOrThrow();
    expect(entry.actor_user_id).toBe(admin.user.id);
    expect(JSON.parse(entry.detail)).toEqual({
      name: 'Import brie 1kg',
      line: 2,
      before: { stock: 5, price_pence: 20_00, member_price_pence: 18_00 },
      after: { stock: 40, price_pence: 21_50, member_price_pence: 18_00 },
    });
  });

  it('refuses a malformed file with every bad line numbered, and changes nothing', async () => {
    const gouda = await product('Import gouda 5kg', 'IMPGOUDA', 3);
    const before = await figures([gouda]);
    const audits = await auditCount();
    const csv = [
      'order_code,stock,price,member_price',
      'IMPGOUDA,10,25.00,22.00',
      'NOSUCH1,4,,',
      'IMPGOUDA,2,,',
      'IMPGOUDA2,lots,,',
      '"broken,5,,',
    ].join('\n');
    for (const path of ['import/preview', 'import'] as const) {
      const response = await send(path, csv);
      expect(response.statusCode, path).toBe(422);
      expect(response.json().message).toBe(
        'Nothing was changed: the file has a problem. Correct it and import it again.',
      );
      expect(response.json().errors).toEqual({ 'line.6': ['Line 6: a quote is never closed.'] });
    }
    const readable = csv.split('\n').slice(0, 5).join('\n');
    const response = await send('import', readable);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Nothing was changed: the file has 2 problems. Correct it and import it again.',
    );
    expect(Object.keys(response.json().errors)).toEqual(['line.4', 'line.5']);
    // The lines the file could read, but the database refuses, are named too.
    const unknown = await send(
      'import',
      readable
        .split('\n')
        .filter((_, index) => index !== 3 && index !== 4)
        .join('\n'),
    );
    expect(unknown.json().errors).toEqual({ 'line.3': ['Line 3: no product has order code NOSUCH1.'] });
    const dearMember = await send('import', 'order_code,member_price\nIMPGOUDA,30');
    expect(dearMember.json().errors['line.2'][0]).toBe(
      'Line 2: the member price of IMPGOUDA would be £30.00, more than its list price of £20.00.',
    );
    expect(await figures([gouda])).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('sets VAT rates from a vat_rate column (20, 5 or 0, with or without %), and refuses any other rate', async () => {
    const flour = await product('Import flour 16kg', 'IMPFLOUR');
    const propane = await product('Import propane 13kg', 'IMPGAS');
    const rates = async () =>
      (
        await ctx.db
          .selectFrom('products')
          .select(['id', 'vat_rate'])
          .where('id', 'in', [flour, propane])
          .orderBy('id')
          .execute()
      ).map((row) => Number(row.vat_rate));
    const audits = await auditCount();

    for (const bad of ['17.5', '15%', 'zero']) {
      const refused = await send('import', `order_code,vat_rate\nIMPFLOUR,0\nIMPGAS,${bad}`);
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors).toEqual({
        'line.3': [`Line 3: the VAT rate "${bad}" must be 20, 5 or 0.`],
      });
    }
    expect(await rates()).toEqual([20, 20]);
    expect(await auditCount()).toBe(audits);

    const applied = await send('import', 'order_code,vat_rate\nIMPFLOUR,0\nIMPGAS,5%');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CatalogueImportResult>().lines.map((line) => line.changes)).toEqual([
      [{ field: 'vat_rate', from: 20, to: 0 }],
      [{ field: 'vat_rate', from: 20, to: 5 }],
    ]);
    expect(await rates()).toEqual([0, 5]);
    expect(await auditCount()).toBe(audits + 2);
  });

  it('is for staff only', async () => {
    const seller = await createSignedInUser(ctx.db, { role: 'seller' });
    expect((await send('import', 'order_code,stock\nA1B,1', seller)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      payload: { csv: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
