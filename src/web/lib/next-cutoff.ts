import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { countdownText, isPastCutoff } from '../../domain/cutoff-countdown.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { apiRequest } from './api-client.ts';

/** The next slot's cut-off, and how far the browser's clock is from the server's. */
export type NextCutoffView = {
  cutoffAt: Date;
  slotWords: string;
  /** Server time less browser time when answered: the countdown runs on the server's clock. */
  clockOffsetMs: number;
};

/** Asked again this often, so a slot that closed or filled gives way to the next. */
const REFRESH_MS = 60_000;

async function getNextCutoff(signal?: AbortSignal): Promise<NextCutoffView | null> {
  // The schema (and with it zod, 88 KB of the entry script) is fetched beside the answer: the
  // header asks for this on every signed-in page, and the entry script had to download, parse
  // and run zod before the first paint for a countdown that can come after it.
  const [body, { DeliveryDaysResponse }] = await Promise.all([
    apiRequest<unknown>('/api/delivery-days', { signal }),
    import('../../domain/schemas/delivery.ts'),
  ]);
  const answer = DeliveryDaysResponse.parse(body);
  if (!answer.next_cutoff) return null;
  return {
    cutoffAt: new Date(answer.next_cutoff.cutoff_at),
    slotWords: answer.next_cutoff.slot_words,
    clockOffsetMs: new Date(answer.now).getTime() - Date.now(),
  };
}

/** GET /api/delivery-days for the countdown of a signed-in customer (none for a guest). */
export function useNextCutoff() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['next-cutoff', token],
    queryFn: ({ signal }) => getNextCutoff(signal),
    enabled: token !== null,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * "Order in 3 h 12 min for tomorrow morning", counted down every half minute on the server's
 * clock; null once the cut-off has passed (until the next answer names the next slot).
 */
export function useCountdownText(next: NextCutoffView | null | undefined): string | null {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setBrowserNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!next) return null;
  const now = new Date(browserNow + next.clockOffsetMs);
  return isPastCutoff(now, next.cutoffAt) ? null : countdownText(now, next.cutoffAt, next.slotWords);
}
