import { Link } from 'react-router';
import { Logo } from './logo.tsx';

const FOOTER_LINKS = [
  { label: 'About us', to: '/about-us' },
  { label: 'Contact us', to: '/contact-us' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'Terms', to: '/terms' },
] as const;

/** Site footer: the static pages, credits and copyright (docs/product.md §1.3). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="focus-ring-light mt-16 bg-neutral-950 text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_1fr] lg:px-6">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-neutral-400 text-sm leading-relaxed">
            Wholesale food, drink and supplies for hotels, restaurants, bars, pubs, nightclubs and caterers
            across London W1, delivered to your door.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold text-sm text-white uppercase tracking-wider">Information</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded hover:text-amber-400 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-neutral-400 text-xs sm:flex-row sm:items-center sm:justify-between lg:px-6">
          <p>© {year} W1 Wholesale Ltd. All rights reserved.</p>
          <p>
            Developed by <span className="text-neutral-200">Marylebone Digital</span> · Designed by{' '}
            <span className="text-neutral-200">Soho Studio</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
