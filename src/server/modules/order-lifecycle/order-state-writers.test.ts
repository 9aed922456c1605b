import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MOVES } from '../../../domain/order-lifecycle.ts';
import { serverSources } from '../../test/server-sources.ts';
import { ROUTE_AUDIT_ACTIONS } from './move-audit.ts';

// Every change of an order's states goes through the lifecycle module (docs/order-lifecycle.md):
// no other source file may write orders.status, payment_status or fulfilment_status.
const ALLOWED = [
  /^modules\/order-lifecycle\//,
  /^db\/migrations\//,
  /^db\/seed\//,
  /\.test\.ts$/,
  /test-data\.ts$/,
];

const STATE_COLUMN = /\b(status|payment_status|fulfilment_status)\s*:/;

/** The text of each write to the orders table: from the call to the end of its statement. */
function ordersWrites(source: string): string[] {
  const writes: string[] = [];
  for (const match of source.matchAll(/(updateTable|insertInto)\(\s*'orders'\s*\)/g)) {
    const end = source.indexOf('.execute', match.index);
    writes.push(source.slice(match.index, end === -1 ? undefined : end));
  }
  for (const match of source.matchAll(/\b(update|insert\s+into)\s+orders\b[^`]*/gi)) writes.push(match[0]);
  return writes;
}

function stateWriters(files: { path: string; source: string }[]): string[] {
  return files
    .filter(({ path }) => !ALLOWED.some((pattern) => pattern.test(path)))
    .filter(({ source }) =>
      ordersWrites(source).some(
        (write) =>
          STATE_COLUMN.test(write) || /\bset\s+(status|payment_status|fulfilment_status)\b/i.test(write),
      ),
    )
    .map(({ path }) => path);
}

/** Every audit action a move is recorded under: the table's and the older routes'. */
const MOVE_AUDIT_ACTIONS = [
  ...new Set([...LIFECYCLE_MOVES.map((move) => move.effects.audit), ...Object.values(ROUTE_AUDIT_ACTIONS)]),
];

/** Files outside the lifecycle module that write an audit entry under a move's action themselves. */
function moveAuditWriters(files: { path: string; source: string }[]): string[] {
  return files
    .filter(({ path }) => !ALLOWED.some((pattern) => pattern.test(path)))
    .filter(({ source }) => /\bwriteAudit\(|insertInto\(\s*'audit_log'\s*\)/.test(source))
    .filter(({ source }) =>
      MOVE_AUDIT_ACTIONS.some((action) =>
        ["'", '"', '`'].some((quote) => source.includes(`${quote}${action}${quote}`)),
      ),
    )
    .map(({ path }) => path);
}

describe('order state writers', () => {
  it('are the lifecycle module alone', () => {
    const files = serverSources();
    expect(stateWriters(files)).toEqual([]);
  });

  it('would catch a module that sets an order status itself', () => {
    const source =
      "await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', 1).execute();";
    expect(stateWriters([{ path: 'modules/orders/orders.repository.ts', source }])).toEqual([
      'modules/orders/orders.repository.ts',
    ]);
    expect(
      stateWriters([
        { path: 'modules/x.ts', source: "await sql`update orders set payment_status = 'paid'`" },
      ]),
    ).toEqual(['modules/x.ts']);
  });

  it("leave a move's audit entry to the lifecycle module", () => {
    expect(moveAuditWriters(serverSources())).toEqual([]);
    const source =
      "await writeAudit(trx, { action: 'order.cancel', subjectType: 'order', subjectId: 1, detail: {} }, now);";
    expect(moveAuditWriters([{ path: 'modules/admin-orders/x.service.ts', source }])).toEqual([
      'modules/admin-orders/x.service.ts',
    ]);
  });
});
