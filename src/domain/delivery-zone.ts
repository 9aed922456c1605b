/** The twelve W1 districts the shop delivers to. */
export const DELIVERY_DISTRICTS = [
  'W1U',
  'W1H',
  'W1G',
  'W1W',
  'W1T',
  'W1B',
  'W1C',
  'W1K',
  'W1S',
  'W1F',
  'W1D',
  'W1J',
] as const;

export type DeliveryDistrict = (typeof DELIVERY_DISTRICTS)[number];

export const OUT_OF_ZONE_ALERT =
  'Sorry, we do not deliver in this area yet but we are working hard to be there very soon!';
export const OUT_OF_ZONE_FIELD_ERROR = 'The postcode is out of our delivery zone.';

/** The district a postcode falls in: trimmed, first three characters upper-cased. */
export function districtOf(postcode: string): string {
  return postcode.trim().slice(0, 3).toUpperCase();
}

export function isDeliverablePostcode(postcode: string): boolean {
  return (DELIVERY_DISTRICTS as readonly string[]).includes(districtOf(postcode));
}
