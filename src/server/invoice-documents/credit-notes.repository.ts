import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import {
  CREDIT_NOTE_NUMBER_PREFIX,
  type CreditedLine,
  creditableQuantity,
  creditNoteFigures,
} from '../../domain/credit-notes.ts';
import { vatRateOr } from '../../domain/vat.ts';
import type { Db } from '../db/database.ts';
import type { CreditNoteLinesTable, CreditNotesTable } from '../db/schema.ts';
import { formatNumber, nextInSequence } from '../db/sequences.ts';

// The credit notes' writes that the order lifecycle and the credit-notes module share: a cancel
// credits an invoiced order whole as an effect of its move (as a payment numbers the invoice,
// invoice-number.ts), and staff issue part credits in modules/credit-notes, which moves the order
// through the lifecycle. Here, below both, neither module imports the other's files both ways.

/** How many of each order line earlier credit notes credited, by order line id. */
export async function creditedQuantities(db: Db, orderRowId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('credit_note_lines')
    .innerJoin('credit_notes', 'credit_notes.id', 'credit_note_lines.credit_note_id')
    .select(['credit_note_lines.order_item_id', sql<number>`sum(credit_note_lines.quantity)`.as('credited')])
    .where('credit_notes.order_id', '=', orderRowId)
    .groupBy('credit_note_lines.order_item_id')
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.credited)]));
}

/**
 * The lines the order's credit notes credited so far (those before `beforeNoteId` when given), each
 * with the VAT rate of the order line it credits: a new note's VAT per rate follows from them.
 */
export async function creditedLines(
  db: Db,
  orderRowId: number,
  beforeNoteId?: number,
): Promise<CreditedLine[]> {
  const rows = await db
    .selectFrom('credit_note_lines')
    .innerJoin('credit_notes', 'credit_notes.id', 'credit_note_lines.credit_note_id')
    .innerJoin('order_items', 'order_items.id', 'credit_note_lines.order_item_id')
    .select(['credit_note_lines.quantity', 'credit_note_lines.unit_price_pence', 'order_items.vat_rate'])
    .where('credit_notes.order_id', '=', orderRowId)
    .$if(beforeNoteId !== undefined, (query) => query.where('credit_notes.id', '<', beforeNoteId ?? 0))
    .execute();
  return rows.map((row) => ({
    quantity: Number(row.quantity),
    unitPricePence: Number(row.unit_price_pence),
    vatRatePercent: vatRateOr(row.vat_rate),
  }));
}

export async function insertCreditNote(
  trx: Db,
  note: Insertable<CreditNotesTable>,
  lines: Omit<Insertable<CreditNoteLinesTable>, 'credit_note_id'>[],
): Promise<number> {
  const stored = await trx.insertInto('credit_notes').values(note).returning('id').executeTakeFirstOrThrow();
  const id = Number(stored.id);
  await trx
    .insertInto('credit_note_lines')
    .values(lines.map((line) => ({ ...line, credit_note_id: id })))
    .execute();
  return id;
}

/**
 * Cancels a cancelled order's VAT invoice with a credit note for every line not credited yet, in the
 * cancel move's transaction (docs/credit-notes.md). The cancel itself gives the money back (what a
 * pay-later account owed leaves it; a payment is refunded), so the note moves no money: it is the
 * VAT document. Answers its number, or null when the order has no invoice or nothing is left.
 */
export async function creditWholeInvoice(
  trx: Db,
  orderRowId: number,
  actorUserId: number | null,
  nowIso: string,
): Promise<string | null> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'invoice_number'])
    .where('id', '=', orderRowId)
    .executeTakeFirst();
  if (!order?.invoice_number) return null;
  const items = await trx
    .selectFrom('order_items')
    .select(['id', 'title', 'quantity', 'unit_price_pence', 'vat_rate'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const credited = await creditedQuantities(trx, order.id);
  const lines = items
    .map((item) => ({
      item,
      quantity: creditableQuantity({ ordered: Number(item.quantity), credited: credited.get(item.id) ?? 0 }),
    }))
    .filter((line) => line.quantity > 0);
  if (lines.length === 0) return null;
  const figures = creditNoteFigures(
    lines.map(({ item, quantity }) => ({
      quantity,
      unitPricePence: Number(item.unit_price_pence),
      vatRatePercent: vatRateOr(item.vat_rate),
    })),
    await creditedLines(trx, order.id),
  );
  const number = formatNumber(CREDIT_NOTE_NUMBER_PREFIX, await nextInSequence(trx, 'credit_note_number'));
  await insertCreditNote(
    trx,
    {
      number,
      order_id: order.id,
      user_id: order.user_id,
      reason: 'Order cancelled',
      net_pence: figures.netPence,
      tax_pence: figures.taxPence,
      total_pence: figures.totalPence,
      settlement: 'cancelled',
      issued_at: nowIso,
      issued_by: actorUserId,
    },
    lines.map(({ item, quantity }) => ({
      order_item_id: item.id,
      title: item.title,
      quantity,
      unit_price_pence: Number(item.unit_price_pence),
      line_total_pence: quantity * Number(item.unit_price_pence),
    })),
  );
  return number;
}
