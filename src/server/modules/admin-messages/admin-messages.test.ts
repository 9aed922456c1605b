import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage } from '../../../domain/schemas/back-office-catalogue.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
  for (let i = 1; i <= 27; i++) {
    await ctx.db
      .insertInto('contact_messages')
      .values({
        name: `Sender ${i}`,
        email: `sender${i}@venue.test`,
        phone: '020 7946 0000',
        message: `Message ${i}`,
        created_at: new Date(Date.UTC(2026, 10, i)).toISOString(),
      })
      .execute();
  }
});
afterAll(async () => ctx?.close());

describe('GET /api/admin/messages', () => {
  it('pages the contact messages newest first and names the development mail outbox', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/admin/messages', headers: admin.headers });
    expect(first.statusCode).toBe(200);
    const page = first.json<InboxPage>();
    expect(page).toMatchObject({ total: 27, last_page: 2, per_page: 25, mail_outbox_url: '/dev/mail' });
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Sender 27',
      email: 'sender27@venue.test',
      phone: '020 7946 0000',
      message: 'Message 27',
      created_at: '2026-11-27T00:00:00.000Z',
    });
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/messages?page=2',
      headers: admin.headers,
    });
    expect(second.json<InboxPage>().data.map((message) => message.name)).toEqual(['Sender 2', 'Sender 1']);
  });

  it('answers 422 for a page that is not a number', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/messages?page=two',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.page).toEqual(['The page must be a whole number.']);
  });
});
