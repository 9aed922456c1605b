import { allergenDeclarations, allergenStatement } from '../../../domain/allergens.ts';
import { packLabel } from '../../../domain/pack.ts';
import type { SubstituteCandidates, SubstitutedLine } from '../../../domain/schemas/admin-orders.ts';
import {
  SUBSTITUTE_ALREADY,
  SUBSTITUTE_NOT_ALLOWED,
  SUBSTITUTE_NOT_CANDIDATE,
  SUBSTITUTE_NOT_SHORT,
  SUBSTITUTE_ORDER_CLOSED,
  type SubstituteProduct,
  substituteCandidates,
} from '../../../domain/substitutions.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { lineSubstitution, type OrderItemRow, type OrderRow } from '../orders/orders.public.ts';
import {
  findLineWithOrder,
  findSubstituteProduct,
  listedProductsOfCategory,
  recordSubstitution,
  takeSubstituteStock,
} from './line-substitutes.repository.ts';
import { substitutionMail } from './substitution-mail.ts';

export const ORDER_LINE_NOT_FOUND = 'This order line could not be found. It may have been removed.';

/** Orders still to go out: a delivered or cancelled order's lines are not changed. */
const SUBSTITUTABLE_STATUSES: ReadonlySet<string> = new Set(['processing', 'outstanding']);

type Line = { item: OrderItemRow; order: OrderRow };

async function existingLine(db: Db, itemId: number): Promise<Line> {
  const line = await findLineWithOrder(db, itemId);
  if (!line) throw new NotFoundError(ORDER_LINE_NOT_FOUND);
  return line;
}

/** Why this line may not be substituted now (422 or 409), or nothing. */
function assertSubstitutable({ item, order }: Line): void {
  if (!SUBSTITUTABLE_STATUSES.has(order.status)) {
    throw new ConflictError(SUBSTITUTE_ORDER_CLOSED, { item: [SUBSTITUTE_ORDER_CLOSED] });
  }
  if (Number(item.allow_substitute) !== 1) {
    throw new ValidationError(SUBSTITUTE_NOT_ALLOWED, { item: [SUBSTITUTE_NOT_ALLOWED] });
  }
  if (Number(item.units_short) <= 0) {
    throw new ValidationError(SUBSTITUTE_NOT_SHORT, { item: [SUBSTITUTE_NOT_SHORT] });
  }
  if (item.substituted_at !== null)
    throw new ConflictError(SUBSTITUTE_ALREADY, { item: [SUBSTITUTE_ALREADY] });
}

/** The products that may stand in for the line now, by the rule of decision 0188. */
async function candidatesFor(
  db: Db,
  item: OrderItemRow,
): Promise<{ original: SubstituteProduct | null; candidates: SubstituteProduct[] }> {
  const original = item.product_id === null ? null : await findSubstituteProduct(db, item.product_id);
  // A deleted original leaves nothing to compare allergens or pack with: nothing is safe to offer.
  if (!original) return { original: null, candidates: [] };
  const pool = await listedProductsOfCategory(db, original.categoryId);
  return { original, candidates: substituteCandidates(original, Number(item.units_short), pool) };
}

/** GET /api/admin/order-items/{id}/substitutes: what staff may send instead of a short line's product. */
export async function listSubstitutes(db: Db, itemId: number): Promise<SubstituteCandidates> {
  const line = await existingLine(db, itemId);
  assertSubstitutable(line);
  const { candidates } = await candidatesFor(db, line.item);
  return {
    candidates: candidates.map((product) => ({
      product_id: product.id,
      name: product.name,
      pack: packLabel(product.pack),
      stock: product.stock,
      allergens: allergenStatement(allergenDeclarations(product.allergens)),
    })),
  };
}

export type SubstituteContext = { db: Db; mailer: Mailer; actorId: number; now: Date };

/**
 * POST /api/admin/order-items/{id}/substitute: staff send `productId` instead of the line's short
 * units (decision 0188). In one transaction: the line and product are checked again, the
 * substitute's stock is taken by a conditional update, the line records the substitute and its
 * original (only if it has none yet), an audit entry and the venue's mail are written; the mail
 * goes once committed. The line keeps its price: no money moves.
 */
export async function substituteLine(
  ctx: SubstituteContext,
  itemId: number,
  productId: number,
): Promise<SubstitutedLine> {
  const nowIso = ctx.now.toISOString();
  const { mail, item } = await ctx.db.transaction().execute(async (trx) => {
    const line = await existingLine(trx, itemId);
    assertSubstitutable(line);
    const { original, candidates } = await candidatesFor(trx, line.item);
    const chosen = candidates.find((candidate) => candidate.id === productId);
    if (!chosen)
      throw new ValidationError(SUBSTITUTE_NOT_CANDIDATE, { product_id: [SUBSTITUTE_NOT_CANDIDATE] });
    const unitsShort = Number(line.item.units_short);
    const stockTaken = await takeSubstituteStock(trx, chosen.id, unitsShort);
    if (stockTaken === null) {
      throw new ConflictError(SUBSTITUTE_NOT_CANDIDATE, { product_id: [SUBSTITUTE_NOT_CANDIDATE] });
    }
    const recorded = {
      productId: chosen.id,
      title: chosen.name,
      pack: packLabel(chosen.pack),
      originalPack: original ? packLabel(original.pack) : null,
      stockTaken,
    };
    if (!(await recordSubstitution(trx, itemId, recorded, nowIso))) {
      throw new ConflictError(SUBSTITUTE_ALREADY, { item: [SUBSTITUTE_ALREADY] });
    }
    await writeAudit(
      trx,
      {
        actorUserId: ctx.actorId,
        action: 'order.substitute',
        subjectType: 'order',
        subjectId: line.order.id,
        customerId: line.order.user_id,
        detail: {
          item_id: itemId,
          original: { product_id: line.item.product_id, title: line.item.title, pack: recorded.originalPack },
          substitute: { product_id: chosen.id, title: chosen.name, pack: recorded.pack },
          units: unitsShort,
        },
      },
      ctx.now,
    );
    const substituted: OrderItemRow = {
      ...line.item,
      substitute_product_id: chosen.id,
      substitute_title: chosen.name,
      substitute_pack: recorded.pack,
      original_pack: recorded.originalPack,
      substituted_at: nowIso,
      substitute_stock_taken: stockTaken,
    };
    const pending = line.order.email
      ? await ctx.mailer.store(trx, substitutionMail(line.order.email, line.order, substituted))
      : null;
    return { mail: pending, item: substituted };
  });
  if (mail) await ctx.mailer.deliver(mail);
  const substitution = lineSubstitution(item);
  if (!substitution) throw new Error('the substitution was recorded without its substitute');
  return { item_id: itemId, substitution };
}
