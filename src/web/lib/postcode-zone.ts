import { isDeliverablePostcode } from '../../domain/delivery-zone.ts';

/**
 * A typed postcode outside the delivery zone. An empty box is not "out of zone": it is missing,
 * and the form's required-field error says so instead of the zone alert.
 */
export function isOutOfZone(postcode: string | null | undefined): boolean {
  const typed = postcode ?? '';
  return typed.trim() !== '' && !isDeliverablePostcode(typed);
}
