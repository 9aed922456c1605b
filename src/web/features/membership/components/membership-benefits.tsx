import { BadgePercent, CalendarClock, Truck } from 'lucide-react';
import { membershipPriceText } from '../utils/membership-texts.ts';

/** The price, the benefits and the terms, stated plainly (docs/product.md §9.4: rolling, no refund for unused time). */
export function MembershipBenefits() {
  return (
    <div>
      <p className="font-bold text-2xl text-neutral-900 tracking-tight">{membershipPriceText()}</p>
      <p className="mt-1 text-neutral-600 text-sm">
        Rolling monthly: charged to your card each month until you unsubscribe.
      </p>
      <ul className="mt-5 space-y-3 text-neutral-800 text-sm">
        <li className="flex gap-3">
          <BadgePercent className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
          <span>
            <span className="font-semibold">Member prices</span> on every product that has one, with the list
            price struck through in your basket and at checkout.
          </span>
        </li>
        <li className="flex gap-3">
          <Truck className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
          <span>
            <span className="font-semibold">Same-day delivery</span> when you order before 8pm, delivered by
            midnight. Without membership, delivery is next day.
          </span>
        </li>
        <li className="flex gap-3">
          <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
          <span>
            <span className="font-semibold">Cancel any time.</span> Your benefits last to the end of the month
            you have paid for; there is no refund for unused time.
          </span>
        </li>
      </ul>
    </div>
  );
}
