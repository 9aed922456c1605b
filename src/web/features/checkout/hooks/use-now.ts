import { useEffect, useState } from 'react';

/**
 * The browser's clock, read again every `everyMs`: a membership that ends while the checkout is open
 * stops giving member prices. The delivery days do not use it: they come from the server's clock
 * (GET /api/delivery-days), since the browser's clock and time zone may be anything.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
