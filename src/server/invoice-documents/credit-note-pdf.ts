import { CREDIT_NOTE_SETTLEMENT_TEXT } from '../../domain/credit-notes.ts';
import { londonDateText } from '../../domain/london-date.ts';
import { formatPence } from '../../domain/money.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import { openPdf } from '../pdf/open-pdf.ts';
import { type CreditNoteDocument, creditNoteFileName } from './credit-note.ts';
import { drawLineTable, drawTotalRows, vatRows } from './order-invoice-pdf.ts';
import { BOLD, CONTENT_WIDTH, drawHeader, drawParty, GREY, MARGIN, REGULAR } from './pdf-layout.ts';

function drawNoteHeader(doc: PDFKit.PDFDocument, note: CreditNoteDocument): number {
  return drawHeader(doc, {
    seller: note.seller,
    title: `Credit note ${note.number}`,
    // HMRC asks a credit note to name the invoice it corrects, with its own number and date.
    facts: [
      `Credit note number: ${note.number}`,
      `Date: ${londonDateText(note.issuedAt)}`,
      `Refers to invoice: ${note.invoiceNumber}`,
      `Order number: ${note.orderNumber}`,
    ],
    right: MARGIN + 280,
    width: 215,
  });
}

function drawCustomer(doc: PDFKit.PDFDocument, note: CreditNoteDocument, top: number): number {
  return drawParty(doc, { title: 'Credit to', lines: note.customer.lines, x: MARGIN, width: 240 }, top) + 20;
}

function drawTotals(doc: PDFKit.PDFDocument, note: CreditNoteDocument, top: number): number {
  return drawTotalRows(
    doc,
    [
      ['Credit excl. VAT', formatPence(note.netPence), REGULAR],
      ...vatRows(note.vatByRate, note.taxPence),
      ['Total credit incl. VAT', formatPence(note.totalPence), BOLD],
    ],
    top,
  );
}

/**
 * The credit note as a PDF, the same bytes for the same stored credit note every time: seller and
 * numbers, who is credited, the lines, totals, reason, settlement.
 */
export async function drawCreditNote(note: CreditNoteDocument): Promise<Buffer> {
  const { doc, file } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    // A fixed creation date keeps the same credit note the same file.
    info: {
      Title: `Credit note ${note.number}`,
      Author: note.seller.name,
      CreationDate: new Date(note.issuedAt),
    },
  });
  let y = drawLineTable(doc, note.lines, drawCustomer(doc, note, drawNoteHeader(doc, note)));
  if (y + 160 > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  y = drawTotals(doc, note, y + 10);
  doc.font(BOLD).fontSize(9).fillColor('black').text('Reason', MARGIN, y, { width: CONTENT_WIDTH });
  doc.font(REGULAR).text(note.reason, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.text(CREDIT_NOTE_SETTLEMENT_TEXT[note.settlement], MARGIN, doc.y + 8, { width: CONTENT_WIDTH });
  doc
    .fillColor(GREY)
    .text('All amounts are in pounds sterling (GBP).', MARGIN, doc.y + 8, { width: CONTENT_WIDTH });
  doc.end();
  return file;
}

export async function creditNoteAttachment(document: CreditNoteDocument): Promise<MailAttachment> {
  return {
    filename: creditNoteFileName(document.number),
    contentType: 'application/pdf',
    content: await drawCreditNote(document),
  };
}
