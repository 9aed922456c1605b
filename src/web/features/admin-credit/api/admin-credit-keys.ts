import type { CreditAccountsQuery } from '../../../../domain/schemas/admin-credit.ts';

/** Under the back office's 'admin' prefix, so a payment or a new limit refreshes every admin list. */
export const adminCreditKeys = {
  all: () => ['admin', 'credit'] as const,
  accounts: (query: CreditAccountsQuery) => ['admin', 'credit', 'accounts', query] as const,
  invoices: (userId: number) => ['admin', 'credit', 'invoices', userId] as const,
  overdue: () => ['admin', 'credit', 'overdue'] as const,
  statement: (userId: number, period: { from: string; to: string }) =>
    ['admin', 'credit', 'statement', userId, period] as const,
};
