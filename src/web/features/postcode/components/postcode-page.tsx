import { BadgePercent, Clock, CreditCard, MapPin } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePostcodeStore } from '../../../stores/postcode-store.ts';
import { PostcodePicker } from './postcode-picker.tsx';

const PERKS = [
  {
    icon: Clock,
    title: 'Same-day for members',
    text: 'Order by 8pm, delivered by midnight. Next-day for everyone else.',
  },
  {
    icon: BadgePercent,
    title: 'Member prices',
    text: 'Lower trade prices across the range for £49.99 a month.',
  },
  {
    icon: CreditCard,
    title: 'Pay later',
    text: 'Approved businesses get up to £2,000 credit, settled within 30 days.',
  },
] as const;

/**
 * Where the route guard sends the visitor back to (path and query string); anything else, or
 * nothing, means home. '//' would be another site, so only same-site paths count.
 */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const isOwnPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return isOwnPath && !from.startsWith('/postcoder') ? from : '/';
}

/** /postcoder: the welcoming first page where a visitor tells us where to deliver. */
export function PostcodePage() {
  useDocumentTitle('Choose your delivery area');
  const choosePostcode = usePostcodeStore((state) => state.choosePostcode);
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <div className="bg-gradient-to-b from-black via-neutral-900 to-neutral-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-16 sm:pt-12 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-10 lg:px-6 lg:pt-20">
        <div className="text-white">
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-500/15 px-3 py-1 font-medium text-amber-300 text-sm">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            Delivering across London W1
          </p>
          <h1 className="mt-5 font-extrabold text-4xl tracking-tight sm:text-5xl">
            Your venue&rsquo;s wholesaler, <span className="text-amber-400">right around the corner</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-neutral-300 leading-relaxed">
            Fresh produce, drinks, dry store and bar supplies for hotels, restaurants, bars, pubs, nightclubs
            and caterers. Tell us where you are and start ordering at trade prices.
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-black/5 sm:p-8">
          <h2 className="font-bold text-neutral-900 text-xl">Where should we deliver?</h2>
          <p className="mt-1 text-neutral-600 text-sm">Pick your postcode district to see our range.</p>
          <div className="mt-6">
            <PostcodePicker
              onChoose={(district) => {
                choosePostcode(district);
                navigate(returnPath(location.state), { replace: true });
              }}
            />
          </div>
        </div>
      </div>
      <ul className="mx-auto grid max-w-6xl gap-4 px-4 pb-4 sm:grid-cols-3 lg:px-6">
        {PERKS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
            <Icon className="h-6 w-6 text-amber-600" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-neutral-900">{title}</h3>
            <p className="mt-1 text-neutral-600 text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
