import { useMutation } from '@tanstack/react-query';
import { type AccountingRange, exportFileName } from '../../../../domain/schemas/admin-accounting.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { readStoredToken } from '../../../stores/session-store.ts';

/**
 * Downloads the range's Xero CSV. The API wants the bearer token, which a plain link cannot carry,
 * so the file is fetched and handed to the browser as a download from memory.
 */
export async function downloadAccountingCsv(range: AccountingRange): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(
    `/api/admin/accounting/export?${new URLSearchParams({ ...range, format: 'csv' })}`,
    {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiRequestError(response.status, body?.message ?? SOMETHING_WENT_WRONG);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(range);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the memory is freed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadAccountingCsv() {
  return useMutation({ mutationFn: downloadAccountingCsv });
}
