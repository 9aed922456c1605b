import { createServer, type Server } from 'node:net';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { parseAttachments, parseOutboxAttachments } from './mail-outbox.repository.ts';
import { createMailer, MAX_SEND_ATTEMPTS, type MailLogger } from './mailer.ts';

const MAIL_FROM = 'W1 Wholesale <orders@w1wholesale.test>';
const clock = fixedClock('2026-03-02T09:30:00.000Z');
const mail = { to: 'ada@venue.test', subject: 'Your invoice', text: 'Attached.', html: '<p>Attached.</p>' };

let db: Db;
let drop: () => Promise<void>;

function recordingLogger() {
  const entries: Array<{ details: Record<string, unknown>; message: string }> = [];
  const logger: MailLogger = { error: (details, message) => entries.push({ details, message }) };
  return { logger, entries };
}

/** A tiny SMTP server that accepts every message and keeps its raw DATA. */
async function fakeSmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, messages };
}

async function closedPort(): Promise<number> {
  const { server, port } = await fakeSmtpServer();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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

describe('createMailer without SMTP', () => {
  it('stores the mail with its attachments as base64 and leaves sent_at empty', async () => {
    const mailer = createMailer({ db, clock, config: { MAIL_FROM, SMTP_URL: undefined } });

    const { id } = await mailer.send({
      ...mail,
      attachments: [
        {
          filename: 'invoice.pdf',
          contentType: 'application/pdf',
          content: Buffer.from([0x25, 0x50, 0x00, 0xff]),
        },
        { filename: 'note.txt', contentType: 'text/plain', content: 'Café £5' },
      ],
    });

    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    expect(row.created_at).toBe('2026-03-02T09:30:00.000Z');
    expect(row.sent_at).toBeNull();
    expect(JSON.parse(row.attachments)).toEqual([
      { filename: 'invoice.pdf', content_type: 'application/pdf', content: 'JVAA/w==' },
      {
        filename: 'note.txt',
        content_type: 'text/plain',
        content: Buffer.from('Café £5').toString('base64'),
      },
    ]);
  });

  it('keeps a subject to one line, so user text cannot add mail headers', async () => {
    const mailer = createMailer({ db, clock, config: { MAIL_FROM, SMTP_URL: undefined } });

    const { id } = await mailer.send({ ...mail, subject: 'Contact form: Sam\r\nBcc: everyone@example.com' });

    const row = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('Contact form: Sam Bcc: everyone@example.com');
  });

  it('keeps nothing when the transaction it was stored in rolls back', async () => {
    const mailer = createMailer({ db, clock, config: { MAIL_FROM, SMTP_URL: undefined } });

    await expect(
      db.transaction().execute(async (trx) => {
        await mailer.store(trx, mail);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');

    expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('adds a file drawn after the commit, and sends the mail without one that fails to draw', async () => {
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({ db, clock, logger, config: { MAIL_FROM, SMTP_URL: undefined } });
    const pending = await db.transaction().execute((trx) => mailer.store(trx, mail));

    await mailer.attach(pending, async () => [
      { filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
    ]);
    await mailer.attach(pending, async () => {
      throw new Error('no invoice');
    });

    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(parseAttachments(row.attachments)).toEqual([
      {
        filename: 'invoice.pdf',
        content_type: 'application/pdf',
        content: Buffer.from('%PDF').toString('base64'),
      },
    ]);
    expect(entries.map((entry) => entry.message)).toEqual(['attachment not added; mail kept without it']);
  });
});

describe('createMailer with a transport', () => {
  it('draws a file kept as where it comes from when it sends the mail; one that cannot be drawn keeps the mail to send again, and only the last attempt goes without it', async () => {
    const sent: SendMailOptions[] = [];
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({
      db,
      clock,
      logger,
      config: { MAIL_FROM, SMTP_URL: 'smtp://unused' },
      transport: { sendMail: async (options) => sent.push(options) },
      draw: async (source) => {
        if (source.order_invoice !== 7) throw new Error('no invoice');
        return Buffer.from('%PDF-7');
      },
    });

    const { id } = await mailer.send({
      ...mail,
      attachments: [
        { filename: 'invoice-7.pdf', contentType: 'application/pdf', drawnFrom: { order_invoice: 7 } },
        { filename: 'invoice-8.pdf', contentType: 'application/pdf', drawnFrom: { order_invoice: 8 } },
      ],
    });

    const stored = async () =>
      db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(parseOutboxAttachments((await stored()).attachments)).toEqual([
      { filename: 'invoice-7.pdf', content_type: 'application/pdf', drawn_from: { order_invoice: 7 } },
      { filename: 'invoice-8.pdf', content_type: 'application/pdf', drawn_from: { order_invoice: 8 } },
    ]);
    // The mail says its invoice is attached: it is not sent without it while attempts remain.
    expect(sent).toEqual([]);
    expect(entries.map((entry) => entry.message)).toEqual(['attachment not drawn; mail kept to send again']);
    expect(await stored()).toMatchObject({ sent_at: null, send_attempts: 1 });

    // Its last attempt (mail-resend.ts made the ones between).
    await db
      .updateTable('mail_outbox')
      .set({ send_attempts: MAX_SEND_ATTEMPTS - 1 })
      .where('id', '=', id)
      .execute();
    expect(await mailer.deliverAgain({ id, attempts: MAX_SEND_ATTEMPTS - 1 })).toBe(true);
    expect(sent[0]?.attachments).toEqual([
      { filename: 'invoice-7.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-7') },
    ]);
    expect(entries.at(-1)?.message).toBe('attachment not drawn; mail sent without it');
    expect((await stored()).sent_at).toBe('2026-03-02T09:30:00.000Z');
  });

  it('logs a failed send and keeps the stored copy unsent', async () => {
    const { logger, entries } = recordingLogger();
    const mailer = createMailer({
      db,
      clock,
      logger,
      config: { MAIL_FROM, SMTP_URL: 'smtp://unused' },
      transport: {
        sendMail: async () => {
          throw new Error('connection refused');
        },
      },
    });

    const { id } = await mailer.send(mail);

    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.message).toBe('SMTP send failed; mail kept in outbox');
    expect(entries[0]?.details).toMatchObject({ mailId: id });
  });
});

describe('createMailer with SMTP_URL (nodemailer)', () => {
  it('delivers through the SMTP server named by SMTP_URL', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createMailer({
        db,
        clock,
        config: { MAIL_FROM, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      });

      const { id } = await mailer.send({
        ...mail,
        attachments: [
          { filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
        ],
      });

      expect(smtp.messages).toHaveLength(1);
      const raw = smtp.messages[0] ?? '';
      expect(raw).toContain('From: W1 Wholesale <orders@w1wholesale.test>');
      expect(raw).toContain('To: ada@venue.test');
      expect(raw).toContain('Subject: Your invoice');
      expect(raw).toContain('filename=invoice.pdf');
      const row = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBe('2026-03-02T09:30:00.000Z');
      expect(parseAttachments(row.attachments)).toHaveLength(1);
    } finally {
      await new Promise((resolve) => smtp.server.close(resolve));
    }
  });

  it('keeps the mail and logs when the SMTP server cannot be reached', async () => {
    const { logger, entries } = recordingLogger();
    const port = await closedPort();
    const mailer = createMailer({
      db,
      clock,
      logger,
      config: { MAIL_FROM, SMTP_URL: `smtp://127.0.0.1:${port}` },
    });

    const { id } = await mailer.send(mail);

    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(entries.map((entry) => entry.message)).toEqual(['SMTP send failed; mail kept in outbox']);
  });
});
