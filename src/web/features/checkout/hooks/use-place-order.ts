import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PriceMismatch, type ServerFigures } from '../../../../domain/schemas/order.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paymentPage, useOnReturnFromHistory } from '../../../lib/payment-page.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { startPaymentSession } from '../../../session/api/start-payment-session.ts';
import { sessionKeys } from '../../../session/query-keys.ts';
import { priceBasket, useBasketStore } from '../../../stores/basket-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { placeOrder } from '../api/place-order.ts';
import { refreshBasketPrices } from '../api/refresh-basket-prices.ts';
import { clearCheckoutDraft } from '../utils/checkout-draft.ts';
import type { CheckoutValues } from '../utils/checkout-fields.ts';
import { idempotencyKeyFor } from '../utils/idempotency-key.ts';
import { buildOrderBody, type PaymentChoice } from '../utils/order-body.ts';

/** What the last submission came to, when it did not leave the page. */
export type CheckoutOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'prices-changed'; message: string; expected: ServerFigures }
  | { kind: 'payment-not-started'; orderId: string }
  | { kind: 'payment-link'; orderId: string; url: string };

type PlaceOrderOptions = {
  userId: number;
  isMember: boolean;
  /** Puts the server's field errors (shipping_info.x) on the form's fields. */
  onFieldErrors(errors: Record<string, string>): void;
};

/**
 * Places the order and follows docs/product.md §4.3's checkout flow by payment choice. Pay later: the basket is
 * cleared, the user (credit) and orders reload, and the customer goes to /order-success/{order_id}.
 * Card and payment link: the order is placed (pending), then a payment session is asked for. Card
 * leaves for its page, busy until the browser has gone (the basket is cleared on the success page
 * once this order is paid);
 * a link opens the share dialog. A failed session request is logged and the spinner stops (docs/product.md §8.1);
 * the order stays saved under Orders, and the basket stays.
 */
export function usePlaceOrder({ userId, isMember, onFieldErrors }: PlaceOrderOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const clearBasket = useBasketStore((state) => state.clear);
  const replaceBasket = useBasketStore((state) => state.replace);
  const markOrdered = useBasketStore((state) => state.markOrdered);
  const [pending, setPending] = useState<PaymentChoice | null>(null);
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null);
  // Set once the browser is sent to the card payment page, until it has gone (or comes Back).
  const [leaving, setLeaving] = useState(false);
  useOnReturnFromHistory(useCallback(() => setLeaving(false), []));
  // State lags a render behind a fast double press; the ref does not.
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: Parameters<typeof placeOrder>[0]; key: string }) =>
      placeOrder(body, key),
  });

  const showRefusal = async (error: unknown, lines: ReturnType<typeof useBasketStore.getState>['lines']) => {
    if (!(error instanceof ApiRequestError)) {
      setOutcome({ kind: 'refused', message: SOMETHING_WENT_WRONG });
      return;
    }
    const mismatch = error.status === 409 ? PriceMismatch.safeParse(error.body) : null;
    if (mismatch?.success) {
      setOutcome({
        kind: 'prices-changed',
        message: mismatch.data.message,
        expected: mismatch.data.expected,
      });
      // Today's prices into the basket, and the user's membership afresh, so the next submit agrees.
      replaceBasket(await refreshBasketPrices(lines));
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user(token) });
      return;
    }
    const fieldErrors: Record<string, string> = {};
    for (const [path, messages] of Object.entries(error.errors)) {
      const field = path.startsWith('shipping_info.') ? path.slice('shipping_info.'.length) : path;
      if (messages[0]) fieldErrors[field] = messages[0];
    }
    onFieldErrors(fieldErrors);
    setOutcome({ kind: 'refused', message: error.status >= 500 ? SOMETHING_WENT_WRONG : error.message });
  };

  const askForPayment = async (orderId: string, email: string, choice: 'card' | 'link') => {
    try {
      const url = await startPaymentSession(orderId, email, choice === 'link' ? 'link' : undefined);
      // docs/product.md §4.3: the order's payment_url is known locally once a session is made.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.orders(userId) });
      if (choice === 'card') {
        setLeaving(true);
        paymentPage.go(url);
      } else {
        setOutcome({ kind: 'payment-link', orderId, url });
      }
    } catch (error) {
      // docs/product.md §8.1: checkout request failures are logged and the spinner stops; the order stays saved.
      console.error('The payment session could not be started', error);
      setOutcome({ kind: 'payment-not-started', orderId });
    }
  };

  const submit = async (
    shipping: CheckoutValues,
    choice: PaymentChoice,
    allowSubstitute?: (productId: number) => boolean,
  ) => {
    if (busy.current || leaving) return;
    busy.current = true;
    setPending(choice);
    setOutcome(null);
    const lines = useBasketStore.getState().lines;
    const body = buildOrderBody(userId, shipping, priceBasket(lines, isMember), choice, allowSubstitute);
    try {
      const placed = await mutation.mutateAsync({ body, key: idempotencyKeyFor(body) });
      // The order holds what was typed now; the next checkout starts from the saved address.
      clearCheckoutDraft(userId);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.orders(userId) });
      // The order guide is built from past orders: this one's products and quantities join it.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.orderGuide(userId) });
      if (choice === 'pay_later') {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.user(token) });
        navigate(`/order-success/${encodeURIComponent(placed.order_id)}`);
        clearBasket();
        return;
      }
      // The basket empties when this order is paid (the success page), not for any other order.
      if (choice === 'card') markOrdered(placed.order_id);
      await askForPayment(placed.order_id, body.email, choice);
    } catch (error) {
      await showRefusal(error, lines);
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  /** The share panel of a payment link is done with: docs/product.md §4.3 then clears the basket and shows the orders. */
  const finishPaymentLink = () => {
    clearBasket();
    navigate('/customer-dashboard/orders');
  };

  return { submit, pending: leaving ? 'card' : pending, leaving, outcome, finishPaymentLink };
}
