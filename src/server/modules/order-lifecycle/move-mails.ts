import { LEDGER_METHOD_LABEL } from '../../../domain/ledger.ts';
import type { LifecycleMove } from '../../../domain/order-lifecycle.ts';
import { orderMailRecipient } from '../../../domain/order-mail-recipient.ts';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import type { CancellationRefund } from '../../payments/refunds.ts';
import { findAccountContact } from '../auth/auth.public.ts';
import { orderInvoiceAttachment } from '../invoices/invoices.public.ts';
import type { MovedFacts } from './move-audit.ts';
import { readOrder, readOrderItems } from './order-lifecycle.repository.ts';
import { orderConfirmationMail } from './order-mails.ts';
import { orderPaidMail, orderStatusMail } from './order-status-mails.ts';

/** What a move needs to write its customer's mails. */
export type MoveMailer = { mailer: Mailer; config: InvoiceSellerConfig };

/**
 * The customer's mail of a move, by the table's mail effect (docs/order-lifecycle.md), stored in the
 * move's outbox in its transaction so it exists only if the move commits; deliver it after commit
 * with `deliverMails`. A status mail goes when the status the customer sees changes. A receipt says
 * what was paid: the order confirmation with its invoice for a payment on the payment page, the
 * payment staff recorded otherwise, unless the payment covers several invoices and has one receipt
 * of its own (`receipt: false`). Who gets it: orderMailRecipient, the one rule.
 */
export async function storeMoveMails(
  trx: Db,
  deps: MoveMailer,
  order: OrderRow,
  move: LifecycleMove,
  actor: 'customer' | 'staff' | 'shop',
  moved: MovedFacts & { refund: CancellationRefund | null },
  receipt: boolean,
): Promise<PendingMail[]> {
  const kind = move.effects.mail;
  if (kind === null) return [];
  if (kind === 'status' && moved.status === order.status) return [];
  if (kind === 'receipt' && !receipt) return [];
  const recipient = orderMailRecipient(
    order,
    order.email ? null : ((await findAccountContact(trx, order.user_id))?.email ?? null),
  );
  if (!recipient) return [];
  if (kind === 'status') {
    const mail = orderStatusMail(recipient, order, {
      status: moved.status,
      ...(moved.reason === undefined ? {} : { reason: moved.reason }),
      creditReleasedPence: moved.creditReleasedPence,
      refund: moved.refund,
    });
    return [await deps.mailer.store(trx, mail)];
  }
  if (actor === 'shop') {
    const paid = await readOrder(trx, order.id);
    const attachments = moved.invoiceNumber ? [await orderInvoiceAttachment(trx, paid, deps.config)] : [];
    const items = await readOrderItems(trx, order.id);
    const mail = orderConfirmationMail(recipient, paid, items, attachments, moved.paidPence);
    return [await deps.mailer.store(trx, mail)];
  }
  const mail = orderPaidMail(recipient, order, {
    paidPence: moved.paidPence,
    method: LEDGER_METHOD_LABEL[moved.method ?? 'unrecorded'].toLowerCase(),
    reference: moved.reference ?? null,
    status: moved.status,
  });
  return [await deps.mailer.store(trx, mail)];
}

/** Sends the mails a move stored, once its transaction has committed. */
export async function deliverMails(mailer: Mailer, mails: readonly PendingMail[]): Promise<void> {
  for (const mail of mails) await mailer.deliver(mail);
}
