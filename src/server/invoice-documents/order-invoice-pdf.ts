import { londonDateText } from '../../domain/london-date.ts';
import { formatPence, type Pence } from '../../domain/money.ts';
import { STANDARD_VAT_RATE, type VatRateTotal } from '../../domain/vat.ts';
import { openPdf } from '../pdf/open-pdf.ts';
import type { OrderInvoice, OrderInvoiceLine } from './order-invoice.ts';
import {
  BOLD,
  CELL_GAP,
  CONTENT_WIDTH,
  type Column,
  drawHeader,
  drawParty,
  drawRow,
  GREY,
  MARGIN,
  REGULAR,
  rule,
} from './pdf-layout.ts';

/** The table's columns, left to right; numbers are right-aligned so pence line up. */
const COLUMNS: readonly Column[] = [
  { title: 'Code', width: 60, align: 'left' },
  { title: 'Description', width: 145, align: 'left' },
  { title: 'Qty', width: 35, align: 'right' },
  { title: 'Unit price\nexcl. VAT', width: 100, align: 'right' },
  { title: 'VAT rate', width: 50, align: 'right' },
  { title: 'Line total\nexcl. VAT', width: 105, align: 'right' },
];

function lineCells(line: OrderInvoiceLine): string[] {
  return [
    line.orderCode ?? '',
    line.note ? `${line.description}\nNote: ${line.note}` : line.description,
    String(line.quantity),
    formatPence(line.unitPricePence),
    `${line.vatRatePercent}%`,
    formatPence(line.lineTotalPence),
  ];
}

function drawInvoiceHeader(doc: PDFKit.PDFDocument, invoice: OrderInvoice): number {
  return drawHeader(doc, {
    seller: invoice.seller,
    title: 'VAT invoice',
    facts: [
      `Invoice number: ${invoice.invoiceNumber}`,
      // The venue's accounts office matches the invoice to its purchase order by this.
      ...(invoice.poNumber ? [`PO number: ${invoice.poNumber}`] : []),
      `Invoice date: ${londonDateText(invoice.invoicedAt)}`,
      `Tax point: ${londonDateText(invoice.invoicedAt)}`,
      // A membership invoice has no order: its reference line is left out.
      ...(invoice.orderNumber ? [`Order number: ${invoice.orderNumber}`] : []),
    ],
    right: MARGIN + 280,
    width: 215,
  });
}

function drawParties(doc: PDFKit.PDFDocument, invoice: OrderInvoice, top: number): number {
  const blocks = [
    { title: 'Invoice to', lines: invoice.customer.lines, x: MARGIN },
    ...(invoice.delivery
      ? [
          {
            title: 'Deliver to',
            lines: [
              ...invoice.delivery.lines,
              ...(invoice.deliveryNotes ? [`Delivery notes: ${invoice.deliveryNotes}`] : []),
            ],
            x: MARGIN + 250,
          },
        ]
      : []),
  ];
  let bottom = top;
  for (const block of blocks) bottom = Math.max(bottom, drawParty(doc, { ...block, width: 240 }, top));
  return bottom + 20;
}

/**
 * The VAT rows under a subtotal: at one rate 'VAT at 20%' as always; at several, each rate's VAT with
 * the net it is on ('VAT at 0% on £80.00'), then the total VAT, as HMRC asks of a mixed-rate invoice.
 */
export function vatRows(byRate: readonly VatRateTotal[], taxPence: Pence): [string, string, string][] {
  if (byRate.length <= 1) {
    return [[`VAT at ${byRate[0]?.ratePercent ?? STANDARD_VAT_RATE}%`, formatPence(taxPence), REGULAR]];
  }
  return [
    ...byRate.map((rate): [string, string, string] => [
      `VAT at ${rate.ratePercent}% on ${formatPence(rate.netPence)}`,
      formatPence(rate.vatPence),
      REGULAR,
    ]),
    ['Total VAT', formatPence(taxPence), REGULAR],
  ];
}

/** Draws label and amount rows at the right of the page from `top`; answers where they end. */
export function drawTotalRows(
  doc: PDFKit.PDFDocument,
  rows: readonly [string, string, string][],
  top: number,
): number {
  const labelX = MARGIN + CONTENT_WIDTH - 280;
  let y = top;
  for (const [label, amount, font] of rows) {
    doc.font(font).fontSize(10).fillColor('black');
    doc.text(label, labelX, y, { width: 180 });
    doc.text(amount, labelX + 180, y, { width: 100, align: 'right' });
    y = doc.y + 4;
  }
  return y + 16;
}

function drawTotals(doc: PDFKit.PDFDocument, invoice: OrderInvoice, top: number): number {
  const rows: [string, string, string][] = [
    ['Subtotal excl. VAT', formatPence(invoice.subTotalPence), REGULAR],
    ...(invoice.delivery
      ? [
          [
            'Delivery',
            invoice.shippingPence === 0 ? 'Included' : formatPence(invoice.shippingPence),
            REGULAR,
          ] as [string, string, string],
        ]
      : []),
    ...vatRows(invoice.vatByRate, invoice.taxPence),
    ['Total incl. VAT', formatPence(invoice.totalPence), BOLD],
  ];
  return drawTotalRows(doc, rows, top);
}

function paymentNote(invoice: OrderInvoice): string[] {
  if (invoice.payLater) {
    const terms = `Payment terms: ${invoice.payLater.termsDays} days from the invoice date.`;
    if (invoice.paid) return [terms, 'Paid with thanks.'];
    const due = invoice.payLater.dueAt ? `Payment due by ${londonDateText(invoice.payLater.dueAt)}.` : '';
    return [terms, due].filter((line) => line !== '');
  }
  return invoice.paid ? ['Paid with thanks.'] : ['Payment due on receipt.'];
}

/**
 * The invoice as a PDF (A4, pdfkit's built-in Helvetica, which prints £ through WinAnsi): header,
 * parties, one row per line (new pages as needed), totals, terms.
 */
export async function drawOrderInvoice(invoice: OrderInvoice): Promise<Buffer> {
  const { doc, file } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    // A fixed creation date keeps the same invoice the same file.
    info: {
      Title: `VAT invoice ${invoice.invoiceNumber}`,
      Author: invoice.seller.name,
      CreationDate: new Date(invoice.invoicedAt),
    },
  });

  let y = drawLineTable(doc, invoice.lines, drawParties(doc, invoice, drawInvoiceHeader(doc, invoice)));
  const bottom = doc.page.height - MARGIN;
  if (y + 120 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y = drawTotals(doc, invoice, y + 10);
  doc.font(REGULAR).fontSize(9).fillColor('black');
  for (const note of paymentNote(invoice)) {
    doc.text(note, MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + 2;
  }
  doc
    .fillColor(GREY)
    .text('All amounts are in pounds sterling (GBP).', MARGIN, y + 8, { width: CONTENT_WIDTH });
  doc.end();
  return file;
}

/**
 * The lines as the invoice's table from `top` (the header row again on each new page), ruled off
 * below; answers where the table ends. A credit note prints its lines the same way.
 */
export function drawLineTable(
  doc: PDFKit.PDFDocument,
  lines: readonly OrderInvoiceLine[],
  top: number,
): number {
  let y = top;
  const bottom = doc.page.height - MARGIN;
  const tableHeader = () => {
    const next = drawRow(
      doc,
      COLUMNS,
      COLUMNS.map((column) => column.title),
      y,
      BOLD,
    );
    rule(doc, next - 3);
    y = next + 2;
  };
  tableHeader();
  for (const line of lines) {
    const cells = lineCells(line);
    const height = doc
      .font(REGULAR)
      .fontSize(9)
      .heightOfString(cells[0] ?? '', { width: (COLUMNS[0]?.width ?? 0) - CELL_GAP });
    if (y + height + 6 > bottom) {
      doc.addPage();
      y = MARGIN;
      tableHeader();
    }
    y = drawRow(doc, COLUMNS, cells, y, REGULAR);
  }
  rule(doc, y);
  return y;
}
