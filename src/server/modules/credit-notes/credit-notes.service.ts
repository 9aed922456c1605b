import {
  CREDIT_NOTE_NUMBER_PREFIX,
  CREDIT_NOTE_SETTLEMENT_TEXT,
  creditableQuantity,
  creditNoteFigures,
  creditNoteRefusal,
  creditNoteSettlement,
} from '../../../domain/credit-notes.ts';
import type {
  AdminOrderCreditNotes,
  CreditNoteView,
  IssuedCreditNote,
  MyCreditNotes,
} from '../../../domain/schemas/credit-notes.ts';
import { vatRateOr } from '../../../domain/vat.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { formatNumber, nextInSequence } from '../../db/sequences.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { type CreditNoteDocument, creditNoteFileName } from '../../invoice-documents/credit-note.ts';
import { creditNoteAttachment, drawCreditNote } from '../../invoice-documents/credit-note-pdf.ts';
import {
  creditedLines,
  creditedQuantities,
  insertCreditNote,
} from '../../invoice-documents/credit-notes.repository.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { type ClosedSession, closeOpenOrderSessions } from '../../payments/payment-sessions.repository.ts';
import { expireAtProvider, type Logger } from '../../payments/payment-sessions.ts';
import { type RefundDue, recordCreditNoteRefund, sendRefunds } from '../../payments/refunds.ts';
import { orderOwedPence, recordLedgerEntry } from '../account-ledger/account-ledger.public.ts';
import { findAccountContact } from '../auth/auth.public.ts';
import { applyOrderMove, lockOrders } from '../order-lifecycle/order-lifecycle.public.ts';
import {
  findOrderRow,
  findOrderRowByNumber,
  listOrderItems,
  type OrderItemRow,
  type OrderRow,
} from '../orders/orders.public.ts';
import { creditNoteDocument } from './credit-note-document.ts';
import { creditNoteMail } from './credit-note-mails.ts';
import {
  type CreditNoteWithLines,
  findOrderCreditNote,
  listOrderCreditNotes,
} from './credit-notes.repository.ts';

export const CREDIT_ORDER_NOT_FOUND = 'This order does not exist.';
export const CREDIT_NOTE_NOT_FOUND = 'There is no such credit note for this order.';
export const NOT_ON_THIS_ORDER = 'This line is not on the order.';

export type CreditNoteDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  provider: PaymentProvider | null;
  config: InvoiceSellerConfig;
  log?: Logger & { error(details: object, message: string): void };
};

type PdfPath = (note: { number: string }) => string;

function toView(note: CreditNoteWithLines, order: OrderRow, pdfPath: PdfPath): CreditNoteView {
  return {
    number: note.number,
    order_id: order.order_id,
    invoice_number: order.invoice_number ?? '',
    reason: note.reason,
    issued_at: note.issued_at,
    net_pence: Number(note.net_pence),
    tax_pence: Number(note.tax_pence),
    total_pence: Number(note.total_pence),
    settlement: note.settlement,
    settlement_text: CREDIT_NOTE_SETTLEMENT_TEXT[note.settlement],
    lines: note.lines.map((line) => ({
      item_id: line.order_item_id,
      title: line.title,
      quantity: Number(line.quantity),
      unit_price_pence: Number(line.unit_price_pence),
      line_total_pence: Number(line.line_total_pence),
    })),
    pdf_url: pdfPath(note),
  };
}

const adminPdfPath =
  (order: OrderRow): PdfPath =>
  (note) =>
    `/api/admin/orders/${order.id}/credit-notes/${encodeURIComponent(note.number)}/pdf`;

const customerPdfPath =
  (order: OrderRow): PdfPath =>
  (note) =>
    `/api/myorders/${encodeURIComponent(order.order_id)}/credit-notes/${encodeURIComponent(note.number)}/pdf`;

async function existingOrder(db: Db, id: number): Promise<OrderRow> {
  const order = isStorableId(id) ? await findOrderRow(db, id) : undefined;
  if (!order) throw new NotFoundError(CREDIT_ORDER_NOT_FOUND);
  return order;
}

function creditableLines(items: readonly OrderItemRow[], credited: Map<number, number>) {
  return items.map((item) => {
    const done = credited.get(item.id) ?? 0;
    return {
      item_id: item.id,
      title: item.title,
      unit_price_pence: Number(item.unit_price_pence),
      vat_rate: vatRateOr(item.vat_rate),
      ordered: Number(item.quantity),
      credited: done,
      creditable: creditableQuantity({ ordered: Number(item.quantity), credited: done }),
    };
  });
}

/** GET /api/admin/orders/{id}/credit-notes. */
export async function adminOrderCreditNotes(db: Db, id: number): Promise<AdminOrderCreditNotes> {
  const order = await existingOrder(db, id);
  const [items, credited, notes] = await Promise.all([
    listOrderItems(db, order.id),
    creditedQuantities(db, order.id),
    listOrderCreditNotes(db, order.id),
  ]);
  const lines = creditableLines(items, credited);
  const refusal =
    creditNoteRefusal(order) ??
    (lines.every((line) => line.creditable === 0) ? 'Every line of this order has been credited.' : null);
  return {
    credit_notes: notes.map((note) => toView(note, order, adminPdfPath(order))),
    lines,
    refusal,
  };
}

type Issued = {
  id: number;
  number: string;
  closed: ClosedSession[];
  refunds: RefundDue[];
  mail: PendingMail | null;
};

/**
 * POST /api/admin/orders/{id}/credit-notes. In one transaction, with the order's row locked: the
 * quantities are checked against what is left to credit (409 past it), the figures worked out from
 * the order's stored lines, the number taken, and the credit settled. An unpaid pay-later invoice
 * owes less (a ledger entry); if it then owes nothing it is settled through the lifecycle. A paid
 * order is refunded the credit note's total: to its card after commit, or by staff by hand when it
 * was paid by bank (a pay-later account records the refund too, so its balance stays what it owes).
 */
export async function issueCreditNote(
  deps: CreditNoteDeps,
  actorId: number,
  id: number,
  body: { lines: readonly { item_id: number; quantity: number }[]; reason: string },
  /** Runs in the same transaction once the note is stored (a problem report accepted with it). */
  alsoInTransaction: (trx: Db, creditNoteId: number) => Promise<void> = async () => {},
): Promise<IssuedCreditNote> {
  await existingOrder(deps.db, id);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const issued = await deps.db.transaction().execute(async (trx): Promise<Issued> => {
    const [order] = await lockOrders(trx, [id]);
    if (!order) throw new NotFoundError(CREDIT_ORDER_NOT_FOUND);
    const refusal = creditNoteRefusal(order);
    if (refusal) throw new ConflictError(refusal, { order: [refusal] });
    const items = await listOrderItems(trx, order.id);
    const credited = await creditedQuantities(trx, order.id);

    const unknown = body.lines.findIndex((line) => !items.some((item) => item.id === line.item_id));
    if (unknown >= 0) {
      throw new ValidationError(NOT_ON_THIS_ORDER, { [`lines.${unknown}.item_id`]: [NOT_ON_THIS_ORDER] });
    }
    const chosen = body.lines.map((line) => {
      const item = items.find((candidate) => candidate.id === line.item_id) as OrderItemRow;
      return { item, quantity: line.quantity };
    });
    const tooMany: Record<string, string[]> = {};
    chosen.forEach(({ item, quantity }, index) => {
      const left = creditableQuantity({
        ordered: Number(item.quantity),
        credited: credited.get(item.id) ?? 0,
      });
      if (quantity > left) {
        tooMany[`lines.${index}.quantity`] = [
          left === 0
            ? `${item.title} has been credited in full.`
            : `At most ${left} of ${item.title} can still be credited.`,
        ];
      }
    });
    const firstTooMany = Object.values(tooMany)[0]?.[0];
    if (firstTooMany) throw new ConflictError(firstTooMany, tooMany);

    const figures = creditNoteFigures(
      chosen.map(({ item, quantity }) => ({
        quantity,
        unitPricePence: Number(item.unit_price_pence),
        vatRatePercent: vatRateOr(item.vat_rate),
      })),
      await creditedLines(trx, order.id),
    );
    const number = formatNumber(CREDIT_NOTE_NUMBER_PREFIX, await nextInSequence(trx, 'credit_note_number'));
    const settlement = creditNoteSettlement(order);
    const noteId = await insertCreditNote(
      trx,
      {
        number,
        order_id: order.id,
        user_id: order.user_id,
        reason: body.reason,
        net_pence: figures.netPence,
        tax_pence: figures.taxPence,
        total_pence: figures.totalPence,
        settlement,
        issued_at: nowIso,
        issued_by: actorId,
      },
      chosen.map(({ item, quantity }) => ({
        order_item_id: item.id,
        title: item.title,
        quantity,
        unit_price_pence: Number(item.unit_price_pence),
        line_total_pence: quantity * Number(item.unit_price_pence),
      })),
    );

    const onAccount = order.payment_method === 'pay_later' && order.user_id !== null;
    if (onAccount && order.user_id !== null) {
      await recordLedgerEntry(
        trx,
        {
          userId: order.user_id,
          orderId: order.id,
          kind: 'credit_note',
          amountPence: -figures.totalPence,
          reference: number,
          actorUserId: actorId,
        },
        nowIso,
      );
    }
    let closed: ClosedSession[] = [];
    let refunds: RefundDue[] = [];
    if (settlement === 'account') {
      // A payment page opened for the old amount must not take it now.
      closed = await closeOpenOrderSessions(trx, [order.id]);
      if (onAccount && (await orderOwedPence(trx, order.id)) === 0) {
        const settled = await applyOrderMove(
          { trx, now, mailer: deps.mailer, config: deps.config },
          order,
          'settle',
          { actor: 'staff', userId: actorId },
        );
        if (settled.moved) closed.push(...settled.closed);
      }
    } else {
      refunds = await recordCreditNoteRefund(
        trx,
        {
          creditNoteId: noteId,
          orderRowId: order.id,
          userId: order.user_id,
          paidSessionId: order.paid_session_id,
          amountPence: figures.totalPence,
        },
        now,
      );
      if (onAccount && order.user_id !== null) {
        await recordLedgerEntry(
          trx,
          {
            userId: order.user_id,
            orderId: order.id,
            kind: 'refund',
            amountPence: figures.totalPence,
            method: refunds.length > 0 ? 'card' : 'bank_transfer',
            reference: number,
            actorUserId: actorId,
          },
          nowIso,
        );
      }
    }

    await alsoInTransaction(trx, noteId);
    await writeAudit(
      trx,
      {
        actorUserId: actorId,
        action: 'order.credit_note',
        subjectType: 'order',
        subjectId: order.id,
        customerId: order.user_id,
        detail: {
          order_id: order.order_id,
          credit_note: number,
          total_pence: figures.totalPence,
          settlement,
          reason: body.reason,
        },
      },
      now,
    );

    const note = await findOrderCreditNote(trx, order.id, number);
    const recipient = order.email ?? (await findAccountContact(trx, order.user_id))?.email ?? null;
    const mail =
      note && recipient
        ? await deps.mailer.store(
            trx,
            creditNoteMail(
              recipient,
              {
                name: order.customer_name,
                number,
                orderNumber: order.order_id,
                invoiceNumber: order.invoice_number ?? '',
                totalPence: figures.totalPence,
                reason: body.reason,
                settlement,
              },
              await creditNoteAttachment(
                creditNoteDocument(note, await creditedLines(trx, order.id, note.id), order, deps.config),
              ),
            ),
          )
        : null;
    return { id: noteId, number, closed, refunds, mail };
  });

  if (issued.closed.length > 0) await expireAtProvider(deps.provider, issued.closed, deps.log);
  if (issued.refunds.length > 0) await sendRefunds(deps, issued.refunds);
  if (issued.mail) await deps.mailer.deliver(issued.mail);
  const after = await adminOrderCreditNotes(deps.db, id);
  const view = after.credit_notes.find((note) => note.number === issued.number);
  if (!view) throw new Error(`credit note ${issued.number} not found after issuing it`);
  return { ...after, issued: view };
}

/** GET /api/myorders/{order_id}/credit-notes: the owner's own order only (404 otherwise). */
export async function myCreditNotes(db: Db, userId: number, orderNumber: string): Promise<MyCreditNotes> {
  const order = await findOrderRowByNumber(db, orderNumber);
  if (!order || order.user_id !== userId) throw new NotFoundError(CREDIT_ORDER_NOT_FOUND);
  const notes = await listOrderCreditNotes(db, order.id);
  const owing =
    notes.length > 0 &&
    order.payment_method === 'pay_later' &&
    order.payment_status === 'pending' &&
    order.fulfilment_status !== 'cancelled';
  return {
    credit_notes: notes.map((note) => toView(note, order, customerPdfPath(order))),
    still_to_pay_pence: owing ? await orderOwedPence(db, order.id) : null,
  };
}

async function pdfOf(
  deps: Pick<CreditNoteDeps, 'db' | 'config'>,
  order: OrderRow,
  number: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const note = await findOrderCreditNote(deps.db, order.id, number);
  if (!note) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
  const earlier = await creditedLines(deps.db, order.id, note.id);
  const document: CreditNoteDocument = creditNoteDocument(note, earlier, order, deps.config);
  return { filename: creditNoteFileName(note.number), pdf: await drawCreditNote(document) };
}

/** The PDF of one of the customer's own credit notes; any other answers 404 alike. */
export async function myCreditNotePdf(
  deps: Pick<CreditNoteDeps, 'db' | 'config'>,
  userId: number,
  orderNumber: string,
  number: string,
) {
  const order = await findOrderRowByNumber(deps.db, orderNumber);
  if (!order || order.user_id !== userId) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
  return pdfOf(deps, order, number);
}

/** The PDF of a credit note, for staff. */
export async function adminCreditNotePdf(
  deps: Pick<CreditNoteDeps, 'db' | 'config'>,
  id: number,
  number: string,
) {
  return pdfOf(deps, await existingOrder(deps.db, id), number);
}
