/** How long a client waits before asking again when the shop's answer names no wait. */
export const DEFAULT_RETRY_SECONDS = 1;

/**
 * The seconds an answer's Retry-After header asks for (delta-seconds, the only form the shop sends),
 * or undefined when there is none or it is not a number of seconds.
 */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Number(header);
}

/**
 * How long to wait before asking again after being told to wait `seconds`: between half and one and a
 * half times it, drawn afresh each time. Clients refused at one moment and all waiting exactly the
 * time they were told come back at one moment, and a crowd arriving together is refused together
 * again (a herd: p99 of what was served at 500 connections was seconds with the exact wait, 240-420
 * ms with this one; docs/benchmark-history.md). The web app's retries and the bench's clients both
 * wait this, so the bench models the shop's own clients.
 */
export function retryWaitMs(seconds: number, random: () => number = Math.random): number {
  return Math.round(seconds * 1000 * (0.5 + random()));
}
