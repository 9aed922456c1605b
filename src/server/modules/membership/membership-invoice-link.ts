import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { INVOICE_LINK_SECONDS, invoiceSigningKey } from '../../invoice-documents/invoice-link.ts';

/** HMAC over the purpose, the invoice number, its owner and the expiry (as order invoice links are). */
function signature(key: Buffer, invoiceNumber: string, userId: number, expires: number): string {
  return createHmac('sha256', key)
    .update(`membership-invoice-download\n${invoiceNumber}\n${userId}\n${expires}`)
    .digest('base64url');
}

/** A membership invoice's download link, valid an hour: the browser opens it in a new tab, without a bearer. */
export async function signedMembershipInvoicePath(
  db: Db,
  path: string,
  invoiceNumber: string,
  userId: number,
  now: Date,
): Promise<string> {
  const key = await invoiceSigningKey(db);
  const expires = Math.floor(now.getTime() / 1000) + INVOICE_LINK_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(key, invoiceNumber, userId, expires),
  });
  return `${path}?${query.toString()}`;
}

export async function checkMembershipInvoiceLink(
  db: Db,
  invoiceNumber: string,
  userId: number,
  link: { expires: number; signature: string },
  now: Date,
): Promise<'valid' | 'expired' | 'bad'> {
  const key = await invoiceSigningKey(db);
  const expected = Buffer.from(signature(key, invoiceNumber, userId, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  return link.expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}
