import { describe, expect, it } from 'vitest';
import { type CheckoutPageView, renderCheckoutPage } from './checkout-page.ts';

const form: CheckoutPageView = {
  kind: 'form',
  merchant: 'W1 Wholesale Ltd',
  description: 'Order W1-000001',
  amountPence: 26982,
  cancelUrl: 'http://shop.test/cancel',
  action: '/pay/cs_test_1',
};

function autofocused(html: string): string[] {
  return [...html.matchAll(/<input id="(card-\w+)"[^>]*\bautofocus\b/g)].map((match) => match[1] ?? '');
}

describe('the built-in card page', () => {
  it('focuses nothing on a first visit', () => {
    expect(autofocused(renderCheckoutPage(form))).toEqual([]);
  });

  it('puts a refused card’s payer back in the card number', () => {
    const html = renderCheckoutPage({ ...form, refusal: 'Your card was declined. Please try another card.' });
    expect(autofocused(html)).toEqual(['card-number']);
  });

  it('puts the payer in the first field in error', () => {
    const html = renderCheckoutPage({
      ...form,
      typed: { expiry: '01/20', cvc: '', name: '' },
      problems: {
        cvc: 'Enter the 3 or 4 digits on the back of your card.',
        name: 'Enter the name on your card.',
      },
    });
    expect(autofocused(html)).toEqual(['card-cvc']);
  });

  it('says on a page that saves a card that it saves one and charges nothing', () => {
    const html = renderCheckoutPage({ ...form, purpose: 'save', description: 'Your card is saved.' });
    const notice = /<p class="test" role="note">([^<]*)<\/p>/.exec(html)?.[1] ?? '';
    expect(notice).toContain('Save the test card 4242 4242 4242 4242');
    expect(notice).toContain('nothing is charged');
    expect(html).not.toContain('Pay with the test card');
    expect(html).not.toContain('Payments on this page');
  });

  it('starts the test notice at the very top of the page', () => {
    expect(renderCheckoutPage(form)).toMatch(/\.test\{margin:0;/);
  });
});
