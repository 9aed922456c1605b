import { Crown, ListChecks, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { OrderCountdown } from '../../components/order-countdown.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { useNextCutoff } from '../../lib/next-cutoff.ts';
import { useReturnHereState } from '../../lib/return-path.ts';
import { ACCOUNT_BUTTON_CLASS, AccountButtonFace } from './account-button-face.tsx';
import { MEMBERSHIP_PATH, ORDER_GUIDE_PATH, RECALL_ORDER_PATH } from './account-links.ts';
import { BasketButton } from './basket-button.tsx';
import { useHeaderVisibility } from './header-visibility.ts';
import { Logo } from './logo.tsx';
import { MemberBadge } from './member-badge.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { useHeaderHeight } from './use-header-height.ts';

// Radix menus and dialogs weigh more than the rest of the header, so they stay out of the first
// visit: the account menu's code is fetched when the pointer or focus reaches its button and shown
// on the first click; the basket drawer loads on first use.
const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const BasketDrawer = lazy(() =>
  import('../../features/basket/components/basket-drawer.tsx').then((module) => ({
    default: module.BasketDrawer,
  })),
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 font-medium text-sm ${
    isActive ? 'text-amber-400' : 'text-neutral-200 hover:bg-white/10 hover:text-white'
  }`;

/** The sticky black header. What it shows follows docs/product.md §2.2 (see header-visibility.ts). */
export function Header() {
  const returnHere = useReturnHereState();
  const {
    signedIn,
    showShopTools,
    showLogin,
    showSignUp,
    showBecomeMember,
    becomeMemberPath,
    showMemberBadge,
    showRecallOrder,
    showOrderCountdown,
  } = useHeaderVisibility();
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);
  const nextCutoff = useNextCutoff();
  const [basketOpen, setBasketOpen] = useState(false);
  const basketButton = useRef<HTMLButtonElement>(null);
  const [basketRequested, setBasketRequested] = useState(false);
  // Until the first click the button is a light stand-in; the click swaps in the real menu, open.
  const [accountMenuWanted, setAccountMenuWanted] = useState(false);
  const accountStandIn = (
    <button
      type="button"
      className={ACCOUNT_BUTTON_CLASS}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setAccountMenuWanted(true)}
    >
      <AccountButtonFace />
    </button>
  );

  return (
    <header
      ref={header}
      className="focus-ring-light sticky top-0 z-40 bg-black text-white shadow-md shadow-black/20"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:gap-x-4 xl:flex-nowrap lg:px-6">
        <MobileMenu />
        {/* Named from its visible words plus a hidden 'home': an aria-label would hide the visible
            'W1 Wholesale' from voice control users who say what they see. */}
        <Link to="/" className="shrink-0 rounded-md">
          <Logo /> <span className="sr-only">home</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center md:flex">
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
          {signedIn && (
            // On a tablet, and from xl to 2xl where the search shares the bar, the link is its icon
            // alone there (its name stays for screen readers and as a tooltip).
            <NavLink
              to={ORDER_GUIDE_PATH}
              title="Order guide"
              className={(state) => `inline-flex items-center gap-1.5 ${navLinkClass(state)}`}
            >
              <ListChecks className="h-4 w-4" aria-hidden="true" />
              <span className="md:max-lg:sr-only xl:max-2xl:sr-only">Order guide</span>
            </NavLink>
          )}
          {showLogin && (
            <NavLink to="/login" state={returnHere} className={navLinkClass}>
              Login
            </NavLink>
          )}
          {showSignUp && (
            <NavLink to="/sign-up" state={returnHere} className={navLinkClass}>
              Sign up
            </NavLink>
          )}
        </nav>
        {showShopTools && (
          // Below xl the search takes its own full-width row under the logo bar, where it has room to
          // be usable; one instance serves both layouts. In the bar (the row is 1232 px wide from xl
          // up) it has a fixed width that leaves room for the widest set of buttons, so nothing
          // in the bar resizes or moves when 'Recall order' appears (layout shift).
          // A signed-in customer's bar also holds the order guide's link: the search gives it room
          // below 2xl (known from the first paint, so nothing moves when the user loads).
          <div
            className={`order-last w-full xl:order-none xl:flex-none ${signedIn ? 'xl:w-80 2xl:w-96' : 'xl:w-96'}`}
          >
            <SearchBox />
          </div>
        )}
        {/* Filling the rest of the bar with its buttons at the right end, its own left edge stays
            put when 'Recall order' arrives with the orders (the buttons right of it do not move). */}
        <div className="flex flex-1 shrink-0 items-center justify-end gap-1 md:gap-2">
          {showRecallOrder && (
            <Link
              to={RECALL_ORDER_PATH}
              className="hidden items-center gap-1.5 rounded-lg border border-white/25 px-3 py-2 font-medium text-sm text-white hover:bg-white/10 md:inline-flex"
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              Recall order
            </Link>
          )}
          {showMemberBadge && <MemberBadge compact />}
          {showBecomeMember && (
            // A guest comes back to the Membership page once signed up. On a tablet the bar has room
            // for it only beside no Login, Sign up or Recall order; below md it is in the menu drawer.
            <Link
              to={becomeMemberPath}
              state={signedIn ? undefined : { from: MEMBERSHIP_PATH }}
              className={`hidden items-center gap-1.5 rounded-lg bg-amber-500 px-3 py-2 font-semibold text-black text-sm hover:bg-amber-400 ${
                signedIn && !showRecallOrder ? 'md:inline-flex' : 'lg:inline-flex'
              }`}
            >
              <Crown className="h-4 w-4" aria-hidden="true" />
              Become a member
            </Link>
          )}
          <div className="hidden md:block">
            {accountMenuWanted ? (
              <Suspense fallback={accountStandIn}>
                <AccountMenu signedIn={signedIn} defaultOpen />
              </Suspense>
            ) : (
              accountStandIn
            )}
          </div>
          {showShopTools && (
            <BasketButton
              ref={basketButton}
              onOpen={() => {
                setBasketRequested(true);
                setBasketOpen(true);
              }}
            />
          )}
        </div>
      </div>
      {/* The strip keeps its line while the cut-off loads, so the page does not move when it arrives. */}
      {showOrderCountdown && (nextCutoff.isPending || nextCutoff.data) && (
        <div className="border-white/10 border-t">
          <div className="mx-auto min-h-8 max-w-7xl px-4 py-1.5 lg:px-6">
            {nextCutoff.data && <OrderCountdown next={nextCutoff.data} tone="dark" />}
          </div>
        </div>
      )}
      {showShopTools && basketRequested && (
        <Suspense fallback={null}>
          <BasketDrawer open={basketOpen} onOpenChange={setBasketOpen} returnFocusTo={basketButton} />
        </Suspense>
      )}
    </header>
  );
}
