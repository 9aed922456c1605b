import { useMutation } from '@tanstack/react-query';
import { statementFileName } from '../../../../domain/schemas/statement.ts';
import { periodQuery, type StatementPeriodValue } from '../../../components/statement/statement-period.ts';
import { downloadWithToken } from '../../../lib/download-with-token.ts';

/** GET /api/account/statement.pdf, saved as statement-{from}-{to}.pdf. */
export function useDownloadStatementPdf() {
  return useMutation({
    mutationFn: (period: StatementPeriodValue) =>
      downloadWithToken(`/api/account/statement.pdf?${periodQuery(period)}`, statementFileName(period)),
  });
}
