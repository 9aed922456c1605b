import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { repeatInBackground } from '../repeat-in-background.ts';
import { findUnsentMails } from './mail-outbox.repository.ts';
import { MAX_SEND_ATTEMPTS, type Mailer } from './mailer.ts';

const MINUTE_MS = 60 * 1000;
/** The wait before the second attempt; each later one waits twice as long as the one before. */
const FIRST_RETRY_AFTER_MS = 5 * MINUTE_MS;
/** Mails older than this are not tried again: news of an order days late is worse than none. */
const GIVE_UP_AFTER_MS = 3 * 24 * 60 * MINUTE_MS;
/** Mails looked at per run, oldest first. */
const BATCH = 100;
/** How often each process looks for mail to send again. */
export const RESEND_INTERVAL_MS = MINUTE_MS;

export type MailResending = { db: Db; clock: Clock; mailer: Pick<Mailer, 'deliverAgain'> };

/** How long after its last attempt a mail tried `attempts` times may be tried again. */
export function retryAfterMs(attempts: number): number {
  return FIRST_RETRY_AFTER_MS * 2 ** Math.max(0, attempts - 1);
}

/**
 * Sends again the mails the SMTP server did not take (it was down, refused, or a PDF could not be
 * drawn), each after its wait, and a mail stored but never tried (its process stopped between the
 * commit and the send) five minutes after it was made. Safe in several processes at once: each
 * attempt is claimed by a conditional update (mail-outbox.ts claimMailSend). Returns how many went out.
 */
export async function resendUnsentMail({ db, clock, mailer }: MailResending): Promise<number> {
  const now = clock.now().getTime();
  const due = (
    await findUnsentMails(db, {
      after: new Date(now - GIVE_UP_AFTER_MS).toISOString(),
      before: new Date(now - FIRST_RETRY_AFTER_MS).toISOString(),
      maxAttempts: MAX_SEND_ATTEMPTS,
      limit: BATCH,
    })
  ).filter(
    (mail) =>
      mail.last_attempt_at === null ||
      now - new Date(mail.last_attempt_at).getTime() >= retryAfterMs(mail.send_attempts),
  );
  let sent = 0;
  for (const mail of due) {
    if (await mailer.deliverAgain({ id: mail.id, attempts: mail.send_attempts })) sent += 1;
  }
  return sent;
}

/**
 * Looks for mail to send again every minute in this process, when SMTP is configured (without it
 * the outbox is the record and nothing is sent). Errors are logged and the next run tries again.
 * The function returned stops the runs and resolves once a run in progress has ended.
 */
export function scheduleMailResending(
  resending: MailResending,
  smtpConfigured: boolean,
  log: { error(details: object, message: string): void; info(message: string): void },
): () => Promise<void> {
  if (!smtpConfigured) return async () => {};
  return repeatInBackground({
    everyMs: RESEND_INTERVAL_MS,
    job: async () => {
      const sent = await resendUnsentMail(resending);
      if (sent > 0) log.info(`sent ${sent} mails again that had not gone out`);
    },
    onError: (error) => log.error({ err: error }, 'sending unsent mail again failed'),
  });
}
