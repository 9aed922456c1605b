import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { resendUnsentMail, retryAfterMs } from './mail-resend.ts';
import { createMailer, MAX_SEND_ATTEMPTS, type MailLogger } from './mailer.ts';

const MAIL_FROM = 'W1 Wholesale <orders@w1wholesale.test>';
const MINUTE = 60 * 1000;
const mail = {
  to: 'ada@venue.test',
  subject: 'Order W1-000042 confirmed',
  text: 'Thanks.',
  html: '<p>Thanks.</p>',
};
const quietLogger: MailLogger = { error: () => {} };

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = createDb(database.url);
  await migrateToLatest(db);
  drop = async () => {
    await db.destroy();
    await database.drop();
  };
});
afterAll(async () => drop());
beforeEach(async () => {
  await db.deleteFrom('mail_outbox').execute();
});

/** An SMTP server that refuses while `down` is true and keeps what it takes. */
function flakySmtp() {
  const state = { down: true, sent: [] as SendMailOptions[] };
  const transport = {
    sendMail: async (options: SendMailOptions) => {
      if (state.down) throw new Error('connect ECONNREFUSED');
      state.sent.push(options);
    },
  };
  return { state, transport };
}

function mailerAt(
  clock: ReturnType<typeof fixedClock>,
  transport: ReturnType<typeof flakySmtp>['transport'],
) {
  return createMailer({
    db,
    clock,
    logger: quietLogger,
    config: { MAIL_FROM, SMTP_URL: 'smtp://unused' },
    transport,
  });
}

describe('sending unsent mail again', () => {
  it('sends a mail the SMTP server refused once it is back, after the wait, and only once', async () => {
    const clock = fixedClock('2026-11-27T09:00:00.000Z');
    const smtp = flakySmtp();
    const mailer = mailerAt(clock, smtp.transport);
    const { id } = await mailer.send(mail);
    expect(smtp.state.sent).toEqual([]);

    smtp.state.down = false;
    // Too soon: the first wait is five minutes.
    clock.set('2026-11-27T09:04:00.000Z');
    expect(await resendUnsentMail({ db, clock, mailer })).toBe(0);
    clock.set('2026-11-27T09:05:00.000Z');
    expect(await resendUnsentMail({ db, clock, mailer })).toBe(1);
    expect(smtp.state.sent.map((sent) => sent.subject)).toEqual(['Order W1-000042 confirmed']);
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: '2026-11-27T09:05:00.000Z', send_attempts: 2 });

    clock.set('2026-11-27T10:00:00.000Z');
    expect(await resendUnsentMail({ db, clock, mailer })).toBe(0);
    expect(smtp.state.sent).toHaveLength(1);
  });

  it('waits twice as long after each failed attempt and gives up after the last', async () => {
    expect([1, 2, 3, 4].map((attempts) => retryAfterMs(attempts) / MINUTE)).toEqual([5, 10, 20, 40]);
    const clock = fixedClock('2026-11-27T09:00:00.000Z');
    const smtp = flakySmtp();
    const mailer = mailerAt(clock, smtp.transport);
    const { id } = await mailer.send(mail);
    let at = new Date('2026-11-27T09:00:00.000Z').getTime();
    for (let attempts = 1; attempts < MAX_SEND_ATTEMPTS; attempts++) {
      at += retryAfterMs(attempts);
      clock.set(new Date(at));
      expect(await resendUnsentMail({ db, clock, mailer })).toBe(0);
    }
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, send_attempts: MAX_SEND_ATTEMPTS });
    smtp.state.down = false;
    clock.set(new Date(at + 24 * 60 * MINUTE));
    expect(await resendUnsentMail({ db, clock, mailer })).toBe(0);
    expect(smtp.state.sent).toEqual([]);
  });

  it('sends a mail stored but never tried (its process stopped after the commit) five minutes on', async () => {
    const clock = fixedClock('2026-11-27T09:00:00.000Z');
    const smtp = flakySmtp();
    smtp.state.down = false;
    const mailer = mailerAt(clock, smtp.transport);
    await mailer.store(db, mail);
    clock.set('2026-11-27T09:05:01.000Z');
    expect(await resendUnsentMail({ db, clock, mailer })).toBe(1);
    expect(smtp.state.sent).toHaveLength(1);
  });

  it('sends each mail once when several processes look at the same time', async () => {
    const clock = fixedClock('2026-11-27T09:00:00.000Z');
    const smtp = flakySmtp();
    const processes = [1, 2, 3, 4].map(() => mailerAt(clock, smtp.transport));
    for (let made = 0; made < 5; made++) await processes[0]?.send({ ...mail, subject: `Mail ${made}` });
    smtp.state.down = false;
    clock.set('2026-11-27T09:06:00.000Z');
    const sent = await Promise.all(processes.map((mailer) => resendUnsentMail({ db, clock, mailer })));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(smtp.state.sent.map((one) => one.subject).sort()).toEqual([
      'Mail 0',
      'Mail 1',
      'Mail 2',
      'Mail 3',
      'Mail 4',
    ]);
  });

  it('leaves alone mail older than three days', async () => {
    const clock = fixedClock('2026-11-20T09:00:00.000Z');
    const smtp = flakySmtp();
    const mailer = mailerAt(clock, smtp.transport);
    await mailer.send(mail);
    smtp.state.down = false;
    clock.set('2026-11-23T09:00:01.000Z');
    expect(await resendUnsentMail({ db, clock, mailer })).toBe(0);
  });
});
