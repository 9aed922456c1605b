import {
  BACK_OFFICE_PER_PAGE,
  type SellerOrderLinePage,
} from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/paging.ts';
import { toSummary } from '../catalogue/catalogue.public.ts';
import { countSellerOrderLines, listSellerOrderLines } from './seller-orders.repository.ts';
import { listSellerProducts } from './seller-products.repository.ts';

/**
 * The seller's products that are in the shop (archived ones are listed in the seller area, GET
 * /api/seller/products). A customer (role user or admin) owns none, so they get an empty list
 * rather than a 403: the id is their own, and "the products you sell" is simply nothing. The spec's
 * client only asks for sellers anyway.
 */
export async function sellerProducts(db: Db, sellerId: number): Promise<ProductSummary[]> {
  return (await listSellerProducts(db, sellerId)).map(toSummary);
}

/** GET /api/seller/orders: the order lines of the seller's products, a page at a time. */
export async function sellerOrderLines(db: Db, sellerId: number, page: number): Promise<SellerOrderLinePage> {
  return readPage(
    page,
    BACK_OFFICE_PER_PAGE,
    () => countSellerOrderLines(db, sellerId),
    (window) => listSellerOrderLines(db, sellerId, window),
  );
}
