/** How full a slot is, as the checkout shows it (docs/delivery-promises.md). */
export type CapacityState = 'available' | 'nearly_full' | 'full';

/**
 * The places left at which a slot reads as nearly full: a fifth of its drops, at least one, so
 * a slot of 5 warns at its last place and one of 20 at its last 4.
 */
export function nearlyFullAt(capacity: number): number {
  return Math.max(1, Math.ceil(capacity / 5));
}

/** Places left in a slot, or null when it takes any number of drops. */
export function placesLeft(capacity: number | null, booked: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - booked);
}

export function capacityState(capacity: number | null, booked: number): CapacityState {
  const left = placesLeft(capacity, booked);
  if (left === null || capacity === null) return 'available';
  if (left === 0) return 'full';
  return left <= nearlyFullAt(capacity) ? 'nearly_full' : 'available';
}
