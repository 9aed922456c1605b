import type { Order } from '../../../../domain/schemas/order.ts';

/**
 * A pending card order of two lines for the test user (id 7): £250.00 + VAT £50.00 = £300.00,
 * for delivery on Tuesday 24 November 2026 in the morning. Tests override what they are about.
 */
export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    order_id: 'W1-000001',
    status: 'pending',
    payment_status: 'pending',
    payment_url: null,
    payment_method: 'card',
    due_at: null,
    invoice_url: null,
    sub_total: 250,
    tax: 50,
    shipping: 0,
    total: 300,
    email: 'ada@example.test',
    cancel_reason: null,
    cancellable_until: null,
    refunds: [],
    fulfilment_status: 'received',
    payment_state: 'pending',
    credited: 0,
    history: [],
    amendable_until: null,
    created_at: '2026-11-23T10:15:00.000Z',
    shipping_info: {
      name: 'Ada Buyer',
      email: 'ada@example.test',
      company_name: 'The Crown Inn',
      phone: '020 7946 0000',
      line1: '1 Marylebone Lane',
      line2: null,
      city: 'London',
      postcode: 'W1U 2NE',
      billing_name: 'Ada Buyer',
      billing_email: 'accounts@crown.example.test',
      billing_company_name: 'Crown Inns Ltd',
      billing_phone: '020 7946 0001',
      billing_line1: '1 Marylebone Lane',
      billing_line2: null,
      billing_city: 'London',
      billing_postcode: 'W1U 2NE',
      deliveryDay: '2026-11-24',
      deliveryTime: 'morning',
    },
    order_items: [
      { id: 11, product_id: 3, title: 'Mature cheddar 5kg', quantity: 10, price: 20, vat_rate: 20 },
      { id: 12, product_id: 4, title: 'Oat milk 1L', quantity: 25, price: 2, vat_rate: 20 },
    ],
    ...overrides,
  };
}
