import * as Dialog from '@radix-ui/react-dialog';
import { Crown, LogOut, RotateCcw, X } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useReturnHereState } from '../../lib/return-path.ts';
import { useCurrentUser } from '../../session/api/get-current-user.ts';
import {
  ACCOUNT_LINKS,
  MEMBERSHIP_PATH,
  ORDERING_LINKS,
  RECALL_ORDER_PATH,
  staffLinkFor,
} from './account-links.ts';
import { useHeaderVisibility } from './header-visibility.ts';
import { Logo } from './logo.tsx';
import { MemberBadge } from './member-badge.tsx';
import { useLogout } from './use-logout.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-medium text-base ${
    isActive ? 'bg-amber-500/15 text-amber-300' : 'text-neutral-100 hover:bg-white/10'
  }`;

type MobileMenuDrawerProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The menu button: Radix returns focus only to a Dialog.Trigger, and this drawer opens from state. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The navigation drawer used below the md breakpoint, with the same links as the desktop header. */
export function MobileMenuDrawer({ open, onOpenChange: setOpen, returnFocusTo }: MobileMenuDrawerProps) {
  const returnHere = useReturnHereState();
  const {
    signedIn,
    showLogin,
    showSignUp,
    showBecomeMember,
    becomeMemberPath,
    showMemberBadge,
    showRecallOrder,
  } = useHeaderVisibility();
  const logout = useLogout();
  const staffLink = staffLinkFor(useCurrentUser().user?.role);
  // A link or Logout leaves for another page, whose heading takes focus (RouteFocus); closing with
  // the cross, Escape or a tap outside stays here, so focus goes back to the menu button.
  const leaving = useRef(false);
  const close = () => {
    leaving.current = true;
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leaving.current) returnFocusTo.current?.focus();
            leaving.current = false;
          }}
          className="focus-ring-light fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-neutral-950 p-5 text-white shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title asChild>
              <h2>
                <Logo />
                <span className="sr-only"> menu</span>
              </h2>
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="grid h-10 w-10 place-items-center rounded-lg hover:bg-white/10"
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation and your account</Dialog.Description>
          <nav aria-label="Mobile" className="mt-6 flex flex-col gap-1">
            <NavLink to="/" end className={linkClass} onClick={close}>
              Home
            </NavLink>
            {showLogin && (
              <NavLink to="/login" state={returnHere} className={linkClass} onClick={close}>
                Login
              </NavLink>
            )}
            {showSignUp && (
              <NavLink to="/sign-up" state={returnHere} className={linkClass} onClick={close}>
                Sign up
              </NavLink>
            )}
            {showRecallOrder && (
              // A plain Link: 'Orders' below is the entry that marks the orders page as current.
              <Link to={RECALL_ORDER_PATH} className={linkClass({ isActive: false })} onClick={close}>
                <span className="inline-flex items-center gap-2">
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  Recall order
                </span>
              </Link>
            )}
            <div className="mt-5 mb-1 flex items-center justify-between gap-2 px-3">
              <p className="font-semibold text-neutral-400 text-xs uppercase tracking-wider">My account</p>
              {showMemberBadge && <MemberBadge />}
            </div>
            {staffLink && (
              <NavLink to={staffLink.to} className={linkClass} onClick={close}>
                {staffLink.label}
              </NavLink>
            )}
            {signedIn &&
              ORDERING_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className={linkClass} onClick={close}>
                  {link.label}
                </NavLink>
              ))}
            {ACCOUNT_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass} onClick={close}>
                {link.label}
              </NavLink>
            ))}
            {signedIn && (
              <button
                type="button"
                className="flex items-center gap-2 rounded-lg px-3 py-2.5 text-left font-medium text-base text-neutral-100 hover:bg-white/10"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Logout
              </button>
            )}
          </nav>
          {showBecomeMember && (
            <NavLink
              to={becomeMemberPath}
              state={signedIn ? undefined : { from: MEMBERSHIP_PATH }}
              onClick={close}
              className="mt-6 inline-flex items-center justify-center gap-2 rounded-lg bg-amber-500 px-4 py-2.5 font-semibold text-black hover:bg-amber-400"
            >
              <Crown className="h-4 w-4" aria-hidden="true" />
              Become a member
            </NavLink>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
