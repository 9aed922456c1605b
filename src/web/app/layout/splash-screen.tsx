import { useEffect, useState } from 'react';
import { markSplashShown, shouldShowSplash } from './first-visit.ts';
import { Logo } from './logo.tsx';

/** docs/product.md §9.6: the splash shows for 3 s on a first visit (once per browser session at most). */
export const SPLASH_MS = 3000;
const FADE_MS = 400;

/**
 * A first-visit overlay drawn above a page that is already rendering beneath it, so it delays
 * nothing. It is decorative (aria-hidden, nothing focusable) and leaves the DOM once faded.
 */
export function SplashScreen() {
  // Decided once at mount: dismissing the cookie notice mid-splash must not cut the splash short.
  const [firstVisit] = useState(shouldShowSplash);
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>(firstVisit ? 'shown' : 'gone');

  useEffect(() => {
    if (!firstVisit) return;
    // Written once shown, not when decided: deciding must stay a pure read (React may run it twice).
    markSplashShown();
    const reduceMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const fadeTimer = window.setTimeout(() => setPhase('fading'), SPLASH_MS);
    // Without motion the overlay simply disappears at 3 s instead of fading.
    const goneTimer = window.setTimeout(
      () => setPhase('gone'),
      reduceMotion ? SPLASH_MS : SPLASH_MS + FADE_MS,
    );
    return () => {
      window.clearTimeout(fadeTimer);
      window.clearTimeout(goneTimer);
    };
  }, [firstVisit]);

  if (phase === 'gone') return null;
  return (
    <div
      aria-hidden="true"
      data-testid="splash-screen"
      className={`fixed inset-0 z-[100] grid place-items-center bg-black text-white transition-opacity duration-[400ms] motion-reduce:transition-none ${
        phase === 'fading' ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
    >
      <div className="flex flex-col items-center gap-6 px-6 text-center">
        <div className="motion-safe:animate-pulse">
          <Logo size="lg" />
        </div>
        <p className="max-w-xs text-neutral-300 text-sm sm:text-base">
          Trade supplies for hotels, restaurants and bars in London W1
        </p>
      </div>
    </div>
  );
}
