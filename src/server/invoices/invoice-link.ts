import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** How long a signed invoice link works: long enough to open it, short enough that a leaked one dies. */
export const INVOICE_LINK_SECONDS = 60 * 60;

export type InvoiceLinkSubject = { order_id: string; user_id: number | null };

/** Makes the signed download link of an order's invoice, or null when the order has no owner. */
export type InvoiceLinker = (order: InvoiceLinkSubject) => string | null;

// The key never changes once the migration has made it, so each process reads it once per database.
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The shop's invoice link key (signing_keys 'invoice_download'), shared by every app process. */
export function invoiceSigningKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .selectFrom('signing_keys')
      .select('secret')
      .where('name', '=', 'invoice_download')
      .executeTakeFirstOrThrow()
      .then((row) => Buffer.from(row.secret, 'utf8'));
    // A failed read (a database that is down) is not remembered: the next request tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * HMAC-SHA256 over the order number, its owner and the expiry: a link made for one order or one
 * owner never opens another, and the expiry cannot be pushed back without the key.
 */
export function invoiceSignature(key: Buffer, order: InvoiceLinkSubject, expires: number): string {
  return createHmac('sha256', key)
    .update(`invoice-download\n${order.order_id}\n${order.user_id ?? ''}\n${expires}`)
    .digest('base64url');
}

export function signedInvoicePath(key: Buffer, order: InvoiceLinkSubject, expires: number): string {
  const query = new URLSearchParams({
    expires: String(expires),
    signature: invoiceSignature(key, order, expires),
  });
  return `/download/invoice/${encodeURIComponent(order.order_id)}?${query.toString()}`;
}

/** A linker for toOrder: links valid for INVOICE_LINK_SECONDS from `now`. */
export async function invoiceLinker(db: Db, now: Date): Promise<InvoiceLinker> {
  const key = await invoiceSigningKey(db);
  const expires = Math.floor(now.getTime() / 1000) + INVOICE_LINK_SECONDS;
  // An order without an owner (a deleted account) has nobody to hand a link to.
  return (order) => (order.user_id === null ? null : signedInvoicePath(key, order, expires));
}

export type LinkCheck = 'valid' | 'expired' | 'bad';

/** Checks a link's signature (in constant time) and then its expiry. */
export function checkInvoiceLink(
  key: Buffer,
  order: InvoiceLinkSubject,
  link: { expires: number; signature: string },
  now: Date,
): LinkCheck {
  const expected = Buffer.from(invoiceSignature(key, order, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  return link.expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}
