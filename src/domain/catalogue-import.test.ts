import { describe, expect, it } from 'vitest';
import { readImportFile } from './catalogue-import.ts';

describe('readImportFile', () => {
  it('reads products by order code or id, with the figures each line sets', () => {
    const file = readImportFile(
      'Order code,Product ID,Stock,Price,Member price\r\nbrie1,,40,12.5,£11.00\r\n,17,untracked,,\r\n,18,,7,\r\n',
    );
    expect(file).toEqual({
      problems: [],
      rows: [
        { line: 2, key: { orderCode: 'BRIE1' }, stock: 40, pricePence: 1250, memberPricePence: 1100 },
        { line: 3, key: { productId: 17 }, stock: null },
        { line: 4, key: { productId: 18 }, pricePence: 700 },
      ],
    });
  });

  it('names every bad line with its number and why', () => {
    const file = readImportFile(
      [
        'order_code,stock,price',
        'GIN70,-1,12',
        'GIN70,5,12.555',
        '9ABC,5,12',
        ',5,12',
        'TONIC,,',
        'LIME1,5',
        'GIN70,3,',
      ].join('\n'),
    );
    expect(file.rows).toEqual([]);
    expect(file.problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(file.problems[0]?.message).toBe(
      'Line 2: the stock "-1" must be a whole number from 0 to 1000000 or "untracked".',
    );
    expect(file.problems[1]?.message).toContain('Line 3: the price "12.555" must be pounds and pence');
    expect(file.problems[1]?.message).toContain('order code GIN70 is already on line 2.');
    expect(file.problems[5]?.message).toBe('Line 7: has 2 fields where the header has 3.');
  });

  it('refuses a header it does not know, or without a product column', () => {
    expect(readImportFile('sku,stock\nA1,4').problems[0]?.message).toContain('Line 1: Unknown column "sku"');
    expect(readImportFile('stock,price\n4,5').problems[0]?.message).toBe(
      'Line 1: Name the products with an order_code or a product_id column.',
    );
    expect(readImportFile('').problems[0]?.message).toBe('Line 1: the file is empty.');
    expect(readImportFile('order_code,stock\n').problems[0]?.message).toBe(
      'The file has a header but no products.',
    );
  });
});
