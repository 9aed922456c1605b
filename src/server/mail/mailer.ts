import type { SendMailOptions } from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  type AttachmentSource,
  addMailAttachments,
  claimMailSend,
  findMail,
  insertMail,
  insertMails,
  markMailSent,
  type NewMail,
  type OutboxAttachment,
  parseOutboxAttachments,
} from './mail-outbox.repository.ts';

export type MailAttachment = {
  filename: string;
  contentType: string;
  /** Bytes, or text that is encoded as UTF-8. */
  content: Uint8Array | string;
};

/**
 * A file the outbox keeps as where it comes from, drawn from stored data when the mail is sent or
 * read (an order's invoice PDF): storing it costs nothing, and nothing is drawn for a mail that
 * never goes out by SMTP.
 */
export type DrawnAttachment = { filename: string; contentType: string; drawnFrom: AttachmentSource };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Not stored: only the SMTP copy carries it (the outbox keeps who the mail went to). */
  replyTo?: string;
  attachments?: (MailAttachment | DrawnAttachment)[];
};

export interface Mailer {
  /** Stores the mail in the outbox and, when SMTP is configured, sends it. Never throws for SMTP trouble. */
  send(mail: OutgoingMail): Promise<{ id: number }>;
  /**
   * Stores the mail through `db`, which may be the caller's transaction, so the mail exists only if
   * the work that caused it commits. Call `deliver` with the result after the commit.
   */
  store(db: Db, mail: OutgoingMail): Promise<PendingMail>;
  /**
   * The outbox row `store` would write, for a caller that stores it as part of its own statement
   * (insertMailStatement); `deliver` it after the commit as `{ id }`.
   */
  outboxRow(mail: OutgoingMail): NewMail;
  /** `store` of several mails in one statement, answered in the order given. */
  storeAll(db: Db, mails: readonly OutgoingMail[]): Promise<PendingMail[]>;
  /**
   * Adds files to a stored mail before `deliver`: files drawn after the commit of the transaction
   * that stored the mail, so that transaction stays short. Never throws: the work that caused the
   * mail has committed, so a file that cannot be drawn is logged and the mail goes without it.
   */
  attach(pending: PendingMail, draw: () => Promise<MailAttachment[]>): Promise<void>;
  /**
   * Sends a stored mail by SMTP (no-op without SMTP_URL) and records sent_at; failures are logged
   * and the mail stays unsent, to be sent again (src/server/mail/mail-resend.ts).
   */
  deliver(pending: PendingMail): Promise<void>;
  /**
   * Another attempt at a stored mail still unsent after `attempts` attempts: made only if no other
   * process has made one since. Answers whether the mail went out.
   */
  deliverAgain(mail: { id: number; attempts: number }): Promise<boolean>;
  /** A stored attachment's bytes, drawn now if the outbox keeps where it comes from. */
  contentOf(attachment: OutboxAttachment): Promise<Buffer>;
}

export type PendingMail = { id: number; replyTo?: string };

/**
 * How many times a mail is tried: the first right after it is made, then again after 5, 10, 20, …
 * minutes (mail-resend.ts), about ten hours in all. The last attempt sends it even without a file
 * that cannot be drawn: the customer is better told without the PDF (it is on the orders page).
 */
export const MAX_SEND_ATTEMPTS = 8;

/** The part of nodemailer's Transporter the mailer uses, so tests can hand in a fake. */
export interface MailTransport {
  sendMail(options: SendMailOptions): Promise<unknown>;
}

export interface MailLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export type MailerOptions = {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  clock: Clock;
  logger?: MailLogger;
  /** Overrides the SMTP transport made from SMTP_URL (tests). */
  transport?: MailTransport;
  /** Draws a file kept as where it comes from (the app hands in the invoice drawing). */
  draw?: (source: AttachmentSource) => Promise<Uint8Array>;
};

const consoleLogger: MailLogger = {
  error: (details, message) => console.error(message, details),
};

/**
 * Timeouts are short (nodemailer's default is minutes) because a contact or reset request waits for
 * it. nodemailer loads with the first mail sent, not at every start (most processes send none).
 */
function transportFromConfig(smtpUrl: string | undefined): MailTransport | undefined {
  if (!smtpUrl) return undefined;
  let smtp: Promise<MailTransport> | undefined;
  return {
    async sendMail(options) {
      smtp ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
      );
      return (await smtp).sendMail(options);
    },
  };
}

function toStoredAttachment(attachment: MailAttachment | DrawnAttachment): OutboxAttachment {
  if ('drawnFrom' in attachment) {
    return {
      filename: attachment.filename,
      content_type: attachment.contentType,
      drawn_from: attachment.drawnFrom,
    };
  }
  const bytes =
    typeof attachment.content === 'string' ? Buffer.from(attachment.content, 'utf8') : attachment.content;
  return {
    filename: attachment.filename,
    content_type: attachment.contentType,
    content: Buffer.from(bytes).toString('base64'),
  };
}

/** A file of the mail could not be drawn: the attempt fails rather than send the mail without it. */
class AttachmentNotDrawnError extends Error {
  constructor(cause: unknown) {
    super('attachment not drawn', { cause });
  }
}

/** A subject is one header line: line breaks in user text must not start new headers. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Every mail lands in mail_outbox first (the dev viewer reads it and it is the record of what was
 * sent); SMTP is a second step whose failure never loses the stored copy.
 */
export function createMailer({
  db,
  config,
  clock,
  logger = consoleLogger,
  transport = transportFromConfig(config.SMTP_URL),
  draw = async () => {
    throw new Error('this mailer draws no files');
  },
}: MailerOptions): Mailer {
  async function contentOf(attachment: OutboxAttachment): Promise<Buffer> {
    return 'content' in attachment
      ? Buffer.from(attachment.content, 'base64')
      : Buffer.from(await draw(attachment.drawn_from));
  }

  /**
   * The mail's files for SMTP. One that cannot be drawn fails the attempt (the mail says its file is
   * attached), unless this is the last attempt: then it is logged and the mail goes without it.
   */
  async function filesOf(row: { id: number; attachments: string }, lastAttempt: boolean) {
    const files: { filename: string; contentType: string; content: Buffer }[] = [];
    for (const attachment of parseOutboxAttachments(row.attachments)) {
      try {
        files.push({
          filename: attachment.filename,
          contentType: attachment.content_type,
          content: await contentOf(attachment),
        });
      } catch (error) {
        if (!lastAttempt) throw new AttachmentNotDrawnError(error);
        logger.error({ err: error, mailId: row.id }, 'attachment not drawn; mail sent without it');
      }
    }
    return files;
  }

  function outboxRow(mail: OutgoingMail): NewMail {
    return {
      recipient: mail.to,
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).map(toStoredAttachment),
      created_at: clock.now().toISOString(),
    };
  }

  async function store(executor: Db, mail: OutgoingMail): Promise<PendingMail> {
    const id = await insertMail(executor, outboxRow(mail));
    return mail.replyTo ? { id, replyTo: mail.replyTo } : { id };
  }

  async function storeAll(executor: Db, mails: readonly OutgoingMail[]): Promise<PendingMail[]> {
    const ids = await insertMails(executor, mails.map(outboxRow));
    return mails.map((mail, index) => {
      const id = ids[index] ?? 0;
      return mail.replyTo ? { id, replyTo: mail.replyTo } : { id };
    });
  }

  async function attach(pending: PendingMail, draw: () => Promise<MailAttachment[]>): Promise<void> {
    try {
      await addMailAttachments(db, pending.id, (await draw()).map(toStoredAttachment));
    } catch (error) {
      logger.error({ err: error, mailId: pending.id }, 'attachment not added; mail kept without it');
    }
  }

  /** One attempt, if this caller takes it (see claimMailSend); true once the mail has gone out. */
  async function attempt(pending: PendingMail, attemptsSeen: number): Promise<boolean> {
    if (!transport) return false;
    const row = await findMail(db, pending.id);
    if (!row || row.sent_at !== null) return false;
    if (!(await claimMailSend(db, row.id, attemptsSeen, clock.now().toISOString()))) return false;
    try {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(pending.replyTo ? { replyTo: pending.replyTo } : {}),
        attachments: await filesOf(row, attemptsSeen + 1 >= MAX_SEND_ATTEMPTS),
      });
    } catch (error) {
      // The stored copy stays with sent_at null, and mail-resend.ts sends it again later.
      const drawing = error instanceof AttachmentNotDrawnError;
      logger.error(
        {
          err: drawing ? error.cause : error,
          mailId: row.id,
          subject: row.subject,
          attempt: attemptsSeen + 1,
        },
        drawing ? 'attachment not drawn; mail kept to send again' : 'SMTP send failed; mail kept in outbox',
      );
      return false;
    }
    try {
      await markMailSent(db, row.id, clock.now().toISOString());
    } catch (error) {
      // The mail did go out; failing the caller's request now would invite a second copy.
      logger.error({ err: error, mailId: row.id }, 'mail sent but sent_at could not be recorded');
    }
    return true;
  }

  return {
    store,
    outboxRow,
    storeAll,
    attach,
    async deliver(pending) {
      await attempt(pending, 0);
    },
    deliverAgain: ({ id, attempts }) => attempt({ id }, attempts),
    contentOf,
    async send(mail) {
      const pending = await store(db, mail);
      await attempt(pending, 0);
      return { id: pending.id };
    },
  };
}
