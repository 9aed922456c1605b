import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AuditLogTable } from '../db/schema.ts';

export async function insertAuditEntry(trx: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
}
