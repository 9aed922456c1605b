import { fireEvent, screen } from '@testing-library/react';
import { Route, useParams } from 'react-router';
import { DELIVERY_SLOT_VALUES } from '../../../../domain/delivery.ts';
import { type DeliverySettings, deliveryOffers } from '../../../../domain/delivery-slot-offers.ts';
import { isActiveMember } from '../../../../domain/membership.ts';
import type { User } from '../../../../domain/schemas/account.ts';
import type { Address } from '../../../../domain/schemas/address.ts';
import type { ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { RequireSignedIn } from '../../../app/require-signed-in.tsx';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testProduct, testUser } from '../../../test/fixtures.ts';
import { block } from '../../../test/form-queries.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import {
  type FetchCall,
  jsonResponse as json,
  type Reply,
  replyWith,
  stubFetch,
} from '../../../test/stub-fetch.ts';
import { CheckoutPage } from '../components/checkout-page.tsx';

/** For waits that span a submit and a navigation on the shared, slow test machine. */
export const AFTER_SUBMIT = { timeout: 5000 };

/** A product whose member price is 10% under its list price: £129.00 and £116.10. */
export const oysters: ProductSummary = testProduct({
  id: 3,
  slug: 'rock-oysters-50',
  name: 'Rock oysters (50)',
  price: 129,
  special_price: 116.1,
});

export const savedAddress: Address = {
  id: 31,
  user_id: 7,
  default: 'yes',
  address: {
    billing_company_name: 'Lovelace Dining Ltd',
    billing_name: null,
    billing_email: null,
    billing_phone: '020 7946 0001',
    billing_line1: '1 Analytical Row',
    billing_line2: null,
    billing_city: 'London',
    billing_postcode: ' W1T 3AB',
    company_name: 'The Engine Room',
    phone: '020 7946 0002',
    line1: '12 Marylebone Lane',
    line2: 'Basement',
    city: 'London',
    postcode: 'W1U 2QJ',
  },
};

type FakeCheckoutOptions = {
  user?: Partial<User>;
  addresses?: Address[];
  /** The answer to POST /api/myorders; a placed order W1-000123 otherwise. */
  order?: Reply | ((call: FetchCall) => Reply);
  /** The answer to POST /api/checkout; a 404 refusal unless a test says otherwise. */
  payment?: Reply;
  /** GET /api/products/{id} answers. */
  products?: ProductSummary[];
  /** The answer to GET /api/address at this moment; the addresses when it gives none. */
  addressReply?: () => Reply | undefined;
  /** The answer to GET /api/delivery-days; the days of the (test's) clock otherwise, as the server works them out. */
  deliveryDays?: Reply;
};

const ALWAYS_OPEN_TOMORROW: DeliverySettings = {
  slots: DELIVERY_SLOT_VALUES.map((slot) => ({
    slot,
    cutoff: { daysBefore: 0, time: '00:00' },
    capacity: null,
  })),
  days: [],
};

/** GET /api/delivery-days as the server answers it at `now` for this user. */
export function deliveryDaysAnswer(user: Partial<User>, now = new Date()) {
  const isMember = isActiveMember(testUser(user), now);
  return {
    now: now.toISOString(),
    time_zone: 'Europe/London',
    same_day_cutoff: '20:00',
    // Slots closing at midnight before their day: these tests choose tomorrow at any hour of the day.
    days: deliveryOffers(now, isMember, ALWAYS_OPEN_TOMORROW).map((day) => ({
      date: day.date,
      name: day.name,
      date_label: day.dateLabel,
      is_today: day.isToday,
      available: day.available,
      unavailable_reason: day.unavailableReason,
      slots: day.slots.map((slot) => ({
        value: slot.value,
        label: slot.label,
        cutoff_at: slot.cutoffAt.toISOString(),
        availability: slot.availability,
        places_left: slot.placesLeft,
        unavailable_reason: slot.unavailableReason,
      })),
    })),
    slots: [],
    next_cutoff: null,
    hold: null,
  };
}

export const placedOrder = (payLater: boolean) => ({
  order_id: 'W1-000123',
  order: { id: 55, order_id: 'W1-000123', status: payLater ? 'outstanding' : 'pending' },
});

/** A pretend API for one signed-in buyer (Ada, id 7) at the checkout. */
export function fakeCheckoutApi({
  user = {},
  addresses = [savedAddress],
  order,
  payment = { status: 404, body: { message: 'Not found', errors: {} } },
  products = [],
  addressReply,
  deliveryDays,
}: FakeCheckoutOptions = {}) {
  return stubFetch((call) => {
    const { method, url } = call;
    if (url === '/api/user') return json(testUser(user));
    if (url === '/api/address?user_id=7') {
      const reply = addressReply?.();
      return reply ? replyWith(reply) : json(addresses);
    }
    if (url === '/api/delivery-days') {
      return deliveryDays ? replyWith(deliveryDays) : json(deliveryDaysAnswer(user));
    }
    if (url === '/api/myorders?user_id=7') return json([]);
    if (url === '/api/wishlist?user_id=7') return json([]);
    if (method === 'POST' && url === '/api/myorders') {
      const answer = typeof order === 'function' ? order(call) : order;
      const body = call.body as { pay_later: boolean };
      return replyWith(answer ?? { status: 201, body: placedOrder(body.pay_later) });
    }
    if (method === 'POST' && url === '/api/checkout') return replyWith(payment);
    const product = products.find((candidate) => url === `/api/products/${candidate.id}`);
    if (product) return json({ ...product, reviews: [] });
    return json({ message: 'Not found', errors: {} }, 404);
  });
}

function OrderSuccessStub() {
  const { orderId } = useParams();
  return <h1>Order success {orderId}</h1>;
}

/** The checkout route as the app has it, signed in unless `signedIn` is false, with `lines` in the basket. */
export function renderCheckout(
  lines: Array<{ product: ProductSummary; quantity: number }> = [{ product: oysters, quantity: 2 }],
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  if (signedIn) useSessionStore.getState().setToken('token-of-ada');
  useBasketStore.getState().replace(lines.map(({ product, quantity }) => ({ ...product, quantity })));
  return renderRoutesAt(
    '/checkout',
    <>
      <Route element={<RequireSignedIn redirectTo="/sign-up" />}>
        <Route path="/checkout" element={<CheckoutPage />} />
      </Route>
      <Route path="/sign-up" element={<h1>Sign up</h1>} />
      <Route path="/order-success/:orderId" element={<OrderSuccessStub />} />
      <Route path="/customer-dashboard/orders" element={<h1>Orders</h1>} />
    </>,
  );
}

export async function openCheckout() {
  await screen.findByRole('group', { name: 'Billing address' }, AFTER_SUBMIT);
}

export const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

/** Picks tomorrow with a morning slot and ticks the terms: what every valid order needs besides addresses. */
export function chooseDeliveryAndAcceptTerms() {
  fireEvent.click(block('Delivery').getByRole('radio', { name: /^Tomorrow/ }));
  fireEvent.change(screen.getByLabelText('Delivery time', { exact: false }), {
    target: { value: 'morning' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

export function signOut() {
  useSessionStore.getState().setToken(null);
  useBasketStore.getState().clear();
}
