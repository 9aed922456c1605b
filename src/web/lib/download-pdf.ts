import { readStoredToken } from '../stores/session-store.ts';
import { ApiRequestError } from './api-client.ts';
import { SOMETHING_WENT_WRONG } from './texts.ts';

/**
 * Downloads a file the API serves to a bearer token, which a plain link cannot carry: the file is
 * fetched and handed to the browser as a download from memory, under the server's file name.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiRequestError(response.status, body?.message ?? SOMETHING_WENT_WRONG);
  }
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = match?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the memory is freed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
