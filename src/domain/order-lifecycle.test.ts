import { describe, expect, it } from 'vitest';
import {
  applyMove,
  availableMoves,
  type FulfilmentStatus,
  fulfilmentFromLegacyStatus,
  LIFECYCLE_MOVES,
  type LifecycleState,
  moveRefusal,
  type PaymentMethod,
  visibleStatus,
} from './order-lifecycle.ts';
import type { OrderStatus, PaymentStatus } from './schemas/order.ts';

const state = (
  fulfilment_status: FulfilmentStatus,
  payment_status: PaymentStatus,
  payment_method: PaymentMethod,
): LifecycleState => ({ fulfilment_status, payment_status, payment_method });

describe('visibleStatus', () => {
  it.each<[FulfilmentStatus, PaymentStatus, PaymentMethod, OrderStatus]>([
    ['cancelled', 'pending', 'card', 'cancelled'],
    ['cancelled', 'pending', 'pay_later', 'cancelled'],
    ['received', 'pending', 'card', 'pending'],
    ['received', 'pending', 'link', 'pending'],
    ['received', 'paid', 'card', 'processing'],
    ['out_for_delivery', 'paid', 'link', 'processing'],
    ['failed_delivery', 'paid', 'card', 'processing'],
    ['delivered', 'paid', 'card', 'completed'],
    ['delivered_short', 'paid', 'card', 'completed'],
    ['received', 'pending', 'pay_later', 'outstanding'],
    ['picking', 'pending', 'pay_later', 'outstanding'],
    ['delivered', 'pending', 'pay_later', 'outstanding'],
    ['delivered_short', 'pending', 'pay_later', 'outstanding'],
    ['received', 'paid', 'pay_later', 'processing'],
    ['delivered', 'paid', 'pay_later', 'completed'],
  ])('%s, %s, %s reads %s', (fulfilment, payment, method, expected) => {
    expect(visibleStatus(state(fulfilment, payment, method))).toBe(expected);
  });
});

describe('moveRefusal', () => {
  it.each<[LifecycleState, string, 'customer' | 'staff' | 'shop', string | null]>([
    [state('received', 'pending', 'pay_later'), 'deliver', 'staff', null],
    [state('out_for_delivery', 'pending', 'pay_later'), 'fail_delivery', 'staff', null],
    [state('failed_delivery', 'pending', 'pay_later'), 'dispatch', 'staff', null],
    [state('delivered', 'pending', 'pay_later'), 'pay', 'staff', null],
    [state('delivered', 'pending', 'pay_later'), 'pay', 'shop', null],
    [state('received', 'pending', 'card'), 'cancel', 'customer', null],
    [state('received', 'pending', 'pay_later'), 'cancel', 'staff', null],
    [state('received', 'pending', 'card'), 'deliver', 'customer', 'A customer cannot deliver an order.'],
    [state('received', 'pending', 'card'), 'pay', 'customer', 'A customer cannot pay an order.'],
    [
      state('received', 'pending', 'pay_later'),
      'cancel',
      'customer',
      'An order that is outstanding cannot be cancelled by its customer.',
    ],
    // A paid order not yet delivered is cancelled, and refunded, by staff.
    [state('received', 'paid', 'card'), 'cancel', 'staff', null],
    [state('received', 'paid', 'card'), 'cancel', 'customer', null],
    [
      state('received', 'paid', 'pay_later'),
      'cancel',
      'customer',
      'An order that is processing cannot be cancelled by its customer.',
    ],
    [
      state('delivered', 'pending', 'pay_later'),
      'cancel',
      'staff',
      'An order that is delivered cannot become cancelled.',
    ],
    [state('received', 'paid', 'card'), 'pay', 'shop', 'An order that is paid cannot become paid.'],
    [state('cancelled', 'pending', 'card'), 'pay', 'shop', 'A cancelled order cannot be paid.'],
    [
      state('received', 'pending', 'card'),
      'fail_delivery',
      'staff',
      'An order that is received cannot become failed delivery.',
    ],
    [state('received', 'pending', 'card'), 'teleport', 'staff', 'There is no move called teleport.'],
  ])('%o %s by %s: %s', (order, move, actor, expected) => {
    expect(moveRefusal(order, move, actor)).toBe(expected);
  });
});

describe('a pay-later order on account', () => {
  it('is placed outstanding, stays outstanding once delivered, and is completed when paid', () => {
    const move = (name: string) => {
      const found = LIFECYCLE_MOVES.find((candidate) => candidate.name === name);
      if (!found) throw new Error(name);
      return found;
    };
    const placed = state('received', 'pending', 'pay_later');
    const delivered = applyMove(placed, move('deliver'));
    expect(visibleStatus(delivered)).toBe('outstanding');
    const paid = applyMove(delivered, move('pay'));
    expect(visibleStatus(paid)).toBe('completed');
    expect(availableMoves(paid, 'staff')).toEqual([]);
  });
});

describe('every move', () => {
  it('that releases credit also closes the payment sessions, so no late payment applies', () => {
    for (const move of LIFECYCLE_MOVES) {
      if (move.effects.releasePayLaterCredit) expect(move.effects.closePaymentSessions).toBe(true);
    }
  });
});

describe('fulfilmentFromLegacyStatus', () => {
  it.each<[OrderStatus, FulfilmentStatus]>([
    ['pending', 'received'],
    ['processing', 'received'],
    ['outstanding', 'received'],
    ['completed', 'delivered'],
    ['cancelled', 'cancelled'],
  ])('%s was %s', (status, fulfilment) => {
    expect(fulfilmentFromLegacyStatus(status)).toBe(fulfilment);
  });
});
