import { Navigate, Outlet, useLocation } from 'react-router';
import { usePostcodeStore } from '../stores/postcode-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Browsing routes need a chosen delivery postcode or a signed-in user; others go to the picker. */
export function RequireDeliveryArea() {
  const postcode = usePostcodeStore((state) => state.postcode);
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  // The query string is part of where they were going (a category page, a search page 2).
  const from = `${location.pathname}${location.search}`;
  if (!postcode && !token) return <Navigate to="/postcoder" replace state={{ from }} />;
  return <Outlet />;
}
