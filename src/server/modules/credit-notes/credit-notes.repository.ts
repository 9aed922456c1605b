import type { Selectable } from 'kysely';
import { type VatRatePercent, vatRateOr } from '../../../domain/vat.ts';
import type { Db } from '../../db/database.ts';
import type { CreditNoteLinesTable, CreditNotesTable } from '../../db/schema.ts';

export type CreditNoteRow = Selectable<CreditNotesTable>;
export type CreditNoteLineRow = Selectable<CreditNoteLinesTable>;
/** A credited line with the VAT rate of the order line it credits. */
export type CreditNoteLineWithRate = CreditNoteLineRow & { vat_rate: VatRatePercent };
export type CreditNoteWithLines = CreditNoteRow & { lines: CreditNoteLineWithRate[] };

async function withLines(db: Db, notes: CreditNoteRow[]): Promise<CreditNoteWithLines[]> {
  if (notes.length === 0) return [];
  const rows = await db
    .selectFrom('credit_note_lines')
    .innerJoin('order_items', 'order_items.id', 'credit_note_lines.order_item_id')
    .selectAll('credit_note_lines')
    .select('order_items.vat_rate')
    .where(
      'credit_note_lines.credit_note_id',
      'in',
      notes.map((note) => note.id),
    )
    .orderBy('credit_note_lines.id')
    .execute();
  const lines = rows.map((row) => ({ ...row, vat_rate: vatRateOr(row.vat_rate) }));
  return notes.map((note) => ({ ...note, lines: lines.filter((line) => line.credit_note_id === note.id) }));
}

/** The order's credit notes, oldest first, with their lines. */
export async function listOrderCreditNotes(db: Db, orderRowId: number): Promise<CreditNoteWithLines[]> {
  const notes = await db
    .selectFrom('credit_notes')
    .selectAll()
    .where('order_id', '=', orderRowId)
    .orderBy('id')
    .execute();
  return withLines(db, notes);
}

/** One credit note of the order by its number, or undefined (another order's number too). */
export async function findOrderCreditNote(
  db: Db,
  orderRowId: number,
  number: string,
): Promise<CreditNoteWithLines | undefined> {
  const note = await db
    .selectFrom('credit_notes')
    .selectAll()
    .where('order_id', '=', orderRowId)
    .where('number', '=', number)
    .executeTakeFirst();
  return note ? (await withLines(db, [note]))[0] : undefined;
}
