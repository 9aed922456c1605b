import { useEffect } from 'react';
import { useSessionStore } from '../stores/session-store.ts';
import { useAddresses } from './api/get-addresses.ts';
import { useCurrentUser } from './api/get-current-user.ts';
import { useMyOrders } from './api/get-my-orders.ts';
import { useSellerProducts } from './api/get-seller-products.ts';
import { useWishlist } from './api/get-wishlist.ts';

/**
 * SPEC 4 start-up: with a stored token the user is loaded; if the server says no, the token is
 * dropped and the visitor is signed out. Once the user is known a buyer's wishlist, addresses and
 * orders load (and a seller's products), so every page and count has them at hand.
 */
export function SessionLoader() {
  const { isError } = useCurrentUser();
  const setToken = useSessionStore((state) => state.setToken);
  useEffect(() => {
    if (isError) setToken(null);
  }, [isError, setToken]);
  useWishlist();
  useAddresses();
  useMyOrders();
  useSellerProducts();
  return null;
}
