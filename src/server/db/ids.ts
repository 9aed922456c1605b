/** Ids are 32-bit integers on PostgreSQL; a larger number names no row (and must not reach pg, which errors). */
export const MAX_DB_ID = 2_147_483_647;

export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_DB_ID;
}
