import { useMutation, useQuery } from '@tanstack/react-query';
import { type AccountStatement, statementFileName } from '../../../../domain/schemas/statement.ts';
import { periodQuery, type StatementPeriodValue } from '../../../components/statement/statement-period.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-with-token.ts';
import { adminCreditKeys } from './admin-credit-keys.ts';

const statementPath = (userId: number) => `/api/admin/credit/accounts/${userId}/statement`;

/** GET /api/admin/credit/accounts/{id}/statement: a customer's statement of the period. */
export function useCustomerStatement(userId: number, period: StatementPeriodValue) {
  return useQuery({
    queryKey: adminCreditKeys.statement(userId, period),
    queryFn: ({ signal }) =>
      apiRequest<AccountStatement>(`${statementPath(userId)}?${periodQuery(period)}`, { signal }),
  });
}

/** The same statement as a PDF (the API wants the bearer token, so it is fetched, then saved). */
export function useDownloadCustomerStatement(userId: number) {
  return useMutation({
    mutationFn: (period: StatementPeriodValue) =>
      downloadWithToken(`${statementPath(userId)}.pdf?${periodQuery(period)}`, statementFileName(period)),
  });
}
