import { CREDIT_NOTE_SETTLEMENT_TEXT } from '../../domain/credit-notes.ts';
import { londonDateText } from '../../domain/london-date.ts';
import { formatPence } from '../../domain/money.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import { openPdf } from '../pdf/open-pdf.ts';
import { type CreditNoteDocument, creditNoteFileName } from './credit-note.ts';
import { drawLineTable, drawTotalRows, vatRows } from './order-invoice-pdf.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';

function drawHeader(doc: PDFKit.PDFDocument, note: CreditNoteDocument): number {
  const { seller } = note;
  doc.font(BOLD).fontSize(14).fillColor('black').text(seller.name, MARGIN, MARGIN, { width: 260 });
  doc.font(REGULAR).fontSize(9).fillColor(GREY);
  for (const line of seller.addressLines) doc.text(line, { width: 260 });
  doc.text(`VAT registration number: ${seller.vatNumber}`, { width: 260 });
  const sellerBottom = doc.y;

  const right = MARGIN + 280;
  doc
    .fillColor('black')
    .font(BOLD)
    .fontSize(18)
    .text(`Credit note ${note.number}`, right, MARGIN, { width: 215, align: 'right' });
  doc.font(REGULAR).fontSize(9);
  // HMRC asks a credit note to name the invoice it corrects, with its own number and date.
  const facts = [
    `Credit note number: ${note.number}`,
    `Date: ${londonDateText(note.issuedAt)}`,
    `Refers to invoice: ${note.invoiceNumber}`,
    `Order number: ${note.orderNumber}`,
  ];
  for (const fact of facts) doc.text(fact, right, doc.y, { width: 215, align: 'right' });
  return Math.max(sellerBottom, doc.y) + 20;
}

function drawCustomer(doc: PDFKit.PDFDocument, note: CreditNoteDocument, top: number): number {
  doc.font(BOLD).fontSize(10).fillColor('black').text('Credit to', MARGIN, top, { width: 240 });
  doc.font(REGULAR).fontSize(9);
  for (const line of note.customer.lines) doc.text(line, MARGIN, doc.y, { width: 240 });
  return doc.y + 20;
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
  let y = drawLineTable(doc, note.lines, drawCustomer(doc, note, drawHeader(doc, note)));
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
