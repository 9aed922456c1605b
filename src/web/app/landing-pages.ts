/**
 * The pages a visitor arrives on from outside the shop (a shared link, a search engine, a mail, a
 * payment page sending them back), and the lazily imported modules each renders (paths under
 * src/web). The build writes, from this list, the files each page needs
 * (scripts/landing-pages-manifest.ts); the server names them in that page's HTML so a phone fetches
 * them alongside the entry script. Plain data, read by vite.config.ts as well as by the app's tests.
 *
 * `path` is written as the route tables write it (routes.tsx, dashboard/dashboard-routes.tsx), from
 * the root; landing-pages.test.ts checks each against them.
 */
export type LandingPage = {
  path: string;
  modules: readonly string[];
  /** Behind require-delivery-area.tsx: a visitor with no delivery area is shown the picker instead. */
  needsDeliveryArea?: true;
};

/** What a visitor without a delivery area is shown in place of a catalogue page. */
export const DELIVERY_AREA_PICKER_MODULE = 'features/postcode/components/postcode-page.tsx';

export const LANDING_PAGES: readonly LandingPage[] = [
  { path: '/', modules: ['features/catalogue/components/catalogue-page.tsx'], needsDeliveryArea: true },
  {
    path: '/categories',
    modules: ['features/catalogue/components/categories-page.tsx'],
    needsDeliveryArea: true,
  },
  {
    path: '/categories/:slug',
    modules: ['features/catalogue/components/category-page.tsx'],
    needsDeliveryArea: true,
  },
  {
    path: '/product/details/:slug',
    modules: ['features/catalogue/components/product-details-page.tsx'],
    needsDeliveryArea: true,
  },
  {
    path: '/search/:query',
    modules: ['features/search/components/search-page.tsx'],
    needsDeliveryArea: true,
  },
  { path: '/postcoder', modules: [DELIVERY_AREA_PICKER_MODULE] },
  { path: '/cart', modules: ['features/basket/components/basket-page.tsx'] },
  { path: '/login', modules: ['features/auth/components/login-page.tsx'] },
  { path: '/sign-up', modules: ['features/auth/components/sign-up-page.tsx'] },
  { path: '/forgot-password', modules: ['features/auth/components/forgot-password-page.tsx'] },
  { path: '/reset-password/:token', modules: ['features/auth/components/reset-password-page.tsx'] },
  { path: '/contact-us', modules: ['features/contact/components/contact-page.tsx'] },
  { path: '/faq', modules: ['features/static-pages/components/faq-page.tsx'] },
  { path: '/about-us', modules: ['features/static-pages/components/about-us-page.tsx'] },
  { path: '/terms', modules: ['features/static-pages/components/terms-page.tsx'] },
  { path: '/privacy-policy', modules: ['features/static-pages/components/privacy-policy-page.tsx'] },
  { path: '/order-success/:orderId', modules: ['features/orders/components/order-success-page.tsx'] },
  { path: '/order-success', modules: ['features/orders/components/payment-success-page.tsx'] },
  { path: '/cancel', modules: ['features/orders/components/payment-cancel-page.tsx'] },
  {
    path: '/subscription-success',
    modules: ['features/membership/components/subscription-success-page.tsx'],
  },
  { path: '/subscription-cancel', modules: ['features/membership/components/subscription-cancel-page.tsx'] },
  // A venue's usual lists, opened from a phone's home screen or a bookmark between services.
  { path: '/order-guide', modules: ['features/order-guide/components/order-guide-page.tsx'] },
  { path: '/quick-order', modules: ['features/quick-order/components/quick-order-page.tsx'] },
  {
    path: '/customer-dashboard/orders/details/:id',
    modules: ['app/dashboard/dashboard-routes.tsx', 'features/orders/components/order-details-page.tsx'],
  },
];
