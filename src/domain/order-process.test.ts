import { describe, expect, it } from 'vitest';
import {
  customerMayCancel,
  customerMayPayByCard,
  hasInvoice,
  nextStatuses,
  orderActions,
  statusAfterPayment,
  transitionRefusal,
} from './order-process.ts';
import type { OrderStatus, PaymentStatus } from './schemas/order.ts';

const order = (status: OrderStatus, payment_status: PaymentStatus = 'pending') => ({
  status,
  payment_status,
});

describe('transitionRefusal', () => {
  it.each([
    [order('pending', 'paid'), 'processing', null],
    [order('pending'), 'cancelled', null],
    [order('processing', 'paid'), 'completed', null],
    [order('outstanding', 'paid'), 'processing', null],
    [order('outstanding', 'paid'), 'completed', null],
    [order('pending'), 'processing', 'The order must be paid before it can become processing.'],
    [order('pending', 'paid'), 'cancelled', 'A paid order cannot become cancelled.'],
    [order('outstanding'), 'completed', 'The order must be paid before it can become completed.'],
    [order('outstanding'), 'cancelled', null],
    [order('outstanding', 'paid'), 'cancelled', 'A paid order cannot become cancelled.'],
    [order('cancelled'), 'pending', 'An order that is cancelled cannot become pending.'],
    [order('cancelled'), 'processing', 'An order that is cancelled cannot become processing.'],
    [order('completed', 'paid'), 'cancelled', 'An order that is completed cannot become cancelled.'],
    [order('processing', 'paid'), 'pending', 'An order that is processing cannot become pending.'],
  ] as const)('%o to %s', (from, to, refusal) => {
    expect(transitionRefusal(from, to)).toBe(refusal);
  });
});

describe('nextStatuses', () => {
  it.each([
    [order('pending'), ['cancelled']],
    [order('pending', 'paid'), ['processing']],
    [order('processing', 'paid'), ['completed']],
    [order('outstanding'), ['cancelled']],
    [order('outstanding', 'paid'), ['processing', 'completed']],
    [order('completed', 'paid'), []],
    [order('cancelled'), []],
  ] as const)('%o: %o', (state, expected) => {
    expect(nextStatuses(state)).toEqual(expected);
  });
});

describe('customerMayCancel', () => {
  it.each([
    [order('pending'), true],
    [order('pending', 'paid'), false],
    [order('outstanding'), false],
    [order('cancelled'), false],
    [order('processing', 'paid'), false],
    [order('completed', 'paid'), false],
  ] as const)('%o: %s', (state, expected) => {
    expect(customerMayCancel(state)).toBe(expected);
  });
});

describe('customerMayPayByCard', () => {
  it.each([
    [order('pending'), true],
    // Beyond the spec: a pay-later invoice still owed may be paid by card.
    [order('outstanding'), true],
    [order('pending', 'paid'), false],
    [order('outstanding', 'paid'), false],
    [order('processing', 'paid'), false],
    [order('completed', 'paid'), false],
    [order('cancelled'), false],
  ] as const)('%o: %s', (state, expected) => {
    expect(customerMayPayByCard(state)).toBe(expected);
  });
});

describe('orderActions', () => {
  it.each([
    [
      order('pending'),
      { shareLink: true, makePayment: true, paidBadge: false, invoice: false, cancel: true },
    ],
    [
      order('outstanding'),
      { shareLink: true, makePayment: true, paidBadge: false, invoice: true, cancel: false },
    ],
    [
      order('processing', 'paid'),
      { shareLink: false, makePayment: false, paidBadge: true, invoice: true, cancel: false },
    ],
    [
      order('completed', 'paid'),
      { shareLink: false, makePayment: false, paidBadge: true, invoice: true, cancel: false },
    ],
    [
      order('cancelled'),
      { shareLink: false, makePayment: false, paidBadge: false, invoice: false, cancel: false },
    ],
  ] as const)('%o', (state, expected) => {
    expect(orderActions(state)).toEqual({ ...expected, recall: true });
    expect(hasInvoice(state)).toBe(expected.invoice);
  });
});

describe('statusAfterPayment', () => {
  it.each([
    [{ status: 'pending', payment_status: 'pending' }, 'processing'],
    [{ status: 'outstanding', payment_status: 'pending' }, 'processing'],
    [{ status: 'cancelled', payment_status: 'pending' }, null],
    [{ status: 'processing', payment_status: 'paid' }, null],
    [{ status: 'completed', payment_status: 'paid' }, null],
  ] as const)('%o becomes %s when paid', (order, expected) => {
    expect(statusAfterPayment(order)).toBe(expected);
  });
});
