import { describe, expect, it } from 'vitest';
import { testOrder } from '../test/order-fixtures.ts';
import { awaitsPaymentConfirmation } from './payment-confirmation.ts';

const payPage = 'http://127.0.0.1:3100/pay/cs_test_1';

describe('awaitsPaymentConfirmation', () => {
  it.each([
    ['a card order awaiting payment', testOrder(), true],
    ['a link order awaiting payment', testOrder({ payment_method: 'link', payment_url: payPage }), true],
    ['a paid card order', testOrder({ status: 'processing', payment_status: 'paid' }), false],
    ['a cancelled card order', testOrder({ status: 'cancelled' }), false],
    [
      'a pay-later order just placed',
      testOrder({ status: 'outstanding', payment_method: 'pay_later' }),
      false,
    ],
    [
      'a pay-later invoice with a card payment started',
      testOrder({ status: 'outstanding', payment_method: 'pay_later', payment_url: payPage }),
      true,
    ],
    [
      'a pay-later invoice paid by card',
      testOrder({
        status: 'processing',
        payment_status: 'paid',
        payment_method: 'pay_later',
        payment_url: payPage,
      }),
      false,
    ],
  ] as const)('%s: %s', (_, order, expected) => {
    expect(awaitsPaymentConfirmation(order)).toBe(expected);
  });
});
