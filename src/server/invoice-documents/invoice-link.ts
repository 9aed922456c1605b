import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readInvoiceLinkSecret } from './invoice-link.repository.ts';

/** How long a signed invoice link works: long enough to open it, short enough that a leaked one dies. */
export const INVOICE_LINK_SECONDS = 60 * 60;

export type InvoiceLinkSubject = { order_id: string; user_id: number | null };

/**
 * Makes the signed download links of an order's invoice and of the invoices a change replaced
 * (decision 0184), or null when the order has no owner.
 */
export type InvoiceLinker = {
  invoice(order: InvoiceLinkSubject): string | null;
  replacedInvoice(order: InvoiceLinkSubject, invoiceNumber: string): string | null;
};

// The key never changes once the migration has made it, so each process reads it once per database.
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The shop's invoice link key (signing_keys 'invoice_download'), shared by every app process. */
export function invoiceSigningKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readInvoiceLinkSecret(db).then((secret) => Buffer.from(secret, 'utf8'));
    // A failed read (a database that is down) is not remembered: the next request tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * HMAC-SHA256 over the order number, its owner and the expiry (and, for a replaced invoice, its
 * number): a link made for one order, one owner or one replaced invoice never opens another, nor
 * the order's invoice in force, and the expiry cannot be pushed back without the key.
 */
export function invoiceSignature(
  key: Buffer,
  order: InvoiceLinkSubject,
  expires: number,
  replacedInvoiceNumber?: string,
): string {
  const what =
    replacedInvoiceNumber === undefined
      ? `invoice-download\n${order.order_id}`
      : `replaced-invoice-download\n${order.order_id}\n${replacedInvoiceNumber}`;
  return createHmac('sha256', key)
    .update(`${what}\n${order.user_id ?? ''}\n${expires}`)
    .digest('base64url');
}

export function signedInvoicePath(key: Buffer, order: InvoiceLinkSubject, expires: number): string {
  const query = new URLSearchParams({
    expires: String(expires),
    signature: invoiceSignature(key, order, expires),
  });
  return `/download/invoice/${encodeURIComponent(order.order_id)}?${query.toString()}`;
}

/** The path of a replaced invoice's PDF (decision 0184), signed like the order's invoice. */
export function signedReplacedInvoicePath(
  key: Buffer,
  order: InvoiceLinkSubject,
  invoiceNumber: string,
  expires: number,
): string {
  const query = new URLSearchParams({
    expires: String(expires),
    signature: invoiceSignature(key, order, expires, invoiceNumber),
  });
  return `/download/invoice/${encodeURIComponent(order.order_id)}/replaced/${encodeURIComponent(invoiceNumber)}?${query.toString()}`;
}

/** A linker for toOrder: links valid for INVOICE_LINK_SECONDS from `now`. */
export async function invoiceLinker(db: Db, now: Date): Promise<InvoiceLinker> {
  const key = await invoiceSigningKey(db);
  const expires = Math.floor(now.getTime() / 1000) + INVOICE_LINK_SECONDS;
  // An order without an owner (a deleted account) has nobody to hand a link to.
  return {
    invoice: (order) => (order.user_id === null ? null : signedInvoicePath(key, order, expires)),
    replacedInvoice: (order, invoiceNumber) =>
      order.user_id === null ? null : signedReplacedInvoicePath(key, order, invoiceNumber, expires),
  };
}

export type LinkCheck = 'valid' | 'expired' | 'bad';

/** Checks a link's signature (in constant time) and then its expiry; `replacedInvoiceNumber` for a replaced invoice's. */
export function checkInvoiceLink(
  key: Buffer,
  order: InvoiceLinkSubject,
  link: { expires: number; signature: string },
  now: Date,
  replacedInvoiceNumber?: string,
): LinkCheck {
  const expected = Buffer.from(invoiceSignature(key, order, link.expires, replacedInvoiceNumber));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  return link.expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}
