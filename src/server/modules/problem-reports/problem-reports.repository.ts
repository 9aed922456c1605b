import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProblemReportsTable } from '../../db/schema.ts';

export type ProblemReportRow = Omit<Selectable<ProblemReportsTable>, 'photo_bytes'>;
export type ReportLine = { order_item_id: number; quantity: number; title: string };
export type ReportWithLines = ProblemReportRow & { lines: ReportLine[]; credit_note_number: string | null };

const COLUMNS = [
  'problem_reports.id',
  'problem_reports.order_id',
  'problem_reports.user_id',
  'problem_reports.reason',
  'problem_reports.status',
  'problem_reports.photo_type',
  'problem_reports.decline_reason',
  'problem_reports.credit_note_id',
  'problem_reports.decided_by',
  'problem_reports.decided_at',
  'problem_reports.created_at',
] as const;

export async function insertReport(
  trx: Db,
  report: Insertable<ProblemReportsTable>,
  lines: { order_item_id: number; quantity: number }[],
): Promise<number> {
  const stored = await trx
    .insertInto('problem_reports')
    .values(report)
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(stored.id);
  await trx
    .insertInto('problem_report_lines')
    .values(lines.map((line) => ({ ...line, report_id: id })))
    .execute();
  return id;
}

async function withLines(db: Db, reports: ProblemReportRow[]): Promise<ReportWithLines[]> {
  if (reports.length === 0) return [];
  const ids = reports.map((report) => report.id);
  const lines = await db
    .selectFrom('problem_report_lines')
    .innerJoin('order_items', 'order_items.id', 'problem_report_lines.order_item_id')
    .select([
      'problem_report_lines.report_id',
      'problem_report_lines.order_item_id',
      'problem_report_lines.quantity',
      'order_items.title',
    ])
    .where('problem_report_lines.report_id', 'in', ids)
    .orderBy('problem_report_lines.id')
    .execute();
  const noteIds = reports.flatMap((report) =>
    report.credit_note_id === null ? [] : [report.credit_note_id],
  );
  const notes =
    noteIds.length === 0
      ? []
      : await db.selectFrom('credit_notes').select(['id', 'number']).where('id', 'in', noteIds).execute();
  return reports.map((report) => ({
    ...report,
    lines: lines
      .filter((line) => line.report_id === report.id)
      .map(({ order_item_id, quantity, title }) => ({ order_item_id, quantity: Number(quantity), title })),
    credit_note_number: notes.find((note) => note.id === report.credit_note_id)?.number ?? null,
  }));
}

export async function listOrderReports(db: Db, orderRowId: number): Promise<ReportWithLines[]> {
  const reports = await db
    .selectFrom('problem_reports')
    .select(COLUMNS)
    .where('order_id', '=', orderRowId)
    .orderBy('id')
    .execute();
  return withLines(db, reports);
}

export async function findReport(db: Db, id: number): Promise<ReportWithLines | undefined> {
  const report = await db
    .selectFrom('problem_reports')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return report ? (await withLines(db, [report]))[0] : undefined;
}

/** Open reports, oldest first, with their order's number and customer. */
export async function listOpenReports(db: Db, limit: number) {
  const reports = await db
    .selectFrom('problem_reports')
    .innerJoin('orders', 'orders.id', 'problem_reports.order_id')
    .select([...COLUMNS, 'orders.order_id as order_number', 'orders.customer_name', 'orders.company_name'])
    .where('problem_reports.status', '=', 'open')
    .orderBy('problem_reports.created_at')
    .orderBy('problem_reports.id')
    .limit(limit)
    .execute();
  const detailed = await withLines(db, reports);
  return detailed.map((report, index) => {
    const row = reports[index];
    return {
      ...report,
      order_number: row?.order_number ?? '',
      customer: row?.company_name ?? row?.customer_name ?? '',
    };
  });
}

export async function findReportPhoto(db: Db, id: number) {
  return db
    .selectFrom('problem_reports')
    .select(['user_id', 'photo_type', 'photo_bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Decides an open report, by one update conditional on it being open: false when it was not. */
export async function decideReport(
  trx: Db,
  id: number,
  decision: {
    status: 'accepted' | 'declined';
    creditNoteId?: number;
    declineReason?: string;
    decidedBy: number;
    nowIso: string;
  },
): Promise<boolean> {
  const updated = await trx
    .updateTable('problem_reports')
    .set({
      status: decision.status,
      credit_note_id: decision.creditNoteId ?? null,
      decline_reason: decision.declineReason ?? null,
      decided_by: decision.decidedBy,
      decided_at: decision.nowIso,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The order a report is about (a report never outlives its order). */
export function reportedOrder(db: Db, orderRowId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderRowId).executeTakeFirstOrThrow();
}
