import { useState } from 'react';

export const COPY_FAILED = 'Something went wrong, we could not copy the URL. Please try again later.';

type PaymentLinkPanelProps = {
  orderId: string;
  url: string;
  onDone(): void;
};

/**
 * SPEC 4 'copy': the payment page of a placed order to pass on (WhatsApp, email, copy link); when
 * done the basket is cleared and the orders page shows.
 */
export function PaymentLinkPanel({ orderId, url, onDone }: PaymentLinkPanelProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = `Payment link for order ${orderId}: ${url}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
      // SPEC 8: the copy failure shows for 4 seconds.
      setTimeout(() => setCopy('idle'), 4000);
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950 text-sm">
      <p>
        Order <strong>{orderId}</strong> is placed. Share its payment link:
      </p>
      <p className="break-all font-mono text-xs">{url}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={copyLink}
          className="rounded-lg bg-black px-3 py-2 font-semibold text-white"
        >
          Copy link
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border border-emerald-400 bg-white px-3 py-2 font-semibold"
        >
          WhatsApp
        </a>
        <a
          href={`mailto:?subject=${encodeURIComponent(`Payment for order ${orderId}`)}&body=${encodeURIComponent(text)}`}
          className="rounded-lg border border-emerald-400 bg-white px-3 py-2 font-semibold"
        >
          Email
        </a>
        <button type="button" onClick={onDone} className="rounded-lg px-3 py-2 font-semibold underline">
          Done, see my orders
        </button>
      </div>
      {copy === 'copied' && <p>Link copied.</p>}
      {copy === 'failed' && <p className="text-red-800">{COPY_FAILED}</p>}
    </div>
  );
}
