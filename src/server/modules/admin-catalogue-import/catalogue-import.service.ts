import {
  type ImportProblem,
  type ImportRow,
  importKeyText,
  readImportFile,
} from '../../../domain/catalogue-import.ts';
import { formatPence, penceToPounds } from '../../../domain/money.ts';
import { defaultOrderCode } from '../../../domain/order-code.ts';
import type {
  CatalogueImportResult,
  ImportChange,
  ImportLine,
} from '../../../domain/schemas/catalogue-import.ts';
import type { VatRatePercent } from '../../../domain/vat.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../errors.ts';
import type { CatalogueDeps } from '../admin-catalogue/admin-catalogue.public.ts';
import {
  type ImportedProductRow,
  productsForImport,
  updateImportedProduct,
} from './catalogue-import.repository.ts';

/** A file with any problem changes nothing: 422 with every problem, keyed by its line. */
function refusal(problems: readonly ImportProblem[]): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) {
    const key = `line.${problem.line}`;
    errors[key] = [...(errors[key] ?? []), problem.message];
  }
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return new ValidationError(
    `Nothing was changed: the file has ${count}. Correct it and import it again.`,
    errors,
  );
}

type PlannedLine = ImportLine & {
  before: ImportedProductRow;
  after: { stock: number | null; price_pence: number; member_price_pence: number; vat_rate: VatRatePercent };
};

function changesOf(before: ImportedProductRow, after: PlannedLine['after']): ImportChange[] {
  const changes: ImportChange[] = [];
  if (after.stock !== before.stock) changes.push({ field: 'stock', from: before.stock, to: after.stock });
  if (after.price_pence !== before.price_pence) {
    changes.push({
      field: 'price',
      from: penceToPounds(before.price_pence),
      to: penceToPounds(after.price_pence),
    });
  }
  if (after.member_price_pence !== before.member_price_pence) {
    changes.push({
      field: 'member_price',
      from: penceToPounds(before.member_price_pence),
      to: penceToPounds(after.member_price_pence),
    });
  }
  if (after.vat_rate !== before.vat_rate) {
    changes.push({ field: 'vat_rate', from: before.vat_rate, to: after.vat_rate });
  }
  return changes;
}

/**
 * What each line of the file would do to its product as the database stands: every line checked
 * (the product exists, is named once, keeps its member price at most its list price), and the
 * problems of all of them given together.
 */
async function planImport(db: Db, rows: readonly ImportRow[], lock: boolean): Promise<PlannedLine[]> {
  const codes = rows.flatMap((row) => ('orderCode' in row.key ? [row.key.orderCode] : []));
  const ids = rows.flatMap((row) => ('productId' in row.key ? [row.key.productId] : []));
  const products = await productsForImport(db, codes, ids, lock);
  const byCode = new Map(
    products.flatMap((product) => (product.order_code ? [[product.order_code, product]] : [])),
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  const problems: ImportProblem[] = [];
  const lineOfProduct = new Map<number, number>();
  const planned: PlannedLine[] = [];
  for (const row of rows) {
    const say = (message: string) =>
      problems.push({ line: row.line, message: `Line ${row.line}: ${message}` });
    const product = 'orderCode' in row.key ? byCode.get(row.key.orderCode) : byId.get(row.key.productId);
    if (!product) {
      say(`no product has ${importKeyText(row.key)}.`);
      continue;
    }
    const code = product.order_code ?? defaultOrderCode(product.id);
    const earlier = lineOfProduct.get(product.id);
    if (earlier !== undefined) {
      say(`${code} (${product.name}) is already on line ${earlier}.`);
      continue;
    }
    lineOfProduct.set(product.id, row.line);
    const after = {
      stock: row.stock === undefined ? product.stock : row.stock,
      price_pence: row.pricePence ?? product.price_pence,
      member_price_pence: row.memberPricePence ?? product.member_price_pence,
      vat_rate: row.vatRatePercent ?? product.vat_rate,
    };
    if (after.member_price_pence > after.price_pence) {
      say(
        `the member price of ${code} would be ${formatPence(after.member_price_pence)}, more than its list price of ${formatPence(after.price_pence)}.`,
      );
      continue;
    }
    planned.push({
      line: row.line,
      product_id: product.id,
      order_code: code,
      name: product.name,
      changes: changesOf(product, after),
      before: product,
      after,
    });
  }
  if (problems.length > 0) throw refusal(problems);
  return planned;
}

function result(planned: readonly PlannedLine[], applied: boolean): CatalogueImportResult {
  return {
    applied,
    lines: planned.map(({ before: _before, after: _after, ...line }) => line),
    changed: planned.filter((line) => line.changes.length > 0).length,
  };
}

/** POST …/catalogue/import/preview: what the file would change, line by line; nothing is written. */
export async function previewCatalogueImport(db: Db, csv: string): Promise<CatalogueImportResult> {
  const file = readImportFile(csv);
  if (file.problems.length > 0) throw refusal(file.problems);
  return result(await planImport(db, file.rows, false), false);
}

/**
 * POST …/catalogue/import: checks the file again against the products as they are now and applies
 * every line in one transaction, each changed product with its audit entry (before and after), or
 * none of them.
 */
export async function applyCatalogueImport(
  deps: CatalogueDeps,
  actorId: number,
  csv: string,
): Promise<CatalogueImportResult> {
  const file = readImportFile(csv);
  if (file.problems.length > 0) throw refusal(file.problems);
  const now = deps.clock.now();
  const planned = await deps.db.transaction().execute(async (trx) => {
    const lines = await planImport(trx, file.rows, true);
    for (const line of lines) {
      if (line.changes.length === 0) continue;
      await updateImportedProduct(trx, line.product_id, line.after);
      const figures = (row: PlannedLine['after']) => ({
        stock: row.stock,
        price_pence: row.price_pence,
        member_price_pence: row.member_price_pence,
        // The rate is named only when the line changes it, so a stock or price line reads as before.
        ...(line.before.vat_rate !== line.after.vat_rate ? { vat_rate: row.vat_rate } : {}),
      });
      await writeAudit(
        trx,
        {
          actorUserId: actorId,
          action: 'product.import',
          subjectType: 'product',
          subjectId: line.product_id,
          detail: {
            name: line.name,
            line: line.line,
            before: figures(line.before),
            after: figures(line.after),
          },
        },
        now,
      );
    }
    return lines;
  });
  deps.catalogueCache.clear();
  return result(planned, true);
}
