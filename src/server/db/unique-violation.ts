/**
 * Whether a failed write broke a unique constraint: PostgreSQL's SQLSTATE 23505, or
 * better-sqlite3's SQLITE_CONSTRAINT_UNIQUE. Lets a use case answer a race (two sign-ups with one
 * email, two first addresses) with the same 4xx as the check that lost it.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Whether a failed write broke a foreign key: PostgreSQL's 23503, or better-sqlite3's
 * SQLITE_CONSTRAINT_FOREIGNKEY (a row removed while another write came to point at it).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * A write guarded by a unique index, whose value a check chose just before. A race lost to another
 * write in between is answered by `lost`, which throws the same 4xx the check would have.
 */
export async function answerUniqueRace<T>(
  lost: () => Promise<never> | never,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await lost();
    throw error;
  }
}
