import { Leaf, type LucideIcon, ShieldCheck, Truck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { LegalSection, StaticPageFrame } from './static-page-frame.tsx';

const VALUES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Truck,
    title: 'Local and fast',
    text: 'Our vans only serve the W1 districts, so we know every loading bay and back door. Members get same-day delivery on orders placed by 8pm.',
  },
  {
    icon: Leaf,
    title: 'Fresh every day',
    text: 'Produce, dairy, meat and fish arrive from trusted British growers and markets every morning and leave our depot the same day.',
  },
  {
    icon: ShieldCheck,
    title: 'Trade-first service',
    text: 'Clear trade prices, pay-later credit for approved venues and a trade desk that picks up the phone until midnight.',
  },
  {
    icon: Users,
    title: 'Fair to our people',
    text: 'Our drivers are employed, paid the London Living Wage and keep 100% of every tip.',
  },
];

/** /about-us: who W1 Wholesale is and how it works for venues. */
export function AboutUsPage() {
  return (
    <StaticPageFrame
      title="About us"
      intro={
        <p>
          W1 Wholesale is the neighbourhood wholesaler for the West End&rsquo;s hospitality trade. We keep
          kitchens, bars and hotel floors stocked so our customers can focus on their guests.
        </p>
      }
    >
      <LegalSection title="Our story">
        <p>
          We started with one van and a handful of Soho restaurants that were tired of waiting for out-of-town
          suppliers. Today we deliver thousands of lines &ndash; fresh produce, dairy, meat and fish, bakery,
          dry store, frozen, drinks, bar supplies, cleaning and disposables &ndash; to hotels, restaurants,
          bars, pubs, nightclubs and caterers across the twelve W1 postcode districts.
        </p>
        <p>
          Staying small on purpose lets us promise what larger wholesalers cannot: delivery slots from 8am to
          midnight, same-day delivery for members, and a team that knows your venue by name.
        </p>
      </LegalSection>

      <ul className="grid gap-4 sm:grid-cols-2">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
            <Icon className="h-6 w-6 text-amber-600" aria-hidden="true" />
            <h2 className="mt-3 font-semibold text-neutral-900">{title}</h2>
            <p className="mt-1 text-sm">{text}</p>
          </li>
        ))}
      </ul>

      <LegalSection title="How it works">
        <ul>
          <li>Choose your W1 district and browse the full range at trade prices, excluding VAT.</li>
          <li>Order £200 or more and pick a delivery day and slot that suits your service.</li>
          <li>
            Pay by card, send a payment link to your accounts team, or use pay-later credit once approved.
          </li>
          <li>Join our membership for £49.99 a month for member prices and same-day delivery.</li>
        </ul>
      </LegalSection>

      <div className="focus-ring-light rounded-2xl bg-black p-6 text-white sm:p-8">
        <h2 className="font-bold text-xl">Ready to stock up?</h2>
        <p className="mt-2 text-neutral-300">
          Open a trade account in minutes, or talk to our trade desk first.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link
            to="/"
            className="rounded-lg bg-amber-500 px-5 py-2.5 font-semibold text-black hover:bg-amber-400"
          >
            Browse the range
          </Link>
          <Link
            to="/contact-us"
            className="rounded-lg border border-white/30 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            Contact us
          </Link>
        </div>
      </div>
    </StaticPageFrame>
  );
}
