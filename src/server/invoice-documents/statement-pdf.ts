import { londonDateText } from '../../domain/london-date.ts';
import { formatPence } from '../../domain/money.ts';
import { PAY_LATER_DUE_DAYS } from '../../domain/pay-later.ts';
import type { AccountStatement, StatementLine } from '../../domain/schemas/statement.ts';
import { openPdf } from '../pdf/open-pdf.ts';
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

/** What a statement's PDF prints: the statement, and the parties' lines already chosen for print. */
export type StatementDocument = {
  seller: { name: string; addressLines: string[] };
  /** Venue, name, billing address and email of the customer. */
  customerLines: string[];
  statement: AccountStatement;
};

/** Entries: figures right-aligned so pence line up. */
const ENTRY_COLUMNS: readonly Column[] = [
  { title: 'Date', width: 75, align: 'left' },
  { title: 'Type', width: 130, align: 'left' },
  { title: 'Reference', width: 130, align: 'left' },
  { title: 'Amount', width: 80, align: 'right' },
  { title: 'Balance', width: 80, align: 'right' },
];

/** A London day (YYYY-MM-DD) as the shop writes dates: "20 December 2026". */
function dayText(day: string): string {
  // Noon UTC is the same calendar day in London whatever the season.
  return londonDateText(`${day}T12:00:00.000Z`);
}

// A calendar day is printed as it is: formatted in UTC, where its noon stays on the same date.
const shortDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "20 Dec 2026", short enough for the table's date column. */
function shortDayText(day: string): string {
  return shortDayFormat.format(new Date(`${day}T12:00:00.000Z`));
}

function entryCells(line: StatementLine): string[] {
  return [
    shortDayText(line.date),
    line.type,
    line.reference ?? '',
    formatPence(line.amount_pence),
    formatPence(line.balance_pence),
  ];
}

function rowHeight(doc: PDFKit.PDFDocument, columns: readonly Column[], cells: readonly string[]): number {
  doc.font(REGULAR).fontSize(9);
  return Math.max(
    ...columns.map((column, index) =>
      doc.heightOfString(cells[index] ?? '', { width: column.width - CELL_GAP }),
    ),
  );
}

function drawStatementHeader(doc: PDFKit.PDFDocument, document: StatementDocument): number {
  const { statement } = document;
  return drawHeader(doc, {
    seller: document.seller,
    title: 'Statement of account',
    facts: [
      `Period: ${dayText(statement.from)} to ${dayText(statement.to)}`,
      `Ageing as at: ${dayText(statement.as_of)}`,
    ],
    right: MARGIN + 250,
    width: 245,
  });
}

function drawCustomer(doc: PDFKit.PDFDocument, lines: readonly string[], top: number): number {
  return drawParty(doc, { title: 'Statement for', lines, x: MARGIN, width: 300 }, top) + 20;
}

/** A label on the left and its amount under the balance column. */
function drawBalance(doc: PDFKit.PDFDocument, label: string, pence: number, y: number): number {
  doc.font(BOLD).fontSize(9).fillColor('black');
  doc.text(label, MARGIN, y, { width: CONTENT_WIDTH - 100 });
  doc.text(formatPence(pence), MARGIN + CONTENT_WIDTH - 100 + CELL_GAP, y, {
    width: 100 - CELL_GAP,
    align: 'right',
  });
  return doc.y + 8;
}

function drawAgeing(doc: PDFKit.PDFDocument, statement: AccountStatement, top: number): number {
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor('black')
    .text(`What is owed by age at ${dayText(statement.as_of)}`, MARGIN, top, { width: CONTENT_WIDTH });
  const width = CONTENT_WIDTH / (statement.ageing.length + 1);
  const columns: Column[] = [
    ...statement.ageing.map((bucket) => ({ title: bucket.label, width, align: 'right' as const })),
    { title: 'Total', width, align: 'right' },
  ];
  let y = drawRow(
    doc,
    columns,
    columns.map((column) => column.title),
    doc.y + 6,
    BOLD,
  );
  rule(doc, y - 3);
  const total = statement.ageing.reduce((sum, bucket) => sum + bucket.amount_pence, 0);
  y = drawRow(
    doc,
    columns,
    [...statement.ageing.map((bucket) => formatPence(bucket.amount_pence)), formatPence(total)],
    y + 2,
    REGULAR,
  );
  return y + 12;
}

/**
 * Draws the statement: header, customer, opening balance, one row per entry (new pages as needed),
 * closing balance, ageing and the amount due. The same statement is always the same file.
 */
export async function drawStatement(document: StatementDocument): Promise<Buffer> {
  const { statement } = document;
  const { doc, file } = await openPdf({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Statement of account ${statement.from} to ${statement.to}`,
      Author: document.seller.name,
      // Dated by its own content, so the same statement is the same bytes.
      CreationDate: new Date(`${statement.as_of}T12:00:00.000Z`),
    },
  });
  const bottom = doc.page.height - MARGIN;
  let y = drawCustomer(doc, document.customerLines, drawStatementHeader(doc, document));
  const tableHeader = () => {
    const next = drawRow(
      doc,
      ENTRY_COLUMNS,
      ENTRY_COLUMNS.map((column) => column.title),
      y,
      BOLD,
    );
    rule(doc, next - 3);
    y = next + 2;
  };
  y = drawBalance(doc, `Opening balance on ${dayText(statement.from)}`, statement.opening_balance_pence, y);
  tableHeader();
  if (statement.entries.length === 0) {
    doc.font(REGULAR).fontSize(9).fillColor(GREY).text('No entries in this period.', MARGIN, y);
    y = doc.y + 6;
  }
  for (const line of statement.entries) {
    const cells = entryCells(line);
    if (y + rowHeight(doc, ENTRY_COLUMNS, cells) + 6 > bottom) {
      doc.addPage();
      y = MARGIN;
      tableHeader();
    }
    y = drawRow(doc, ENTRY_COLUMNS, cells, y, REGULAR);
  }
  rule(doc, y);
  if (y + 170 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y = drawBalance(doc, `Closing balance on ${dayText(statement.to)}`, statement.closing_balance_pence, y + 8);
  y = drawAgeing(doc, statement, y + 8);
  doc.font(BOLD).fontSize(12).fillColor('black');
  doc.text('Amount due', MARGIN, y, { width: CONTENT_WIDTH - 140 });
  doc.text(formatPence(statement.amount_due_pence), MARGIN + CONTENT_WIDTH - 140, y, {
    width: 140,
    align: 'right',
  });
  y = doc.y + 10;
  doc.font(REGULAR).fontSize(9).fillColor('black');
  if (statement.closing_balance_pence < 0) {
    doc.text(`Your account is ${formatPence(-statement.closing_balance_pence)} in credit.`, MARGIN, y, {
      width: CONTENT_WIDTH,
    });
    y = doc.y + 4;
  }
  doc.text(`Payment terms: ${PAY_LATER_DUE_DAYS} days from the invoice date.`, MARGIN, y, {
    width: CONTENT_WIDTH,
  });
  doc
    .fillColor(GREY)
    .text('All amounts are in pounds sterling (GBP).', MARGIN, doc.y + 4, { width: CONTENT_WIDTH });
  doc.end();
  return file;
}
