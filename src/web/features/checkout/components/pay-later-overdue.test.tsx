import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAY_LATER_OVERDUE, PAY_LATER_OVERDUE_DETAIL } from '../../../../domain/pay-later.ts';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import {
  button,
  chooseDeliveryAndAcceptTerms,
  fakeCheckoutApi,
  openCheckout,
  renderCheckout,
  signOut,
} from '../test/fake-checkout-api.tsx';

resetAfterEach();
afterEach(signOut);

describe('a pay-later customer with an overdue invoice at checkout', () => {
  it('is told why Pay Later is off, and may still pay by card', async () => {
    fakeCheckoutApi({
      user: {
        pay_later: true,
        pay_later_credit: 300_00,
        pay_later_credit_limit: 2000_00,
        pay_later_overdue: true,
      },
    });
    renderCheckout();
    await openCheckout();
    chooseDeliveryAndAcceptTerms();

    expect(screen.getAllByText(PAY_LATER_OVERDUE).length).toBeGreaterThan(0);
    expect(screen.getByText(PAY_LATER_OVERDUE_DETAIL)).toBeTruthy();
    expect(button('Pay Later').disabled).toBe(true);
    expect(button('Pay by card').disabled).toBe(false);
  });
});
