import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AddressesTable } from '../../db/schema.ts';

export type AddressRow = Selectable<AddressesTable>;
export type NewAddressRow = Insertable<AddressesTable>;
export type AddressFieldValues = Omit<
  NewAddressRow,
  'id' | 'user_id' | 'is_default' | 'created_at' | 'updated_at'
>;

export async function findAddressOfUser(db: Db, userId: number): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findAddressById(db: Db, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAddress(db: Db, address: NewAddressRow): Promise<AddressRow> {
  return db.insertInto('addresses').values(address).returningAll().executeTakeFirstOrThrow();
}

export async function updateAddress(
  db: Db,
  id: number,
  fields: AddressFieldValues & { updated_at: string },
): Promise<AddressRow> {
  return db
    .updateTable('addresses')
    .set(fields)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
