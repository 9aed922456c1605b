import type { ContactMessage } from '../../../domain/schemas/contact.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { insertContactMessage } from './contact.repository.ts';

export type ContactDeps = { db: Db; mailer: Mailer; clock: Clock; supportEmail: string };

export function contactMail(message: ContactMessage, supportEmail: string): OutgoingMail {
  const fields: Array<[string, string]> = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone],
  ];
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), '', message.message].join('\n');
  const html = [
    '<h1>New contact message</h1>',
    '<dl>',
    ...fields.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`),
    '</dl>',
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
  ].join('\n');
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `Contact form: ${message.name}`,
    text,
    html,
  };
}

/**
 * Keeps the message and queues its mail to support in one transaction, so a failure leaves
 * neither; the SMTP send happens after the commit and never undoes the stored message.
 */
export async function submitContactMessage(deps: ContactDeps, message: ContactMessage): Promise<void> {
  const pending = await deps.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, { ...message, created_at: deps.clock.now().toISOString() });
    return deps.mailer.store(trx, contactMail(message, deps.supportEmail));
  });
  await deps.mailer.deliver(pending);
}
