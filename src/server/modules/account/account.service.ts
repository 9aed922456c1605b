import type { z } from 'zod';
import type { ProfileUpdateBody, User } from '../../../domain/schemas/account.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { SESSION_ENDED } from '../../plugins/authentication.ts';
import {
  deleteUserSessions,
  endOpenResets,
  hashPassword,
  loadUserView,
  verifyPassword,
} from '../auth/auth.public.ts';
import { anonymiseReplacedInvoices } from '../invoices/invoices.public.ts';
import { lockOrders } from '../order-lifecycle/order-lifecycle.public.ts';
import {
  anonymiseOrder,
  anonymiseReviews,
  anonymiseSubscriptionInvoices,
  deleteContactMessages,
  deleteMails,
  deleteUser,
  findUserForUpdate,
  listOrderShippingInfo,
  type ProfileChanges,
  updateUserProfile,
} from './account.repository.ts';
import { DELETED_CUSTOMER_NAME, personalEmails, scrubShippingInfo } from './personal-details.ts';

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof ValidationError && error.message === WRONG_CURRENT_PASSWORD;
}
export const OUTSTANDING_INVOICES = 'You have some outstanding invoices';

export type AccountDeps = { db: Db; clock: Clock };
type ProfileUpdate = z.output<typeof ProfileUpdateBody>;

/**
 * Saves name and phone, whether the venue accepts substitutes and requires a PO number (each when sent), and the new password when the current one is given and right. A wrong
 * current password changes nothing at all, so the person can correct it and save again. A new
 * password signs out every other session, keeping the one that made the change, and ends every
 * open reset link.
 */
export async function updateProfile(
  deps: AccountDeps,
  user: UserRow,
  currentTokenHash: string | null,
  update: ProfileUpdate,
): Promise<User> {
  const changes: ProfileChanges = {
    name: update.name,
    phone: update.phone,
    updated_at: deps.clock.now().toISOString(),
  };
  if (update.accept_substitutes !== undefined) changes.accept_substitutes = update.accept_substitutes ? 1 : 0;
  if (update.po_number_required !== undefined) changes.po_number_required = update.po_number_required ? 1 : 0;
  if (update.old_password && update.new_password) {
    if (!(await verifyPassword(update.old_password, user.password_hash))) {
      throw new ValidationError(WRONG_CURRENT_PASSWORD, { password: [WRONG_CURRENT_PASSWORD] });
    }
    changes.password_hash = await hashPassword(update.new_password);
  }
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await updateUserProfile(trx, user.id, changes);
    if (changes.password_hash) {
      await deleteUserSessions(trx, user.id, currentTokenHash ?? undefined);
      // A reset link mailed before the change must not set the password again.
      await endOpenResets(trx, user.id);
    }
    return row;
  });
  return loadUserView(deps.db, updated, deps.clock.now());
}

/**
 * Deletes the account unless pay-later credit is still owed. Orders and membership invoices stay
 * for the accounts with the person's details removed; their contact messages and stored mails go,
 * and everything else of theirs goes with the user row. One transaction, so a failure leaves the
 * account as it was.
 */
export async function deleteAccount(deps: AccountDeps, userId: number): Promise<void> {
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    // The lock order of every write on orders and their customer (docs/order-lifecycle.md, "Lock
    // order"): the orders first, then the customer. Taking the customer first deadlocked on
    // PostgreSQL with a change to one of the orders, which holds its order and then asks for the customer.
    await lockOrders(
      trx,
      (await listOrderShippingInfo(trx, userId)).map((order) => order.id),
    );
    const user = await findUserForUpdate(trx, userId);
    // Deleted by a request that finished first: this session has gone with it.
    if (!user) throw new UnauthorizedError(SESSION_ENDED);
    if (Number(user.pay_later_credit) > 0) throw new ConflictError(OUTSTANDING_INVOICES);
    const orders = await listOrderShippingInfo(trx, userId);
    const emails = personalEmails(user.email, orders);
    for (const order of orders) {
      await anonymiseOrder(trx, order.id, scrubShippingInfo(order.shipping_info), nowIso);
      await anonymiseReplacedInvoices(trx, order.id);
    }
    await anonymiseReviews(trx, userId);
    await anonymiseSubscriptionInvoices(trx, userId, DELETED_CUSTOMER_NAME);
    await deleteContactMessages(trx, emails);
    await deleteMails(trx, emails);
    await deleteUser(trx, userId);
  });
}
