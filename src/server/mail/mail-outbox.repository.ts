import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MailOutboxTable } from '../db/schema.ts';

/** Where a file drawn when its mail is read or sent comes from: an order's invoice, by the order's row id. */
export type AttachmentSource = { order_invoice: number };

/** An attachment as the outbox keeps its bytes. */
export type StoredAttachment = {
  filename: string;
  content_type: string;
  /** The file's bytes, base64-encoded. */
  content: string;
};

/** An attachment the outbox keeps as where it comes from, drawn when the mail goes out or is read. */
export type DrawnStoredAttachment = { filename: string; content_type: string; drawn_from: AttachmentSource };

/** What mail_outbox.attachments holds: a JSON array of these. */
export type OutboxAttachment = StoredAttachment | DrawnStoredAttachment;

export type MailRow = Selectable<MailOutboxTable>;

export type NewMail = {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
  created_at: string;
};

/** `db` may be a transaction, so a mail is kept only if the work that caused it commits. */
export async function insertMail(db: Db, mail: NewMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ ...mail, attachments: JSON.stringify(mail.attachments), sent_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Several mails in one statement, answering their ids in the order given. */
export async function insertMails(db: Db, mails: readonly NewMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await insertMailsStatement(db, mails).execute();
  // One insert takes its identities in the order of its rows; RETURNING promises no order, so sort.
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * insertMails as a statement to run or to be a part of another (PostgreSQL's data-modifying
 * `with`), answering the mails' ids in no promised order. At least one mail.
 */
function insertMailsStatement(db: Db, mails: readonly NewMail[]) {
  return db
    .insertInto('mail_outbox')
    .values(mails.map((mail) => ({ ...mail, attachments: JSON.stringify(mail.attachments), sent_at: null })))
    .returning('id');
}

/** A new mail as its row's columns hold it: its attachments as the JSON text stored. */
export type NewMailColumns = Omit<NewMail, 'attachments'> & { attachments: string };

/** A new mail with its attachments as the JSON text the outbox stores (insertMailStatement's form). */
export function newMailColumns(mail: NewMail): NewMailColumns {
  return { ...mail, attachments: JSON.stringify(mail.attachments) };
}

/**
 * insertMail as a part of another statement (PostgreSQL's data-modifying `with`): the mail is
 * stored once for each row of `source` (the statement's row set that caused it, one row or none),
 * answering its `id`. With `filledIn`, the mail was composed before a value it shows existed (an
 * order number the same statement takes): each `standIn` in its subject, text and HTML becomes
 * that row's `column`. The mail's fields go in only as values, so a statement compiled once per
 * shape may pass stand-ins for them (compiledPerShape).
 */
export function insertMailStatement(
  mail: NewMailColumns,
  source: string,
  filledIn?: { standIn: string; column: string },
): RawBuilder<unknown> {
  const fill = (text: string) =>
    filledIn
      ? sql`replace(cast(${text} as text), cast(${filledIn.standIn} as text), ${sql.ref(`${source}.${filledIn.column}`)})`
      : sql`cast(${text} as text)`;
  return sql`insert into mail_outbox (recipient, subject, text, html, attachments, created_at)
    select cast(${mail.recipient} as text), ${fill(mail.subject)}, ${fill(mail.text)},
      ${fill(mail.html)}, cast(${mail.attachments} as text), cast(${mail.created_at} as text)
    from ${sql.table(source)}
    returning id`;
}

/**
 * Adds files to a stored mail that has not been sent yet: what a transaction stored without them
 * (an invoice PDF is drawn after the commit, not while the transaction holds its locks).
 */
export async function addMailAttachments(db: Db, id: number, attachments: OutboxAttachment[]): Promise<void> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('attachments')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('mail_outbox')
    .set({ attachments: JSON.stringify([...parseOutboxAttachments(row.attachments), ...attachments]) })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/**
 * Takes the next attempt at sending a mail: true for the one caller whose conditional update found
 * the mail still unsent and its attempts as that caller saw them, so two processes never send it at
 * the same time.
 */
export async function claimMailSend(db: Db, id: number, attemptsSeen: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ send_attempts: attemptsSeen + 1, last_attempt_at: at })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('send_attempts', '=', attemptsSeen)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A mail not sent yet, with its attempts so far. */
export type UnsentMail = Pick<MailRow, 'id' | 'created_at' | 'send_attempts' | 'last_attempt_at'>;

/** Unsent mails made after `after` and by `before`, with fewer than `maxAttempts` attempts, oldest first. */
export async function findUnsentMails(
  db: Db,
  {
    after,
    before,
    maxAttempts,
    limit,
  }: { after: string; before: string; maxAttempts: number; limit: number },
): Promise<UnsentMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'created_at', 'send_attempts', 'last_attempt_at'])
    .where('sent_at', 'is', null)
    .where('created_at', '>', after)
    .where('created_at', '<=', before)
    .where('send_attempts', '<', maxAttempts)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function markMailSent(db: Db, id: number, sentAt: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: sentAt }).where('id', '=', id).execute();
}

export async function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; ordered by id because several mails can share a created_at. */
export async function listMails(db: Db, options: { recipient?: string; limit: number }): Promise<MailRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  return query.execute();
}

/** Every attachment of a stored mail, kept as bytes or as where to draw them from. */
export function parseOutboxAttachments(json: string): OutboxAttachment[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isOutboxAttachment) : [];
  } catch {
    // A damaged row shows as a mail without attachments rather than breaking the outbox.
    return [];
  }
}

/** The attachments of a stored mail that are kept as bytes. */
export function parseAttachments(json: string): StoredAttachment[] {
  return parseOutboxAttachments(json).filter((attachment) => 'content' in attachment);
}

function isOutboxAttachment(value: unknown): value is OutboxAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const source = record.drawn_from as Record<string, unknown> | null | undefined;
  return (
    typeof record.filename === 'string' &&
    typeof record.content_type === 'string' &&
    (typeof record.content === 'string' || typeof source?.order_invoice === 'number')
  );
}

/**
 * Empties the bodies and attachments of at most `batch` of the oldest mails created before
 * `createdBefore` and not emptied yet (only mails sent already when `onlySent`: unsent ones may
 * still be sent again); says how many it emptied.
 */
export async function pruneMailBodiesBatch(
  db: Db,
  options: { createdBefore: string; onlySent: boolean; batch: number; prunedAt: string },
): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ text: '', html: '', attachments: '[]', bodies_pruned_at: options.prunedAt })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('bodies_pruned_at', 'is', null)
        .where('created_at', '<', options.createdBefore)
        .$call((query) => (options.onlySent ? query.where('sent_at', 'is not', null) : query))
        .orderBy('created_at')
        .limit(options.batch),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
