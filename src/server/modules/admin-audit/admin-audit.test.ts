import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '../../../domain/schemas/admin-audit.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { createTestOrder } from '../orders/orders-test-data.ts';

let ctx: TestContext;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock('2026-12-20T12:00:00.000Z') });
  const signedIn = await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' });
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});
afterAll(async () => ctx?.close());

const get = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return AuditPage.parse(response.json());
};

describe('GET /api/admin/audit', () => {
  it('answers entries newest first with who and whom, filtered by subject or customer, paged', async () => {
    const { user } = await createSignedInUser(ctx.db, { name: 'Cora Customer' });
    for (let index = 0; index < 26; index++) {
      await writeAudit(
        ctx.db,
        {
          actorUserId: adminId,
          action: 'credit.terms',
          subjectType: 'user',
          subjectId: user.id,
          customerId: user.id,
          detail: { after: { limit_pence: index } },
        },
        new Date(`2026-12-01T12:00:${String(index).padStart(2, '0')}.000Z`),
      );
    }
    await writeAudit(
      ctx.db,
      { actorUserId: null, action: 'order.paid', subjectType: 'order', subjectId: 41, detail: {} },
      new Date('2026-12-02T12:00:00.000Z'),
    );

    const all = await get('');
    expect(all.data[0]).toMatchObject({
      action: 'order.paid',
      actor: null,
      customer: null,
      subject_id: 41,
      // No order 41: nothing to name it by.
      order_number: null,
    });

    const first = await get(`customer_id=${user.id}`);
    expect([first.total, first.last_page, first.data.length]).toEqual([26, 2, 25]);
    expect(first.data[0]).toMatchObject({
      action: 'credit.terms',
      actor: { id: adminId, name: 'Ada Admin' },
      customer: { id: user.id, name: 'Cora Customer' },
      detail: { after: { limit_pence: 25 } },
    });
    expect((await get(`customer_id=${user.id}&page=2`)).data).toHaveLength(1);
    expect((await get('subject_type=order')).data.map((entry) => entry.subject_id)).toEqual([41]);
  });

  it("names an order entry's order by its number, and only an order entry", async () => {
    const order = await createTestOrder(ctx.db);
    for (const subjectType of ['order', 'product'] as const) {
      await writeAudit(
        ctx.db,
        { actorUserId: adminId, action: `${subjectType}.test`, subjectType, subjectId: order.id, detail: {} },
        new Date('2026-12-03T12:00:00.000Z'),
      );
    }

    const entries = (await get('')).data.filter(
      (entry) => entry.subject_id === order.id && entry.action.endsWith('.test'),
    );
    expect(entries.map((entry) => [entry.subject_type, entry.order_number])).toEqual([
      ['product', null],
      ['order', order.order_id],
    ]);
  });

  it('refuses an unknown subject type (422)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?subject_type=weather',
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
  });
});
