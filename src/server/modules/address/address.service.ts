import type { Address, AddressValues } from '../../../domain/schemas/address.ts';
import { ONE_ADDRESS_ONLY } from '../../../domain/schemas/address.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ConflictError, ForbiddenError } from '../../errors.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { findAddressById, findAddressOfUser, insertAddress, updateAddress } from './address.repository.ts';
import { toAddress } from './address-view.ts';

export type AddressDeps = { db: Db; clock: Clock };

/** The user's addresses: none or one (docs/product.md §9.5). */
export async function listAddresses(deps: AddressDeps, userId: number): Promise<Address[]> {
  const row = await findAddressOfUser(deps.db, userId);
  return row ? [toAddress(row)] : [];
}

/**
 * Adds the user's one address. The unique user_id column settles two requests racing past the
 * first check: the loser gets the same answer as a plain second add.
 */
export async function addAddress(deps: AddressDeps, userId: number, fields: AddressValues): Promise<Address> {
  if (await findAddressOfUser(deps.db, userId)) throw new ConflictError(ONE_ADDRESS_ONLY);
  const nowIso = deps.clock.now().toISOString();
  try {
    const row = await insertAddress(deps.db, {
      ...fields,
      user_id: userId,
      is_default: 1,
      created_at: nowIso,
      updated_at: nowIso,
    });
    return toAddress(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ONE_ADDRESS_ONLY);
    throw error;
  }
}

/** Replaces the fields of one of the user's addresses; another user's address is never touched. */
export async function changeAddress(
  deps: AddressDeps,
  userId: number,
  addressId: number,
  fields: AddressValues,
): Promise<Address> {
  const existing = isStorableId(addressId) ? await findAddressById(deps.db, addressId) : undefined;
  // Unknown and someone else's get the same 403, so the answer does not tell which ids exist.
  if (existing?.user_id !== userId) throw new ForbiddenError(NOT_YOUR_ACCOUNT);
  const row = await updateAddress(deps.db, addressId, {
    ...fields,
    updated_at: deps.clock.now().toISOString(),
  });
  return toAddress(row);
}
