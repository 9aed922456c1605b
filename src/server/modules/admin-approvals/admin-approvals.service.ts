import {
  APPROVAL_QUEUE_SIZE,
  type ApprovalQueue,
  type SellerStanding,
} from '../../../domain/schemas/approvals.ts';
import type { ManagedProduct } from '../../../domain/schemas/back-office-catalogue.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import {
  type Actor,
  type CatalogueDeps,
  MANAGED_PRODUCT_NOT_FOUND,
  managedProduct,
  pendingProducts,
  toManagedProduct,
} from '../admin-catalogue/admin-catalogue.public.ts';
import {
  decideProduct,
  decideSeller,
  findProductForDecision,
  findSeller,
  pendingSellers,
} from './admin-approvals.repository.ts';

export const SELLER_NOT_FOUND = 'This seller account does not exist.';
export const ALREADY_DECIDED = 'This is no longer waiting for approval: it has been decided already.';
export const SELLER_NOT_APPROVED =
  "The seller's account is not approved yet. Please approve the seller first, then their products.";

/** A decision: approve, or turn down with a reason the seller sees. */
export type Decision = { approve: true } | { approve: false; reason: string };

function stored(decision: Decision) {
  return decision.approve
    ? ({ approval: 'approved', note: null } as const)
    : ({ approval: 'rejected', note: decision.reason } as const);
}

export async function approvalQueue(db: Db): Promise<ApprovalQueue> {
  const [sellers, products] = await Promise.all([
    pendingSellers(db, APPROVAL_QUEUE_SIZE),
    pendingProducts(db, APPROVAL_QUEUE_SIZE),
  ]);
  return {
    sellers: sellers.rows,
    sellers_total: sellers.total,
    products: products.rows.map(toManagedProduct),
    products_total: products.total,
  };
}

/** Approves or turns down a seller's account waiting for staff, audited in the same write. */
export async function decideOnSeller(
  deps: CatalogueDeps,
  actor: Actor,
  id: number,
  decision: Decision,
): Promise<SellerStanding> {
  const seller = await findSeller(deps.db, id);
  if (seller?.role !== 'seller') throw new NotFoundError(SELLER_NOT_FOUND);
  const now = deps.clock.now();
  const outcome = stored(decision);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await decideSeller(trx, id, outcome))) throw new ConflictError(ALREADY_DECIDED);
    await writeAudit(
      trx,
      {
        actorUserId: actor.id,
        action: decision.approve ? 'seller.approve' : 'seller.reject',
        subjectType: 'user',
        subjectId: id,
        customerId: id,
        detail: { name: seller.name, ...(decision.approve ? {} : { reason: decision.reason }) },
      },
      now,
    );
  });
  return { approval: outcome.approval, approval_note: outcome.note };
}

/**
 * Approves (into the shop at once) or turns down a product waiting for staff, audited in the same
 * write. A product of a seller whose account is not approved cannot be approved: a seller stays out
 * of the shop until staff have approved them.
 */
export async function decideOnProduct(
  deps: CatalogueDeps,
  actor: Actor,
  id: number,
  decision: Decision,
): Promise<ManagedProduct> {
  const product = await findProductForDecision(deps.db, id);
  if (!product) throw new NotFoundError(MANAGED_PRODUCT_NOT_FOUND);
  // An approved seller stays approved, so this read cannot go stale before the write below.
  if (decision.approve && product.seller_id !== null && product.seller_approval !== 'approved') {
    throw new ConflictError(SELLER_NOT_APPROVED);
  }
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await decideProduct(trx, id, stored(decision)))) throw new ConflictError(ALREADY_DECIDED);
    await writeAudit(
      trx,
      {
        actorUserId: actor.id,
        action: decision.approve ? 'product.approve' : 'product.reject',
        subjectType: 'product',
        subjectId: id,
        detail: { name: product.name, ...(decision.approve ? {} : { reason: decision.reason }) },
      },
      now,
    );
  });
  deps.catalogueCache.clear();
  return managedProduct(deps.db, actor, id);
}

/** Where a seller's own account stands (an admin, who needs no approval, is always approved). */
export async function sellerStanding(db: Db, actor: Actor): Promise<SellerStanding> {
  const seller = await findSeller(db, actor.id);
  if (seller?.role !== 'seller') return { approval: 'approved', approval_note: null };
  return { approval: seller.seller_approval, approval_note: seller.seller_approval_note };
}
