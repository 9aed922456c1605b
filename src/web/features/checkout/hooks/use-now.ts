import { useEffect, useState } from 'react';

/**
 * The browser's clock, read again every `everyMs`: a checkout left open past 8pm or midnight offers
 * the days of the new moment, not of the page load.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
