import { describe, expect, it } from 'vitest';
import type { FulfilmentStatus, PaymentMethod } from './order-lifecycle.ts';
import {
  customerMayCancel,
  customerMayPayByCard,
  hasInvoice,
  orderActions,
  staffStatusMoves,
  statusRouteMove,
} from './order-process.ts';
import type { OrderStatus, PaymentStatus } from './schemas/order.ts';

const order = (status: OrderStatus, payment_status: PaymentStatus = 'pending') => ({
  status,
  payment_status,
});

const lifecycle = (
  status: OrderStatus,
  payment_status: PaymentStatus,
  fulfilment_status: FulfilmentStatus,
  payment_method: PaymentMethod = 'card',
) => ({ status, payment_status, fulfilment_status, payment_method });

describe('statusRouteMove', () => {
  it.each([
    [lifecycle('processing', 'paid', 'received'), 'completed', { move: 'deliver' }],
    [lifecycle('processing', 'paid', 'out_for_delivery'), 'completed', { move: 'deliver' }],
    [
      lifecycle('pending', 'pending', 'received'),
      'processing',
      { refusal: 'The order must be paid before it can become processing.' },
    ],
    [
      lifecycle('outstanding', 'pending', 'received', 'pay_later'),
      'completed',
      { refusal: 'The order must be paid before it can become completed.' },
    ],
    [
      lifecycle('completed', 'paid', 'delivered'),
      'processing',
      { refusal: 'An order that is completed cannot become processing.' },
    ],
    [
      lifecycle('cancelled', 'pending', 'cancelled'),
      'completed',
      { refusal: 'An order that is cancelled cannot become completed.' },
    ],
    [
      lifecycle('processing', 'paid', 'received'),
      'pending',
      { refusal: 'An order that is processing cannot become pending.' },
    ],
  ] as const)('%o to %s', (order, to, expected) => {
    expect(statusRouteMove(order, to)).toEqual(expected);
  });
});

describe('staffStatusMoves', () => {
  it.each([
    [lifecycle('pending', 'pending', 'received'), [{ status: 'cancelled', move: 'cancel' }]],
    [
      lifecycle('processing', 'paid', 'received'),
      [
        { status: 'completed', move: 'deliver' },
        { status: 'cancelled', move: 'cancel' },
      ],
    ],
    [
      lifecycle('outstanding', 'pending', 'out_for_delivery', 'pay_later'),
      [{ status: 'cancelled', move: 'cancel' }],
    ],
    [lifecycle('outstanding', 'pending', 'delivered', 'pay_later'), []],
    [lifecycle('completed', 'paid', 'delivered'), []],
    [lifecycle('cancelled', 'pending', 'cancelled'), []],
  ] as const)('%o: %o', (order, expected) => {
    expect(staffStatusMoves(order)).toEqual(expected);
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
