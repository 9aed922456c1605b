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
