import type { ProductSummary } from '../../../domain/schemas/catalog.ts';
import type { Db } from '../../db/database.ts';
import { toSummary } from '../catalog/catalog.service.ts';
import { listSellerProducts } from './seller-products.repository.ts';

/**
 * The caller's own products. A customer (role user or admin) owns none, so they get an empty list
 * rather than a 403: the id is their own, and "the products you sell" is simply nothing. The spec's
 * client only asks for sellers anyway.
 */
export async function sellerProducts(db: Db, sellerId: number): Promise<ProductSummary[]> {
  return (await listSellerProducts(db, sellerId)).map(toSummary);
}
