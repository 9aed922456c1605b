import { useQuery } from '@tanstack/react-query';
import type { AccountStatement } from '../../../../domain/schemas/statement.ts';
import { periodQuery, type StatementPeriodValue } from '../../../components/statement/statement-period.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const statementKey = (period: StatementPeriodValue) => ['statement', period] as const;

/** GET /api/account/statement: the signed-in customer's statement of the period. */
export function useStatement(period: StatementPeriodValue) {
  return useQuery({
    queryKey: statementKey(period),
    queryFn: ({ signal }) =>
      apiRequest<AccountStatement>(`/api/account/statement?${periodQuery(period)}`, { signal }),
  });
}
