import { allergenStatement } from '../../../domain/allergens.ts';
import { PRODUCT_NO_LONGER_LISTED } from '../../../domain/delivery-runs.ts';
import type { DeliveryRun } from '../../../domain/schemas/admin-orders.ts';
import { SHORT_SUBSTITUTE_ALLOWED } from '../../../domain/stock.ts';
import { openPdf } from '../../pdf/open-pdf.ts';
import { lineNotesText, runTitle } from './delivery-runs.service.ts';

const MARGIN = 40;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';
const GAP = 6;
const BOX = 9;

type Column = { title: string; width: number; align: 'left' | 'right' };

/** A4 landscape: 841.89 x 595.28 points, so the drop list's address and notes fit on one line. */
const PICKING: readonly Column[] = [
  { title: 'Picked', width: 50, align: 'left' },
  { title: 'Code', width: 65, align: 'left' },
  { title: 'Product', width: 250, align: 'left' },
  { title: 'Allergens', width: 275, align: 'left' },
  { title: 'Quantity', width: 60, align: 'right' },
  { title: 'Orders', width: 60, align: 'right' },
];
const DROPS: readonly Column[] = [
  { title: 'Done', width: 40, align: 'left' },
  { title: 'Order', width: 75, align: 'left' },
  { title: 'Slot', width: 90, align: 'left' },
  { title: 'Venue and contact', width: 135, align: 'left' },
  { title: 'Address', width: 140, align: 'left' },
  { title: 'Phone', width: 85, align: 'left' },
  { title: 'Items', width: 40, align: 'right' },
  { title: 'Notes', width: 155, align: 'left' },
];

function rowHeight(doc: PDFKit.PDFDocument, columns: readonly Column[], cells: readonly string[]): number {
  doc.font(REGULAR).fontSize(9);
  return Math.max(
    ...columns.map((column, index) => doc.heightOfString(cells[index] ?? '', { width: column.width - GAP })),
  );
}

function drawRow(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  cells: readonly string[],
  y: number,
  options: { bold?: boolean; tick?: boolean } = {},
): number {
  const height = rowHeight(doc, columns, cells);
  doc
    .font(options.bold ? BOLD : REGULAR)
    .fontSize(9)
    .fillColor('black');
  let x = MARGIN;
  columns.forEach((column, index) => {
    if (index === 0 && options.tick) {
      // An empty box to tick by hand on the printed sheet.
      doc.rect(x, y, BOX, BOX).lineWidth(0.8).strokeColor('black').stroke();
    } else {
      const textOptions = { width: column.width - GAP, align: column.align };
      // The gap sits on a column's right, so figures aligned right keep clear of the next column.
      doc.text(cells[index] ?? '', x, y, textOptions);
    }
    x += column.width;
  });
  const bottom = y + height + 4;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(doc.page.width - MARGIN, bottom)
    .lineWidth(0.4)
    .strokeColor('#bbbbbb')
    .stroke();
  return bottom + 4;
}

function drawTable(
  doc: PDFKit.PDFDocument,
  heading: string,
  columns: readonly Column[],
  rows: readonly string[][],
  empty: string,
  startY: number,
): number {
  const bottom = doc.page.height - MARGIN;
  let y = startY;
  if (y + 60 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font(BOLD).fontSize(13).fillColor('black').text(heading, MARGIN, y);
  y = doc.y + 6;
  const header = () => {
    y = drawRow(
      doc,
      columns,
      columns.map((column) => column.title),
      y,
      { bold: true },
    );
  };
  header();
  if (rows.length === 0) {
    doc.font(REGULAR).fontSize(9).fillColor(GREY).text(empty, MARGIN, y);
    return doc.y + 16;
  }
  for (const row of rows) {
    if (y + rowHeight(doc, columns, row) + 8 > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    y = drawRow(doc, columns, row, y, { tick: true });
  }
  return y + 16;
}

/** The printable run sheet: the picking list, then the drop list, each with boxes to tick by hand. */
export async function drawDeliveryRun(run: DeliveryRun, printedAt: Date): Promise<Buffer> {
  const title = `Delivery run: ${runTitle(run)}`;
  const { doc, file } = await openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: title, Author: 'W1 Wholesale', CreationDate: printedAt },
  });

  doc.font(BOLD).fontSize(16).fillColor('black').text(title, MARGIN, MARGIN);
  const units = run.picking.reduce((total, line) => total + line.quantity, 0);
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(GREY)
    .text(
      `${run.drops.length} ${run.drops.length === 1 ? 'drop' : 'drops'}, ${run.picking.length} ${run.picking.length === 1 ? 'product' : 'products'}, ${units} ${units === 1 ? 'item' : 'items'}.`,
    );
  let y = doc.y + 14;
  y = drawTable(
    doc,
    'Picking list',
    PICKING,
    run.picking.map((line) => [
      '',
      line.order_code ?? '',
      line.units_short > 0
        ? `${line.title}\n${SHORT_SUBSTITUTE_ALLOWED}: ${line.units_short} short`
        : line.title,
      // What the product contains and may contain, for the kitchen that receives it.
      line.allergens ? allergenStatement(line.allergens) : PRODUCT_NO_LONGER_LISTED,
      String(line.quantity),
      String(line.orders),
    ]),
    'Nothing to pick for this run.',
    y,
  );
  drawTable(
    doc,
    'Drop list',
    DROPS,
    run.drops.map((drop) => [
      '',
      drop.po_number ? `${drop.order_id}\nPO ${drop.po_number}` : drop.order_id,
      drop.slot_label,
      [drop.venue, drop.contact].filter(Boolean).join('\n'),
      [...drop.address, drop.postcode].join('\n'),
      drop.phone ?? '',
      String(drop.items),
      // The venue's own words first: what the driver must do at the door, then what the picker must mind.
      [
        drop.delivery_notes ? `Delivery: ${drop.delivery_notes}` : '',
        drop.line_notes.length > 0 ? `Lines: ${lineNotesText(drop.line_notes)}` : '',
        drop.notes,
      ]
        .filter((text) => text !== '')
        .join('\n'),
    ]),
    'No drops for this run.',
    y,
  );
  doc.end();
  return file;
}
