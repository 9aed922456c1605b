import { ADMIN_PAGE_SIZE, type AuditEntry, type AuditPage } from '../../../domain/schemas/admin-audit.ts';
import type { Db } from '../../db/database.ts';
import { parseJsonObject } from '../../db/json-column.ts';
import { readPage } from '../../db/paging.ts';
import { type AuditFilter, type AuditRow, countAuditRows, listAuditRows } from './admin-audit.repository.ts';

export function toAuditEntry(row: AuditRow): AuditEntry {
  // A damaged row still shows who did what and when.
  const detail = parseJsonObject(row.detail) ?? {};
  const current = row.product_name ?? row.category_name;
  const written = typeof detail.name === 'string' ? detail.name : null;
  return {
    id: row.id,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    order_number: row.order_number,
    subject_name: current ?? written,
    subject_exists: current !== null,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? 'Deleted account' },
    customer:
      row.customer_id === null ? null : { id: row.customer_id, name: row.customer_name ?? 'Deleted account' },
    detail,
    created_at: row.created_at,
  };
}

/** One page of the audit log, newest first. */
export async function auditPage(db: Db, filter: AuditFilter, page: number): Promise<AuditPage> {
  return readPage(
    page,
    ADMIN_PAGE_SIZE,
    () => countAuditRows(db, filter),
    async (window) => (await listAuditRows(db, filter, window)).map(toAuditEntry),
  );
}

/** The latest entries about one customer, for their page. */
export async function latestAuditOfCustomer(
  db: Db,
  customerId: number,
  limit: number,
): Promise<AuditEntry[]> {
  const rows = await listAuditRows(db, { customerId }, { limit, offset: 0 });
  return rows.map(toAuditEntry);
}
