import {
  MAX_SAVED_BASKETS,
  PRODUCT_NOT_SOLD,
  SAVED_BASKET_NAME_TAKEN,
  SAVED_BASKET_NOT_FOUND,
  SAVED_BASKETS_FULL,
} from '../../../domain/saved-baskets.ts';
import type {
  NewSavedBasketBody,
  SavedBasketContents,
  SavedBasketList,
  SavedBasketSummary,
} from '../../../domain/schemas/saved-baskets.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { basketAtTodaysPrices } from '../orders/orders.public.ts';
import {
  countSavedBaskets,
  deleteSavedBasket,
  findOwnSavedBasket,
  insertSavedBasket,
  listedProductNames,
  listSavedBasketLines,
  listSavedBaskets,
  lockSavedBasketsOwner,
  renameSavedBasket,
} from './saved-baskets.repository.ts';

export type SavedBasketsDeps = { db: Db; clock: Clock };

const nameTaken = () => new ConflictError(SAVED_BASKET_NAME_TAKEN, { name: [SAVED_BASKET_NAME_TAKEN] });

async function ownBasket(db: Db, userId: number, id: number): Promise<{ id: number; name: string }> {
  const basket = await findOwnSavedBasket(db, userId, id);
  if (!basket) throw new NotFoundError(SAVED_BASKET_NOT_FOUND);
  return basket;
}

export async function savedBasketsOf(deps: SavedBasketsDeps, userId: number): Promise<SavedBasketList> {
  return { baskets: await listSavedBaskets(deps.db, userId) };
}

/**
 * Saves the basket under its name. Only product ids and quantities are taken from the browser:
 * each product must be sold today, and its name is read here, to name it should it go.
 */
export async function saveBasket(
  deps: SavedBasketsDeps,
  userId: number,
  body: NewSavedBasketBody,
): Promise<SavedBasketSummary> {
  const names = await listedProductNames(
    deps.db,
    body.lines.map((line) => line.product_id),
  );
  const errors: Record<string, string[]> = {};
  for (const [index, line] of body.lines.entries()) {
    if (!names.has(line.product_id)) errors[`lines.${index}.product_id`] = [PRODUCT_NOT_SOLD];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(PRODUCT_NOT_SOLD, errors);

  const now = deps.clock.now().toISOString();
  let id: number;
  try {
    // The count and the insert are one transaction behind the venue's lock, so saves made at the
    // same moment cannot together pass the limit.
    id = await deps.db.transaction().execute(async (trx) => {
      await lockSavedBasketsOwner(trx, userId);
      if ((await countSavedBaskets(trx, userId)) >= MAX_SAVED_BASKETS)
        throw new ConflictError(SAVED_BASKETS_FULL);
      return insertSavedBasket(
        trx,
        {
          userId,
          name: body.name,
          lines: body.lines.map((line) => ({
            productId: line.product_id,
            name: names.get(line.product_id) ?? '',
            quantity: line.quantity,
          })),
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return {
    id,
    name: body.name,
    line_count: body.lines.length,
    item_count: body.lines.reduce((sum, line) => sum + line.quantity, 0),
    created_at: now,
    updated_at: now,
  };
}

/** The basket to load: its lines at today's prices, and the names of those no longer sold. */
export async function loadSavedBasket(
  deps: SavedBasketsDeps,
  userId: number,
  id: number,
): Promise<SavedBasketContents> {
  const basket = await ownBasket(deps.db, userId, id);
  const contents = await basketAtTodaysPrices(deps.db, await listSavedBasketLines(deps.db, basket.id));
  return { id: basket.id, name: basket.name, ...contents };
}

export async function renameBasket(
  deps: SavedBasketsDeps,
  userId: number,
  id: number,
  name: string,
): Promise<void> {
  const basket = await ownBasket(deps.db, userId, id);
  try {
    await renameSavedBasket(deps.db, basket.id, name, deps.clock.now().toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteBasket(deps: SavedBasketsDeps, userId: number, id: number): Promise<void> {
  const basket = await ownBasket(deps.db, userId, id);
  await deleteSavedBasket(deps.db, basket.id);
}
