/** Whether an order made at `now` is too late for a slot with this cut-off: the cut-off minute itself is late. */
export function isPastCutoff(now: Date, cutoffAt: Date): boolean {
  return now.getTime() >= cutoffAt.getTime();
}

/** "3 h 12 min", "45 min", "under a minute": the time left, rounded down to the minute. */
export function timeLeftText(now: Date, cutoffAt: Date): string {
  const minutes = Math.floor((cutoffAt.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'under a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Order in 3 h 12 min for tomorrow morning": the countdown of the header and the checkout. */
export function countdownText(now: Date, cutoffAt: Date, slotWords: string): string {
  return `Order in ${timeLeftText(now, cutoffAt)} for ${slotWords}`;
}
