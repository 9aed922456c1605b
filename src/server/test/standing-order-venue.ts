import type { Db } from '../db/database.ts';
import { testAddressFields } from '../modules/address/address-test-data.ts';

/** The venue's saved address, in the zone, as the address form would have stored it. */
export async function saveVenueAddress(db: Db, userId: number): Promise<void> {
  const now = new Date().toISOString();
  const fields = testAddressFields({ line2: null, billing_line2: null }) as Record<string, string | null>;
  await db
    .insertInto('addresses')
    .values({
      user_id: userId,
      is_default: 1,
      company_name: fields.company_name ?? '',
      phone: fields.phone ?? '',
      line1: fields.line1 ?? '',
      line2: null,
      city: fields.city ?? '',
      postcode: fields.postcode ?? '',
      billing_company_name: fields.billing_company_name ?? '',
      billing_phone: fields.billing_phone ?? null,
      billing_email: fields.billing_email ?? null,
      billing_name: fields.billing_name ?? null,
      billing_line1: fields.billing_line1 ?? '',
      billing_line2: null,
      billing_city: fields.billing_city ?? '',
      billing_postcode: fields.billing_postcode ?? '',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Monday 23 November 2026, noon in London (GMT). Tuesday's morning slot closes at 22:00 tonight. */
export const STANDING_TEST_NOW = '2026-11-23T12:00:00.000Z';
/** Two hours before Tuesday's cut-off: Tuesday's delivery is placed. */
export const TUESDAY_PLACING = '2026-11-23T20:00:00.000Z';
