import { useCurrentUser } from '../../session/api/get-current-user.ts';
import { useMyOrders } from '../../session/api/get-my-orders.ts';
import { usePostcodeStore } from '../../stores/postcode-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';

/** SPEC layout rules for what the header may show, in one place for header and mobile menu. */
export function useHeaderVisibility() {
  const hasAddress = usePostcodeStore((state) => state.postcode !== null && state.postcode !== '');
  // The stored token decides signed in or not, so Login and Sign up do not flash while the user
  // loads; a token the server refuses is dropped by SessionLoader, which flips this back.
  const signedIn = useSessionStore((state) => state.token !== null && state.token !== '');
  const { user } = useCurrentUser();
  const { orders } = useMyOrders();
  // Membership is only known once the user has loaded: until then neither the offer nor the badge.
  const subscribed = user?.is_subscribed === true;
  return {
    signedIn,
    // Search and basket need somewhere to deliver to, or a signed-in user.
    showShopTools: hasAddress || signedIn,
    showSignUp: hasAddress && !signedIn,
    showLogin: !signedIn,
    showBecomeMember: !signedIn || (user !== null && !subscribed),
    showMemberBadge: subscribed,
    showRecallOrder: orders.length > 0,
  };
}
