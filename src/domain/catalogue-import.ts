import { parseCsv } from './csv-parse.ts';
import type { Pence } from './money.ts';
import { normaliseOrderCode, ORDER_CODE_PATTERN } from './order-code.ts';
import { MAX_STOCK } from './stock.ts';
import { isVatRate, type VatRatePercent } from './vat.ts';

/**
 * A back-office CSV import of stock and prices: a header row naming the columns, then one product
 * a line, found by its order code or its product id. An empty cell leaves that figure as it is;
 * `untracked` in the stock column stops counting the product's stock. Prices are pounds.
 */
export const IMPORT_COLUMNS = [
  'order_code',
  'product_id',
  'stock',
  'price',
  'member_price',
  'vat_rate',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Header names accepted for each column, lower-cased, spaces as underscores. */
const COLUMN_NAMES: Record<string, ImportColumn> = {
  order_code: 'order_code',
  code: 'order_code',
  product_id: 'product_id',
  id: 'product_id',
  stock: 'stock',
  price: 'price',
  list_price: 'price',
  member_price: 'member_price',
  special_price: 'member_price',
  vat_rate: 'vat_rate',
  vat: 'vat_rate',
};

export const MAX_IMPORT_LINES = 5_000;
export const MAX_IMPORT_PRICE_PENCE: Pence = 100_000_00;
export const UNTRACKED = 'untracked';

export type ImportKey = { orderCode: string } | { productId: number };

/** One line of the file, read: which product, and each figure it sets (absent: left as it is). */
export type ImportRow = {
  line: number;
  key: ImportKey;
  /** A whole number of units, or null: stop counting. */
  stock?: number | null;
  pricePence?: Pence;
  memberPricePence?: Pence;
  vatRatePercent?: VatRatePercent;
};

export type ImportProblem = { line: number; message: string };

export type ImportFile = { rows: ImportRow[]; problems: ImportProblem[] };

/** "12.50", "£12.50" or "12" as pence, or null when it is not pounds and pence in range. */
function readPounds(text: string): Pence | null {
  const match = /^£?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence > 0 && pence <= MAX_IMPORT_PRICE_PENCE ? pence : null;
}

/** "20", "20%", "5", "0" as a VAT rate, or undefined when it is none of the three. */
function readVatRate(text: string): VatRatePercent | undefined {
  const match = /^(\d{1,2})\s*%?$/.exec(text);
  const rate = match ? Number(match[1]) : Number.NaN;
  return isVatRate(rate) ? rate : undefined;
}

function readStock(text: string): number | null | undefined {
  if (text.toLowerCase() === UNTRACKED) return null;
  if (!/^\d{1,7}$/.test(text)) return undefined;
  const stock = Number(text);
  return stock <= MAX_STOCK ? stock : undefined;
}

export function importKeyText(key: ImportKey): string {
  return 'orderCode' in key ? `order code ${key.orderCode}` : `product id ${key.productId}`;
}

function readHeader(fields: string[]): { columns: (ImportColumn | null)[]; problem?: string } {
  const columns = fields.map((name) => COLUMN_NAMES[name.trim().toLowerCase().replace(/\s+/g, '_')] ?? null);
  const unknown = fields.filter((_, index) => columns[index] === null);
  if (unknown.length > 0) {
    return {
      columns,
      problem: `Unknown column ${unknown.map((name) => `"${name}"`).join(', ')}. Use order_code or product_id, then stock, price, member_price, vat_rate.`,
    };
  }
  if (new Set(columns).size !== columns.length) return { columns, problem: 'A column is named twice.' };
  if (!columns.includes('order_code') && !columns.includes('product_id')) {
    return { columns, problem: 'Name the products with an order_code or a product_id column.' };
  }
  if (!columns.some((column) => column !== 'order_code' && column !== 'product_id')) {
    return { columns, problem: 'Give at least one of the columns stock, price, member_price and vat_rate.' };
  }
  return { columns };
}

/**
 * Reads an import file into its rows, or the problems of every line that cannot be read (a file
 * with any problem changes nothing). What needs the database (does the product exist, is the member
 * price still at most the list price) is the server's to check.
 */
export function readImportFile(text: string): ImportFile {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { rows: [], problems: [{ line: parsed.line, message: parsed.message }] };
  const [header, ...records] = parsed.records;
  if (!header) return { rows: [], problems: [{ line: 1, message: 'Line 1: the file is empty.' }] };
  const { columns, problem } = readHeader(header.fields);
  if (problem)
    return { rows: [], problems: [{ line: header.line, message: `Line ${header.line}: ${problem}` }] };
  if (records.length === 0) {
    return { rows: [], problems: [{ line: header.line, message: 'The file has a header but no products.' }] };
  }
  if (records.length > MAX_IMPORT_LINES) {
    return {
      rows: [],
      problems: [
        {
          line: 1,
          message: `The file has ${records.length} products; import at most ${MAX_IMPORT_LINES} at a time.`,
        },
      ],
    };
  }

  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    const say = (message: string) => problems.push({ line, message: `Line ${line}: ${message}` });
    if (fields.length !== columns.length) {
      say(`has ${fields.length} fields where the header has ${columns.length}.`);
      continue;
    }
    const cell = (column: ImportColumn) => {
      const index = columns.indexOf(column);
      return index === -1 ? '' : (fields[index] ?? '').trim();
    };
    const lineProblems: string[] = [];
    let key: ImportKey | null = null;
    const code = normaliseOrderCode(cell('order_code'));
    const id = cell('product_id');
    if (code !== '') {
      if (ORDER_CODE_PATTERN.test(code)) key = { orderCode: code };
      else lineProblems.push(`"${code}" is not an order code (3 to 10 capital letters and digits).`);
    } else if (id !== '') {
      if (/^[1-9]\d{0,9}$/.test(id)) key = { productId: Number(id) };
      else lineProblems.push(`"${id}" is not a product id.`);
    } else {
      lineProblems.push('give the order code or the product id.');
    }
    const row: Omit<ImportRow, 'key' | 'line'> = {};
    const stock = cell('stock');
    if (stock !== '') {
      const value = readStock(stock);
      if (value === undefined)
        lineProblems.push(
          `the stock "${stock}" must be a whole number from 0 to ${MAX_STOCK} or "${UNTRACKED}".`,
        );
      else row.stock = value;
    }
    for (const [column, label, field] of [
      ['price', 'price', 'pricePence'],
      ['member_price', 'member price', 'memberPricePence'],
    ] as const) {
      const text = cell(column);
      if (text === '') continue;
      const pence = readPounds(text);
      if (pence === null)
        lineProblems.push(
          `the ${label} "${text}" must be pounds and pence from 0.01 to 100000, such as 12.50.`,
        );
      else row[field] = pence;
    }
    const vat = cell('vat_rate');
    if (vat !== '') {
      const rate = readVatRate(vat);
      if (rate === undefined) lineProblems.push(`the VAT rate "${vat}" must be 20, 5 or 0.`);
      else row.vatRatePercent = rate;
    }
    if (lineProblems.length === 0 && Object.keys(row).length === 0) {
      lineProblems.push('nothing to change: give a stock, a price, a member price or a VAT rate.');
    }
    if (key) {
      const name = importKeyText(key);
      const first = seen.get(name);
      if (first !== undefined) lineProblems.push(`${name} is already on line ${first}.`);
      else seen.set(name, line);
    }
    if (lineProblems.length > 0 || !key) {
      say(lineProblems.join(' '));
      continue;
    }
    rows.push({ line, key, ...row });
  }
  return { rows, problems };
}
