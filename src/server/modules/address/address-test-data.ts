/**
 * A complete, in-zone address as the add-address form sends it. Overrides may be of any type, so
 * tests can send what a broken or hostile client would.
 */
export function testAddressFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    billing_company_name: 'Analytical Ltd',
    billing_name: 'Ada Accounts',
    billing_email: 'accounts@venue.test',
    billing_phone: '020 7946 0002',
    billing_line1: '2 Harley Street',
    billing_line2: 'Suite 3',
    billing_city: 'London',
    billing_postcode: 'SW1A 1AA',
    company_name: 'The Analytical Bar',
    phone: '020 7946 0001',
    line1: '1 Marylebone High Street',
    line2: '',
    city: 'London',
    postcode: 'W1U 4AA',
    ...overrides,
  };
}
