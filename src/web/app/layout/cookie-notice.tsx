import { Cookie } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isFirstVisit, markVisited } from './first-visit.ts';

/** styles.css pads the page bottom (and the scroll padding) by this, so nothing stays under the notice. */
const SPACE_VARIABLE = '--cookie-notice-space';
const LINK_CLASS = 'font-medium text-amber-700 underline hover:text-amber-800';

/**
 * First-load cookie notice. docs/product.md §1.3: Accept and Decline both only dismiss it and set 'new user' to
 * 'false' — the shop sets no optional cookies, so there is nothing else to switch.
 */
export function CookieNotice() {
  const [visible, setVisible] = useState(isFirstVisit);
  const noticeRef = useRef<HTMLElement>(null);

  // The notice is fixed over the page; while it shows, the page gets that much room at its end
  // (so the last controls can scroll clear of it) and focused controls are kept above it.
  useLayoutEffect(() => {
    const notice = noticeRef.current;
    if (!visible || !notice) return;
    const root = document.documentElement;
    const update = () => {
      const space = Math.max(0, window.innerHeight - notice.getBoundingClientRect().top);
      root.style.setProperty(SPACE_VARIABLE, `${Math.ceil(space)}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(notice);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(SPACE_VARIABLE);
    };
  }, [visible]);

  if (!visible) return null;

  const dismiss = () => {
    markVisited();
    setVisible(false);
  };

  return (
    <section
      ref={noticeRef}
      aria-label="Cookie notice"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-xl border border-neutral-200 bg-white px-3 py-2.5 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      {/* Phones get a short text beside the buttons (the other is display:none, so read once). */}
      <div className="flex items-center gap-2 sm:gap-4">
        <Cookie className="hidden h-8 w-8 shrink-0 text-amber-500 sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-neutral-700 text-sm leading-snug sm:hidden">
          Only essential storage.{' '}
          <Link to="/privacy-policy" className={LINK_CLASS}>
            Privacy policy
          </Link>
        </p>
        <p className="hidden flex-1 text-neutral-700 text-sm leading-relaxed sm:block">
          We use essential storage to keep your basket, delivery area and sign-in working. See our{' '}
          <Link to="/privacy-policy" className={LINK_CLASS}>
            privacy policy
          </Link>{' '}
          for details.
        </p>
        <div className="flex shrink-0 gap-1.5 sm:gap-2">
          <button
            type="button"
            onClick={dismiss}
            className="rounded-lg border border-neutral-300 px-2.5 py-2 font-medium text-neutral-800 text-sm hover:bg-neutral-100 sm:px-4"
          >
            Decline
          </button>
          <button
            type="button"
            onClick={dismiss}
            className="rounded-lg bg-black px-2.5 py-2 font-semibold text-sm text-white hover:bg-neutral-800 sm:px-4"
          >
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
