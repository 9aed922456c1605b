import { useMutation } from '@tanstack/react-query';
import type { RunSlot } from '../../../../domain/schemas/admin-orders.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { readStoredToken } from '../../../stores/session-store.ts';
import { runQuery } from './get-delivery-run.ts';

export type RunFileKind = 'pdf' | 'csv';

/** The file name the server gives in its content-disposition header, or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads the run's PDF or CSV. The API wants the bearer token, which a plain link cannot carry,
 * so the file is fetched and handed to the browser as a download from memory.
 */
export async function downloadRunFile(kind: RunFileKind, day: string, slot: RunSlot | null): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(`/api/admin/delivery-runs.${kind}?${runQuery(day, slot)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiRequestError(response.status, body?.message ?? SOMETHING_WENT_WRONG);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `delivery-run-${day}.${kind}`);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the memory is freed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadRunFile() {
  return useMutation({
    mutationFn: ({ kind, day, slot }: { kind: RunFileKind; day: string; slot: RunSlot | null }) =>
      downloadRunFile(kind, day, slot),
  });
}
