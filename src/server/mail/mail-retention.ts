import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { repeatInBackground } from '../repeat-in-background.ts';
import { pruneMailBodiesBatch } from './mail-outbox.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Mails emptied per statement: short writes that never hold the database long. */
const BATCH = 500;
/** How often each process prunes, and how soon after it starts. */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_PRUNE_AFTER_MS = 60 * 1000;

export type MailRetention = {
  db: Db;
  clock: Clock;
  /** MAIL_RETENTION_DAYS; 0 keeps every mail whole. */
  retentionDays: number;
  /** With SMTP a mail not yet sent is kept whole, to be sent again; without it none ever will be. */
  smtpConfigured: boolean;
};

/**
 * Empties the text, HTML and attachments (order and invoice PDFs, most of the outbox's bytes) of
 * mails older than the retention period; the row stays, saying who was sent what and when. Nothing
 * reads a mail's body back once it has been sent (the dev mail viewer shows it empty), and every
 * PDF can be rendered again from its order or invoice. Idempotent and safe in several processes
 * at once: a mail emptied twice is the same. Returns how many mails it emptied.
 */
export async function pruneMailBodies({
  db,
  clock,
  retentionDays,
  smtpConfigured,
}: MailRetention): Promise<number> {
  if (retentionDays <= 0) return 0;
  const now = clock.now();
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  let pruned = 0;
  for (;;) {
    const changed = await pruneMailBodiesBatch(db, {
      createdBefore: cutoff,
      onlySent: smtpConfigured,
      batch: BATCH,
      prunedAt: now.toISOString(),
    });
    pruned += changed;
    if (changed < BATCH) return pruned;
  }
}

/**
 * Prunes every hour in this process (and a minute after it starts, so a process restarted often
 * still prunes). Errors are logged and the next run tries again. The function returned stops the
 * runs and resolves once a run in progress has ended, so the database outlives it.
 */
export function scheduleMailPruning(
  retention: MailRetention,
  log: { error(details: object, message: string): void; info(message: string): void },
): () => Promise<void> {
  if (retention.retentionDays <= 0) return async () => {};
  return repeatInBackground({
    everyMs: PRUNE_INTERVAL_MS,
    firstAfterMs: FIRST_PRUNE_AFTER_MS,
    job: async () => {
      const pruned = await pruneMailBodies(retention);
      if (pruned > 0) log.info(`emptied ${pruned} mails older than ${retention.retentionDays} days`);
    },
    onError: (error) => log.error({ err: error }, 'pruning old mail failed'),
  });
}
