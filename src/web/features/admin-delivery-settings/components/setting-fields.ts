/** How far ahead of its day a slot's cut-off falls, as the back office offers it. */
export const DAYS_BEFORE_CHOICES = [
  { value: '0', label: 'The same day' },
  { value: '1', label: 'The day before' },
  { value: '2', label: 'Two days before' },
] as const;

/** A capacity field: empty is no limit; anything else goes to the server as typed, which checks it. */
export function capacityFromText(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}
