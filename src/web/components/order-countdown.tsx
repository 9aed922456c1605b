import { Clock } from 'lucide-react';
import { type NextCutoffView, useCountdownText } from '../lib/next-cutoff.ts';

type OrderCountdownProps = {
  next: NextCutoffView | null | undefined;
  /** 'dark' on the black header, 'light' on a white page. */
  tone: 'dark' | 'light';
};

/**
 * The time left to order for the next slot (docs/delivery-promises.md). Not a live region: read
 * where it stands, it would otherwise interrupt a screen reader every half minute.
 */
export function OrderCountdown({ next, tone }: OrderCountdownProps) {
  const text = useCountdownText(next);
  if (!text) return null;
  return (
    <p
      data-testid="order-countdown"
      className={`flex items-center gap-1.5 text-sm ${tone === 'dark' ? 'text-amber-300' : 'text-amber-900'}`}
    >
      <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
