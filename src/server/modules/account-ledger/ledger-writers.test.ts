import { describe, expect, it } from 'vitest';
import { serverSources } from '../../test/server-sources.ts';

// What a customer owes moves only with a ledger entry (docs/account-ledger.md): no source file but
// the ledger's repository may write ledger_entries or users.pay_later_credit, except the credit
// check of placing an order, whose conditional update takes the credit before its charge is entered.
const ALLOWED = [
  /^modules\/account-ledger\/ledger\.repository\.ts$/,
  /^modules\/orders\/orders\.repository\.ts$/,
  /^modules\/auth\/auth\.service\.ts$/,
  /^db\/migrations\//,
  /^db\/seed\//,
  /\.test\.ts$/,
  /test-data\.ts$/,
];

function writesOwed(source: string): boolean {
  if (/insertInto\(\s*'ledger_entries'\s*\)/.test(source)) return true;
  for (const match of source.matchAll(/updateTable\(\s*'users'\s*\)/g)) {
    const end = source.indexOf('.execute', match.index);
    if (/\bpay_later_credit\s*:/.test(source.slice(match.index, end === -1 ? undefined : end))) return true;
  }
  return /\bupdate\s+users\s+set\b[^`]*pay_later_credit\s*=/i.test(source);
}

function owedWriters(files: { path: string; source: string }[]): string[] {
  return files
    .filter(({ path }) => !ALLOWED.some((pattern) => pattern.test(path)))
    .filter(({ source }) => writesOwed(source))
    .map(({ path }) => path);
}

describe('writers of what a customer owes', () => {
  it('are the ledger alone (and the credit check that takes an order’s credit)', () => {
    const files = serverSources();
    expect(owedWriters(files)).toEqual([]);
  });

  it('would catch a module that moves the figure itself', () => {
    const source =
      "await db.updateTable('users').set({ pay_later_credit: 0 }).where('id', '=', 1).execute();";
    expect(owedWriters([{ path: 'modules/admin-credit/x.ts', source }])).toEqual([
      'modules/admin-credit/x.ts',
    ]);
    expect(
      owedWriters([{ path: 'modules/y.ts', source: "await db.insertInto('ledger_entries').values(entry)" }]),
    ).toEqual(['modules/y.ts']);
  });
});
