import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AuditLogTable, Database } from '../db/schema.ts';
import { insertAuditEntry } from './audit-log.repository.ts';

export type AuditEntry = {
  /** The admin or seller making the change; null when the shop itself made it (a payment event). */
  actorUserId: number | null;
  action: string;
  subjectType: AuditLogTable['subject_type'];
  subjectId: number;
  /** The customer the change concerns (the order's owner, the account itself), if any. */
  customerId?: number | null;
  /** What changed: before and after values, a reason. Stored as JSON. */
  detail: Record<string, unknown>;
};

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the entry and the change
 * are written together or not at all (docs/product.md §10.3).
 */
export async function writeAudit(
  trx: Transaction<Database> | Db,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await insertAuditEntry(trx, {
    actor_user_id: entry.actorUserId,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    customer_id: entry.customerId ?? null,
    detail: JSON.stringify(entry.detail),
    created_at: now.toISOString(),
  });
}
