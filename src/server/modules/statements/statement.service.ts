import { londonDayStart, nextDay } from '../../../domain/accounting.ts';
import { addressLines, billingAddress } from '../../../domain/address-lines.ts';
import { mayHavePayLater } from '../../../domain/pay-later.ts';
import {
  type AccountStatement,
  type StatementQuery,
  statementFileName,
  statementPeriodError,
} from '../../../domain/schemas/statement.ts';
import { buildStatement, defaultStatementPeriod, statementAsOf } from '../../../domain/statement.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { invoiceSeller } from '../../invoice-documents/invoice-seller.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import { drawStatement } from '../../invoice-documents/statement-pdf.ts';
import {
  findStatementCustomer,
  listStatementEntries,
  type StatementCustomerRow,
} from './statement.repository.ts';

export const CUSTOMER_NOT_FOUND = 'This customer account does not exist.';
export const PERIOD_INVALID = 'Please choose a period the statement can cover.';

export type StatementDeps = {
  db: Db;
  clock: Clock;
  config: InvoiceSellerConfig;
};

/** The asked period, its missing ends filled in: it ends today and starts three months earlier. */
function periodOf(query: StatementQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? defaultStatementPeriod(now).to;
  const from = query.from ?? defaultStatementPeriod(new Date(`${to}T12:00:00.000Z`)).from;
  const error = statementPeriodError(from, to);
  if (error) throw new ValidationError(PERIOD_INVALID, { to: [error] });
  return { from, to };
}

async function statementOf(deps: StatementDeps, customer: StatementCustomerRow, query: StatementQuery) {
  const now = deps.clock.now();
  const { from, to } = periodOf(query, now);
  const entries = await listStatementEntries(deps.db, customer.id, londonDayStart(nextDay(to)).toISOString());
  const statement = buildStatement(entries, { from, to, asOf: statementAsOf(to, now) });
  const answer: AccountStatement = {
    customer: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      company: customer.billing_company_name,
    },
    from: statement.from,
    to: statement.to,
    as_of: statement.asOf,
    opening_balance_pence: statement.openingBalancePence,
    closing_balance_pence: statement.closingBalancePence,
    amount_due_pence: Math.max(0, statement.closingBalancePence),
    entries: statement.lines.map((line) => ({
      id: line.id,
      date: line.date,
      kind: line.kind,
      type: line.type,
      reference: line.reference,
      order_id: line.orderNumber,
      amount_pence: line.amountPence,
      balance_pence: line.balancePence,
    })),
    ageing: statement.ageing.map((bucket) => ({ label: bucket.label, amount_pence: bucket.amountPence })),
  };
  return answer;
}

async function customerOf(db: Db, id: number): Promise<StatementCustomerRow> {
  const customer = await findStatementCustomer(db, id);
  // Staff and sellers have no pay-later account to state.
  if (!customer || !mayHavePayLater(customer.role)) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return customer;
}

/** The statement of the customer `userId` (the signed-in person's own, or one staff look at). */
export async function accountStatement(
  deps: StatementDeps,
  userId: number,
  query: StatementQuery,
): Promise<AccountStatement> {
  return statementOf(deps, await customerOf(deps.db, userId), query);
}

/** The statement as a PDF, with its file name. */
export async function accountStatementPdf(
  deps: StatementDeps,
  userId: number,
  query: StatementQuery,
): Promise<{ filename: string; pdf: Buffer }> {
  const customer = await customerOf(deps.db, userId);
  const statement = await statementOf(deps, customer, query);
  const pdf = await drawStatement({
    seller: invoiceSeller(deps.config),
    customerLines: addressLines({
      ...billingAddress(customer),
      name: customer.billing_name ?? customer.name,
      contact: [customer.email],
    }),
    statement,
  });
  return { filename: statementFileName(statement), pdf };
}
