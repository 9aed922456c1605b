import type { ProfileUpdateBody, User } from '../../../../domain/schemas/account.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { testUser } from '../../../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch.ts';

export const customer = testUser({ phone: '020 7946 0000' });

export function orderWith(id: number, status: Order['status']): Order {
  return {
    id,
    order_id: `W1-${id}`,
    status,
    payment_status: 'pending',
    payment_url: null,
    payment_method: 'card',
    due_at: null,
    invoice_url: null,
    sub_total: 200,
    tax: 40,
    shipping: 0,
    total: 240,
    email: customer.email,
    po_number: null,
    delivery_notes: null,
    cancel_reason: null,
    cancellable_until: null,
    refunds: [],
    fulfilment_status: 'received',
    payment_state: 'pending',
    credited: 0,
    history: [],
    amendable_until: null,
    replaced_invoices: [],
    created_at: '2025-01-01T10:00:00.000Z',
    shipping_info: {
      name: customer.name,
      email: customer.email,
      company_name: 'The Crown',
      phone: customer.phone,
      line1: '1 Berners St',
      line2: null,
      city: 'London',
      postcode: 'W1T 3AB',
      billing_name: customer.name,
      billing_email: customer.email,
      billing_company_name: 'The Crown',
      billing_phone: customer.phone,
      billing_line1: '1 Berners St',
      billing_line2: null,
      billing_city: 'London',
      billing_postcode: 'W1T 3AB',
      deliveryDay: 'tomorrow',
      deliveryTime: 'morning',
    },
    order_items: [],
  };
}

type Reply = { status: number; body: unknown };

type FakeAccountApi = {
  user?: User;
  orders?: Order[];
  wishlist?: unknown[];
  /** The answer to PUT /api/user_profile/{id}; by default the changed user. */
  updateReply?: Reply;
  /** The answer to DELETE /api/user/{id}; by default success. */
  deleteReply?: Reply;
  /** What GET /api/user answers after a refused delete (the server's fresher copy). */
  userAfterRefusal?: User;
  /** GET /api/user never answers, as on a slow network. */
  userPending?: boolean;
};

/** A pretend shop API for one signed-in customer, recording every call. */
export function fakeAccountApi(options: FakeAccountApi = {}) {
  let user = options.user ?? customer;
  const json = ({ status, body }: Reply) => jsonResponse(body, status);
  return stubFetch(({ method, url, body }) => {
    if (url === '/api/user' && method === 'GET') {
      if (options.userPending) return new Promise<Response>(() => {});
      return json({ status: 200, body: user });
    }
    if (url.startsWith('/api/myorders')) return json({ status: 200, body: options.orders ?? [] });
    if (url.startsWith('/api/wishlist')) return json({ status: 200, body: options.wishlist ?? [] });
    if (url === '/api/logout') return json({ status: 200, body: { message: 'You have been logged out.' } });
    if (method === 'PUT' && url === `/api/user_profile/${user.id}`) {
      if (options.updateReply) return json(options.updateReply);
      const { name, phone } = body as ProfileUpdateBody;
      user = { ...user, name, phone };
      return json({
        status: 200,
        body: { success: true, user, message: 'Your profile has been updated.' },
      });
    }
    if (method === 'DELETE' && url === `/api/user/${user.id}`) {
      const reply = options.deleteReply ?? { status: 200, body: { success: true } };
      if (reply.status === 409 && options.userAfterRefusal) user = options.userAfterRefusal;
      return json(reply);
    }
    return json({ status: 404, body: { message: 'Not found', errors: {} } });
  });
}
