import { useEffect } from 'react';

/**
 * Leaves the shop for a payment page (the provider's hosted checkout). An object so tests can
 * watch it: jsdom cannot navigate.
 */
export const paymentPage = { go: (url: string) => window.location.assign(url) };

/**
 * Calls `onReturn` when the browser shows this page again from its back-forward cache (the
 * customer pressed Back on the payment page): a "taking you to the payment page" state set before
 * leaving would otherwise stay on, with its buttons disabled.
 */
export function useOnReturnFromHistory(onReturn: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onReturn();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [onReturn]);
}
