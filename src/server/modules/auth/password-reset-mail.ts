import { escapeHtml } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { RESET_LINK_LIFETIME_MS } from './session-tokens.ts';

export const RESET_MAIL_SUBJECT = 'Reset your password';

/** The page of the web app that reads the token from its path and the email from the query. */
export function resetLink(appUrl: string, token: string, email: string): string {
  return `${appUrl.replace(/\/+$/, '')}/reset-password/${token}?email=${encodeURIComponent(email)}`;
}

export function passwordResetMail(to: { name: string; email: string }, link: string): OutgoingMail {
  const minutes = Math.round(RESET_LINK_LIFETIME_MS / 60_000);
  const validity = `The link works for ${minutes} minutes and only once.`;
  const ignore =
    'If you did not ask to reset your password, you can ignore this email: your password stays as it is.';
  const text = [
    `Hello ${to.name},`,
    '',
    'We received a request to reset the password of your W1 Wholesale account.',
    'Open this link to choose a new password:',
    link,
    '',
    validity,
    ignore,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.name)},</p>`,
    '<p>We received a request to reset the password of your W1 Wholesale account.</p>',
    `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
    `<p>If the link does not open, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>${validity}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join('\n');
  return { to: to.email, subject: RESET_MAIL_SUBJECT, text, html };
}
