import { useEffect } from 'react';
import { useSessionStore } from '../stores/session-store.ts';
import { useAddresses } from './api/get-addresses.ts';
import { isSessionRefused, useCurrentUser } from './api/get-current-user.ts';
import { useMyOrders } from './api/get-my-orders.ts';
import { useSellerProducts } from './api/get-seller-products.ts';
import { useWishlist } from './api/get-wishlist.ts';

/**
 * docs/product.md §4.4 start-up: with a stored token the user is loaded; if the server refuses the token (401),
 * it is dropped and the visitor is signed out. A network failure or a server error is no refusal:
 * the customer stays signed in (signing them out sent them to sign up at the checkout), and the
 * pages that need the user offer to try again. Once the user is known a buyer's wishlist,
 * addresses and orders load (and a seller's products), so every page and count has them at hand.
 */
export function SessionLoader() {
  const { error } = useCurrentUser();
  const setToken = useSessionStore((state) => state.setToken);
  const refused = isSessionRefused(error);
  useEffect(() => {
    if (refused) setToken(null);
  }, [refused, setToken]);
  useWishlist();
  useAddresses();
  useMyOrders();
  useSellerProducts();
  return null;
}
