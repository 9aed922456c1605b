import { PROBLEM_REPORT_STATUS_TEXT, problemReportRefusal } from '../../../domain/problem-reports.ts';
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
} from '../../../domain/schemas/back-office-catalogue.ts';
import type {
  AcceptedProblemReport,
  MyProblemReports,
  ProblemReportQueue,
  ProblemReportView,
} from '../../../domain/schemas/problem-reports.ts';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { escapeHtml } from '../../mail/html.ts';
import { sniffImageType } from '../admin-catalogue/admin-catalogue.public.ts';
import { findAccountContact } from '../auth/auth.public.ts';
import { type CreditNoteDeps, issueCreditNote } from '../credit-notes/credit-notes.public.ts';
import { findOrderRowByNumber, listOrderItems } from '../orders/orders.public.ts';
import {
  decideReport,
  findReport,
  findReportPhoto,
  insertReport,
  listOpenReports,
  listOrderReports,
  type ReportWithLines,
  reportedOrder,
} from './problem-reports.repository.ts';

export const REPORT_ORDER_NOT_FOUND = 'We could not find that order.';
export const REPORT_NOT_FOUND = 'This problem report does not exist.';
export const REPORT_DECIDED = 'This problem report has already been decided.';
const QUEUE_SIZE = 100;

function toView(report: ReportWithLines, orderNumber: string): ProblemReportView {
  return {
    id: report.id,
    order_id: orderNumber,
    reason: report.reason,
    status: report.status,
    status_text: PROBLEM_REPORT_STATUS_TEXT[report.status],
    lines: report.lines.map((line) => ({
      item_id: line.order_item_id,
      title: line.title,
      quantity: line.quantity,
    })),
    photo_url: report.photo_type ? `/api/problem-reports/${report.id}/photo` : null,
    decline_reason: report.decline_reason,
    credit_note: report.credit_note_number,
    created_at: report.created_at,
    decided_at: report.decided_at,
  };
}

async function ownOrder(db: Db, userId: number, orderNumber: string) {
  const order = await findOrderRowByNumber(db, orderNumber);
  // Another customer's order answers as a missing one.
  if (!order || order.user_id !== userId) throw new NotFoundError(REPORT_ORDER_NOT_FOUND);
  return order;
}

/**
 * POST /api/myorders/{order_id}/problem-reports: "Something wasn't right" on a delivered order. The
 * lines must be the order's, at most what was ordered; a photo is checked by its bytes.
 */
export async function reportProblem(
  db: Db,
  userId: number,
  orderNumber: string,
  body: {
    lines: readonly { item_id: number; quantity: number }[];
    reason: string;
    photo?: string | undefined;
  },
  now: Date,
): Promise<ProblemReportView> {
  const order = await ownOrder(db, userId, orderNumber);
  const refusal = problemReportRefusal(order);
  if (refusal) throw new ConflictError(refusal, { order: [refusal] });
  const items = await listOrderItems(db, order.id);
  const errors: Record<string, string[]> = {};
  body.lines.forEach((line, index) => {
    const item = items.find((candidate) => candidate.id === line.item_id);
    if (!item) errors[`lines.${index}.item_id`] = ['This line is not on the order.'];
    else if (line.quantity > item.quantity) {
      errors[`lines.${index}.quantity`] = [`The order had ${item.quantity} of ${item.title}.`];
    }
  });
  let photo: { type: NonNullable<ReturnType<typeof sniffImageType>>; bytes: Buffer } | null = null;
  if (body.photo) {
    const bytes = Buffer.from(body.photo, 'base64');
    const type = sniffImageType(bytes);
    if (bytes.length > MAX_IMAGE_BYTES) errors.photo = [IMAGE_TOO_LARGE];
    else if (!type) errors.photo = [IMAGE_WRONG_TYPE];
    else photo = { type, bytes };
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
  const id = await db.transaction().execute((trx) =>
    insertReport(
      trx,
      {
        order_id: order.id,
        user_id: userId,
        reason: body.reason,
        status: 'open',
        photo_type: photo?.type ?? null,
        photo_bytes: photo?.bytes ?? null,
        created_at: now.toISOString(),
      },
      body.lines.map((line) => ({ order_item_id: line.item_id, quantity: line.quantity })),
    ),
  );
  const report = await findReport(db, id);
  if (!report) throw new Error(`problem report ${id} not found after storing it`);
  return toView(report, order.order_id);
}

/** GET /api/myorders/{order_id}/problem-reports: the customer's reports on their own order. */
export async function myProblemReports(
  db: Db,
  userId: number,
  orderNumber: string,
): Promise<MyProblemReports> {
  const order = await ownOrder(db, userId, orderNumber);
  const reports = await listOrderReports(db, order.id);
  return {
    problem_reports: reports.map((report) => toView(report, order.order_id)),
    refusal: problemReportRefusal(order),
  };
}

/** GET /api/problem-reports/{id}/photo: for the customer who sent it, or staff; 404 for anyone else. */
export async function reportPhoto(db: Db, user: UserRow, id: number) {
  const row = isStorableId(id) ? await findReportPhoto(db, id) : undefined;
  if (!row?.photo_bytes || !row.photo_type || (row.user_id !== user.id && user.role !== 'admin')) {
    throw new NotFoundError('There is no such photo.');
  }
  return { type: row.photo_type, bytes: Buffer.from(row.photo_bytes) };
}

/** GET /api/admin/problem-reports: the open reports, oldest first. */
export async function problemReportQueue(db: Db): Promise<ProblemReportQueue> {
  const reports = await listOpenReports(db, QUEUE_SIZE);
  return {
    problem_reports: reports.map((report) => ({
      ...toView(report, report.order_number),
      order_row_id: report.order_id,
      customer: report.customer,
    })),
  };
}

async function openReport(db: Db, id: number): Promise<ReportWithLines> {
  const report = isStorableId(id) ? await findReport(db, id) : undefined;
  if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
  if (report.status !== 'open') throw new ConflictError(REPORT_DECIDED);
  return report;
}

/**
 * POST /api/admin/problem-reports/{id}/accept: issues the credit note for the reported lines (or
 * those staff adjusted), and marks the report accepted in the credit note's own transaction, so a
 * report is never accepted twice nor credited without being accepted.
 */
export async function acceptProblemReport(
  deps: CreditNoteDeps,
  actorId: number,
  id: number,
  body: { lines?: readonly { item_id: number; quantity: number }[] | undefined; reason?: string | undefined },
): Promise<AcceptedProblemReport> {
  const report = await openReport(deps.db, id);
  const lines =
    body.lines ?? report.lines.map((line) => ({ item_id: line.order_item_id, quantity: line.quantity }));
  const issued = await issueCreditNote(
    deps,
    actorId,
    report.order_id,
    { lines, reason: body.reason ?? report.reason },
    async (trx, creditNoteId) => {
      const decided = await decideReport(trx, report.id, {
        status: 'accepted',
        creditNoteId,
        decidedBy: actorId,
        nowIso: deps.clock.now().toISOString(),
      });
      if (!decided) throw new ConflictError(REPORT_DECIDED);
    },
  );
  const after = await findReport(deps.db, report.id);
  if (!after) throw new NotFoundError(REPORT_NOT_FOUND);
  return { report: toView(after, issued.issued.order_id), credit_note: issued.issued };
}

/** POST /api/admin/problem-reports/{id}/decline: the customer is mailed the reason. */
export async function declineProblemReport(
  deps: Pick<CreditNoteDeps, 'db' | 'clock' | 'mailer'>,
  actorId: number,
  id: number,
  reason: string,
): Promise<ProblemReportView> {
  const report = await openReport(deps.db, id);
  const order = await reportedOrder(deps.db, report.order_id);
  const pending = await deps.db.transaction().execute(async (trx) => {
    const decided = await decideReport(trx, report.id, {
      status: 'declined',
      declineReason: reason,
      decidedBy: actorId,
      nowIso: deps.clock.now().toISOString(),
    });
    if (!decided) throw new ConflictError(REPORT_DECIDED);
    const account = await findAccountContact(trx, order.user_id);
    const to = order.email ?? account?.email;
    if (!to) return null;
    const paragraphs = [
      `Hello ${order.customer_name ?? 'there'},`,
      `We have looked at the problem you reported with order ${order.order_id} and cannot issue a credit for it.`,
      `Reason: ${reason}`,
      'If you have any questions, reply to this email or contact us.',
    ];
    return deps.mailer.store(trx, {
      to,
      subject: `Your problem report on W1 Wholesale order ${order.order_id}`,
      text: paragraphs.join('\n\n'),
      html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    });
  });
  if (pending) await deps.mailer.deliver(pending);
  const after = await findReport(deps.db, report.id);
  if (!after) throw new NotFoundError(REPORT_NOT_FOUND);
  return toView(after, order.order_id);
}
