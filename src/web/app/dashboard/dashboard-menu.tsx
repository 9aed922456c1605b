import { Crown, Heart, LogOut, type LucideIcon, MapPin, Package, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { User } from '../../../domain/schemas/account.ts';
import { useMyOrders } from '../../session/api/get-my-orders.ts';
import { useWishlist } from '../../session/api/get-wishlist.ts';
import { ACCOUNT_LINKS } from '../layout/account-links.ts';
import { useLogout } from '../layout/use-logout.ts';

type AccountLink = (typeof ACCOUNT_LINKS)[number];

const ICONS: Record<AccountLink['label'], LucideIcon> = {
  Orders: Package,
  Wishlist: Heart,
  Profile: UserRound,
  Address: MapPin,
  Membership: Crown,
};

/**
 * Pages that belong to a menu entry without sitting under its path: the address forms are
 * /customer-dashboard/add-address and /update-address/{id}, not under /addresses.
 */
const ALSO_ACTIVE_UNDER: Partial<Record<AccountLink['label'], string[]>> = {
  Address: ['/customer-dashboard/add-address', '/customer-dashboard/update-address'],
};

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function isActive(pathname: string, link: AccountLink): boolean {
  return [link.to, ...(ALSO_ACTIVE_UNDER[link.label] ?? [])].some((path) => isUnder(pathname, path));
}

// Phones: a compact three-column grid of tiles above the page (every entry visible, nothing hidden
// in a scroll strip). From md: a vertical list beside the page.
const itemBase =
  'relative flex h-full w-full flex-col items-center justify-center gap-1 rounded-lg px-2 py-2.5 text-center font-medium text-xs md:flex-row md:justify-start md:gap-3 md:px-3 md:text-left md:text-sm';
const itemIdle = 'text-neutral-700 hover:bg-neutral-100 hover:text-black';
const itemActive = 'bg-amber-100 text-amber-950';

/** The dashboard's side menu: the 'My account' entries with order and wishlist counts, and Logout. */
export function DashboardMenu({ user }: { user: User | null }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const orders = useMyOrders();
  const wishlist = useWishlist();
  // No count until it is known: a '0' that turns into '12' would mislead for a moment, and a '0'
  // for a list that failed to load would be untrue.
  const counts: Partial<Record<AccountLink['label'], number>> = {
    Orders: orders.isLoading || orders.isError ? undefined : orders.orders.length,
    Wishlist: wishlist.isLoading || wishlist.isError ? undefined : wishlist.items.length,
  };

  return (
    <nav
      aria-label="My account"
      className="rounded-2xl border border-neutral-200 bg-white p-2 shadow-sm md:p-3"
    >
      {user && (
        <div className="hidden border-neutral-200 border-b px-3 pt-1 pb-3 md:block">
          <p className="text-neutral-500 text-xs">Signed in as</p>
          <p className="truncate font-semibold text-neutral-900">{user.name}</p>
        </div>
      )}
      <ul className="grid grid-cols-3 gap-1.5 md:grid-cols-1 md:gap-1 md:pt-2">
        {ACCOUNT_LINKS.map((link) => {
          const Icon = ICONS[link.label];
          const active = isActive(pathname, link);
          const count = counts[link.label];
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={`${itemBase} ${active ? itemActive : itemIdle}`}
              >
                <Icon
                  className={`h-5 w-5 shrink-0 ${active ? 'text-amber-700' : 'text-neutral-500'}`}
                  aria-hidden="true"
                />
                <span>{link.label}</span>
                {count !== undefined && <MenuCount count={count} active={active} />}
                {/* The badge alone would read "Orders3"; the name, made from the visible text (no
                    aria-label, which would have to repeat it), says "Orders (3)". */}
                {count !== undefined && (
                  <>
                    {' '}
                    <span className="sr-only">({count})</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
        <li className="md:mt-1 md:border-neutral-200 md:border-t md:pt-1">
          <button type="button" onClick={() => void logout()} className={`${itemBase} ${itemIdle}`}>
            <LogOut className="h-5 w-5 shrink-0 text-neutral-500" aria-hidden="true" />
            <span>Logout</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** A count badge: top-right of a phone tile, at the end of the row from md. */
function MenuCount({ count, active }: { count: number; active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute top-1 right-1 min-w-5 rounded-full px-1.5 py-0.5 text-center font-semibold text-[0.6875rem] tabular-nums leading-none md:static md:ml-auto md:min-w-6 md:px-2 md:py-1 md:text-xs ${
        active ? 'bg-amber-700 text-white' : 'bg-neutral-900 text-white'
      }`}
    >
      {count}
    </span>
  );
}
