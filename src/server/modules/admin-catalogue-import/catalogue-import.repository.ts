import { type VatRatePercent, vatRateOr } from '../../../domain/vat.ts';
import { type Db, isPostgres } from '../../db/database.ts';

export type ImportedProductRow = {
  id: number;
  name: string;
  order_code: string | null;
  price_pence: number;
  member_price_pence: number;
  stock: number | null;
  vat_rate: VatRatePercent;
};

/**
 * The products an import names, by order code or id, archived ones too. With `lock` (inside the
 * applying transaction) PostgreSQL holds their rows until it ends, so what the import checked is
 * what it changes.
 */
export async function productsForImport(
  db: Db,
  codes: readonly string[],
  ids: readonly number[],
  lock: boolean,
): Promise<ImportedProductRow[]> {
  if (codes.length === 0 && ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'order_code', 'price_pence', 'member_price_pence', 'stock', 'vat_rate'])
    .where((eb) =>
      eb.or([
        ...(codes.length > 0 ? [eb('order_code', 'in', codes)] : []),
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
      ]),
    )
    .orderBy('id')
    .$if(lock && isPostgres(db), (query) => query.forUpdate())
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    stock: row.stock === null ? null : Number(row.stock),
    vat_rate: vatRateOr(row.vat_rate),
  }));
}

export async function updateImportedProduct(
  trx: Db,
  id: number,
  values: {
    stock?: number | null;
    price_pence?: number;
    member_price_pence?: number;
    vat_rate?: VatRatePercent;
  },
): Promise<void> {
  await trx.updateTable('products').set(values).where('id', '=', id).execute();
}
