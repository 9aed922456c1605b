import { usePostcodeStore } from '../../stores/postcode-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';

/** SPEC layout rules for what the header may show, in one place for header and mobile menu. */
export function useHeaderVisibility() {
  const hasAddress = usePostcodeStore((state) => state.postcode !== null && state.postcode !== '');
  const signedIn = useSessionStore((state) => state.token !== null && state.token !== '');
  return {
    signedIn,
    // Search and basket need somewhere to deliver to, or a signed-in user.
    showShopTools: hasAddress || signedIn,
    showSignUp: hasAddress && !signedIn,
    showLogin: !signedIn,
    // No user data is loaded yet (a later issue adds sign-in), so nobody counts as subscribed.
    showBecomeMember: true,
  };
}
