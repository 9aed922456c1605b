import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isFirstVisit, markVisited } from './first-visit.ts';

/**
 * First-load cookie notice. SPEC: Accept and Decline both only dismiss it and set 'new user' to
 * 'false' — the shop sets no optional cookies, so there is nothing else to switch.
 */
export function CookieNotice() {
  const [visible, setVisible] = useState(isFirstVisit);
  if (!visible) return null;

  const dismiss = () => {
    markVisited();
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie notice"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-xl border border-neutral-200 bg-white p-4 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Cookie className="hidden h-8 w-8 shrink-0 text-amber-500 sm:block" aria-hidden="true" />
        <p className="flex-1 text-neutral-700 text-sm leading-relaxed">
          We use essential storage to keep your basket, delivery area and sign-in working. See our{' '}
          <Link to="/privacy-policy" className="font-medium text-amber-700 underline hover:text-amber-800">
            privacy policy
          </Link>{' '}
          for details.
        </p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={dismiss}
            className="flex-1 rounded-lg border border-neutral-300 px-4 py-2 font-medium text-neutral-800 text-sm hover:bg-neutral-100 sm:flex-none"
          >
            Decline
          </button>
          <button
            type="button"
            onClick={dismiss}
            className="flex-1 rounded-lg bg-black px-4 py-2 font-semibold text-sm text-white hover:bg-neutral-800 sm:flex-none"
          >
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
