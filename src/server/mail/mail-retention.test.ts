import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { insertMail, markMailSent } from './mail-outbox.repository.ts';
import { pruneMailBodies } from './mail-retention.ts';

const NOW = '2026-11-27T09:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = fixedClock(NOW);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  clock.set(NOW);
  await ctx.db.deleteFrom('mail_outbox').execute();
});

const pdf = { filename: 'invoice-W1-000001.pdf', content_type: 'application/pdf', content: 'JVBERi0xLjc=' };

/** A mail made `daysAgo` days before NOW, with a PDF attached; sent at once when `sent`. */
async function mailFrom(daysAgo: number, sent = false): Promise<number> {
  const createdAt = new Date(Date.parse(NOW) - daysAgo * DAY_MS).toISOString();
  const id = await insertMail(ctx.db, {
    recipient: `buyer-${daysAgo}@venue.test`,
    subject: `Order confirmation (${daysAgo} days ago)`,
    text: 'Thank you for your order.',
    html: '<p>Thank you for your order.</p>',
    attachments: [pdf],
    created_at: createdAt,
  });
  if (sent) await markMailSent(ctx.db, id, createdAt);
  return id;
}

async function mail(id: number) {
  return ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('pruning old mail (MAIL_RETENTION_DAYS)', () => {
  it('empties the bodies and attachments of mails older than the retention, keeping who was sent what and when', async () => {
    const old = await mailFrom(31);
    const recent = await mailFrom(29);
    const pruned = await pruneMailBodies({ db: ctx.db, clock, retentionDays: 30, smtpConfigured: false });

    expect(pruned).toBe(1);
    expect(await mail(old)).toMatchObject({
      recipient: 'buyer-31@venue.test',
      subject: 'Order confirmation (31 days ago)',
      text: '',
      html: '',
      attachments: '[]',
      bodies_pruned_at: NOW,
    });
    expect(await mail(recent)).toMatchObject({
      text: 'Thank you for your order.',
      attachments: JSON.stringify([pdf]),
      bodies_pruned_at: null,
    });
    // Again, nothing more to do: the emptied mail is not touched twice.
    expect(await pruneMailBodies({ db: ctx.db, clock, retentionDays: 30, smtpConfigured: false })).toBe(0);

    // Two days on, the other one is old enough too.
    clock.set(new Date(Date.parse(NOW) + 2 * DAY_MS));
    expect(await pruneMailBodies({ db: ctx.db, clock, retentionDays: 30, smtpConfigured: false })).toBe(1);
    expect((await mail(recent)).attachments).toBe('[]');
  });

  it('with SMTP, keeps a mail that was never sent whole (it may be sent again) and empties the sent ones', async () => {
    const unsent = await mailFrom(40);
    const sent = await mailFrom(40, true);
    expect(await pruneMailBodies({ db: ctx.db, clock, retentionDays: 30, smtpConfigured: true })).toBe(1);
    expect((await mail(unsent)).text).toBe('Thank you for your order.');
    expect((await mail(sent)).text).toBe('');
  });

  it('keeps everything when the retention is 0', async () => {
    const old = await mailFrom(3_000, true);
    expect(await pruneMailBodies({ db: ctx.db, clock, retentionDays: 0, smtpConfigured: false })).toBe(0);
    expect((await mail(old)).text).toBe('Thank you for your order.');
  });

  it('works through more mails than one batch', async () => {
    const createdAt = new Date(Date.parse(NOW) - 60 * DAY_MS).toISOString();
    const rows = Array.from({ length: 1_100 }, (_, index) => ({
      recipient: `bulk-${index}@venue.test`,
      subject: 'Order confirmation',
      text: 'Thank you.',
      html: '<p>Thank you.</p>',
      attachments: JSON.stringify([pdf]),
      sent_at: createdAt,
      created_at: createdAt,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await ctx.db
        .insertInto('mail_outbox')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    expect(await pruneMailBodies({ db: ctx.db, clock, retentionDays: 30, smtpConfigured: true })).toBe(1_100);
    const whole = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('bodies_pruned_at', 'is', null)
      .execute();
    expect(whole).toEqual([]);
  });
});
