/** The page, fonts and table layout the printed documents (invoice, credit note, statement) share. */
export const MARGIN = 50;
export const PAGE_WIDTH = 595.28; // A4 in points
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const GREY = '#555555';
export const CELL_GAP = 6;

/** A table column; figures are right-aligned so pence line up. */
export type Column = { readonly title: string; readonly width: number; readonly align: 'left' | 'right' };

/** One table row from the left margin; answers where the next row starts. */
export function drawRow(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  cells: readonly string[],
  y: number,
  font: string,
): number {
  doc.font(font).fontSize(9).fillColor('black');
  let x = MARGIN;
  let height = 0;
  columns.forEach((column, index) => {
    const text = cells[index] ?? '';
    // 6pt between columns: on the right of text read from the left, on the left of figures.
    const options = { width: column.width - CELL_GAP, align: column.align };
    height = Math.max(height, doc.heightOfString(text, options));
    doc.text(text, column.align === 'right' ? x + CELL_GAP : x, y, options);
    x += column.width;
  });
  return y + height + 6;
}

/** A thin grey line across the page, under a table's header and at its end. */
export function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/**
 * The document's head: the seller (name, address, VAT number when printed) on the left, the title
 * and its facts on the right from `right`, `width` wide. Answers where the body starts.
 */
export function drawHeader(
  doc: PDFKit.PDFDocument,
  head: {
    seller: { name: string; addressLines: readonly string[]; vatNumber?: string };
    title: string;
    facts: readonly string[];
    right: number;
    width: number;
  },
): number {
  const { seller } = head;
  doc.font(BOLD).fontSize(14).fillColor('black').text(seller.name, MARGIN, MARGIN, { width: 260 });
  doc.font(REGULAR).fontSize(9).fillColor(GREY);
  for (const line of seller.addressLines) doc.text(line, { width: 260 });
  if (seller.vatNumber !== undefined)
    doc.text(`VAT registration number: ${seller.vatNumber}`, { width: 260 });
  const sellerBottom = doc.y;
  doc
    .fillColor('black')
    .font(BOLD)
    .fontSize(18)
    .text(head.title, head.right, MARGIN, { width: head.width, align: 'right' });
  doc.font(REGULAR).fontSize(9);
  for (const fact of head.facts) doc.text(fact, head.right, doc.y, { width: head.width, align: 'right' });
  return Math.max(sellerBottom, doc.y) + 20;
}

/** A party's block (who is invoiced, credited, delivered to): a bold heading over its lines; answers its bottom. */
export function drawParty(
  doc: PDFKit.PDFDocument,
  party: { title: string; lines: readonly string[]; x: number; width: number },
  top: number,
): number {
  doc.font(BOLD).fontSize(10).fillColor('black').text(party.title, party.x, top, { width: party.width });
  doc.font(REGULAR).fontSize(9);
  for (const line of party.lines) doc.text(line, party.x, doc.y, { width: party.width });
  return doc.y;
}
