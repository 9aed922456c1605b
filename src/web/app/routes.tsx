import { Navigate, Route, Routes } from 'react-router';
import { STATEMENT_PATH } from '../components/statement/statement-link.tsx';
import { Layout } from './layout/layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { NotFoundPage } from './not-found-route.ts';
import { RedirectSignedIn } from './redirect-signed-in.tsx';
import { RequireDeliveryArea } from './require-delivery-area.tsx';
import { RequireSignedIn } from './require-signed-in.tsx';

const CataloguePage = lazyPage(
  () => import('../features/catalogue/components/catalogue-page.tsx'),
  'CataloguePage',
);
const CategoryPage = lazyPage(
  () => import('../features/catalogue/components/category-page.tsx'),
  'CategoryPage',
);
const CategoriesPage = lazyPage(
  () => import('../features/catalogue/components/categories-page.tsx'),
  'CategoriesPage',
);
const ProductDetailsPage = lazyPage(
  () => import('../features/catalogue/components/product-details-page.tsx'),
  'ProductDetailsPage',
);
const SearchPage = lazyPage(() => import('../features/search/components/search-page.tsx'), 'SearchPage');
const PostcodePage = lazyPage(
  () => import('../features/postcode/components/postcode-page.tsx'),
  'PostcodePage',
);
const BasketPage = lazyPage(() => import('../features/basket/components/basket-page.tsx'), 'BasketPage');
const CheckoutPage = lazyPage(
  () => import('../features/checkout/components/checkout-page.tsx'),
  'CheckoutPage',
);
const ContactPage = lazyPage(() => import('../features/contact/components/contact-page.tsx'), 'ContactPage');
const PrivacyPolicyPage = lazyPage(
  () => import('../features/static-pages/components/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
);
const TermsPage = lazyPage(() => import('../features/static-pages/components/terms-page.tsx'), 'TermsPage');
const AboutUsPage = lazyPage(
  () => import('../features/static-pages/components/about-us-page.tsx'),
  'AboutUsPage',
);
const FaqPage = lazyPage(() => import('../features/static-pages/components/faq-page.tsx'), 'FaqPage');
const LoginPage = lazyPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const SignUpPage = lazyPage(() => import('../features/auth/components/sign-up-page.tsx'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/components/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page.tsx'),
  'ResetPasswordPage',
);
// The customer dashboard's route table and pages (dashboard/dashboard-routes.tsx), loaded with it.
const OrderGuidePage = lazyPage(
  () => import('../features/order-guide/components/order-guide-page.tsx'),
  'OrderGuidePage',
);
const StockTakePage = lazyPage(
  () => import('../features/order-guide/components/stock-take-page.tsx'),
  'StockTakePage',
);
const SavedBasketsPage = lazyPage(
  () => import('../features/saved-baskets/components/saved-baskets-page.tsx'),
  'SavedBasketsPage',
);
const StandingOrdersPage = lazyPage(
  () => import('../features/standing-orders/components/standing-orders-page.tsx'),
  'StandingOrdersPage',
);
const QuickOrderPage = lazyPage(
  () => import('../features/quick-order/components/quick-order-page.tsx'),
  'QuickOrderPage',
);
const DashboardRoutes = lazyPage(() => import('./dashboard/dashboard-routes.tsx'), 'DashboardRoutes');
const OrderSuccessPage = lazyPage(
  () => import('../features/orders/components/order-success-page.tsx'),
  'OrderSuccessPage',
);
const PaymentSuccessPage = lazyPage(
  () => import('../features/orders/components/payment-success-page.tsx'),
  'PaymentSuccessPage',
);
const PaymentCancelPage = lazyPage(
  () => import('../features/orders/components/payment-cancel-page.tsx'),
  'PaymentCancelPage',
);
// The back office's route table and pages: one lazy chunk of routes, none of it on a customer's visit.
const AdminRoutes = lazyPage(() => import('./back-office/back-office-routes.tsx'), 'AdminRoutes');
const SellerRoutes = lazyPage(() => import('./back-office/back-office-routes.tsx'), 'SellerRoutes');
const SubscriptionSuccessPage = lazyPage(
  () => import('../features/membership/components/subscription-success-page.tsx'),
  'SubscriptionSuccessPage',
);
const SubscriptionCancelPage = lazyPage(
  () => import('../features/membership/components/subscription-cancel-page.tsx'),
  'SubscriptionCancelPage',
);

/**
 * The pages a venue opens from its phone's home screen or a bookmark between services, whose code
 * main.tsx loads before the first render (their HTML already names their chunks: landing-pages.ts),
 * so the page is in the first paint rather than a spinner.
 */
const BOOKMARKED_PAGES: Record<string, { preload(): Promise<unknown> }> = {
  '/order-guide': OrderGuidePage,
  '/quick-order': QuickOrderPage,
};

/** Loads the code of the bookmarked page at `pathname`, if it is one; never fails. */
export function preloadBookmarkedPage(pathname: string): Promise<unknown> {
  const page = BOOKMARKED_PAGES[pathname.replace(/(.)\/$/, '$1')];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<RequireDeliveryArea />}>
          <Route index element={<CataloguePage />} />
          <Route path="product/details/:slug" element={<ProductDetailsPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="categories/:slug" element={<CategoryPage />} />
          <Route path="search/:query" element={<SearchPage />} />
        </Route>
        <Route path="postcoder" element={<PostcodePage />} />
        <Route path="cart" element={<BasketPage />} />
        <Route element={<RequireSignedIn redirectTo="/sign-up" />}>
          <Route path="checkout" element={<CheckoutPage />} />
        </Route>
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="about-us" element={<AboutUsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route element={<RedirectSignedIn />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="sign-up" element={<SignUpPage />} />
        </Route>
        {/* Signed-in only, but a signed-out visitor goes to the open /order-success, not /login. */}
        <Route path="order-success/:orderId" element={<OrderSuccessPage />} />
        <Route path="order-success" element={<PaymentSuccessPage />} />
        <Route path="cancel" element={<PaymentCancelPage />} />
        <Route path="subscription-success" element={<SubscriptionSuccessPage />} />
        <Route path="subscription-cancel" element={<SubscriptionCancelPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route element={<RequireSignedIn />}>
          <Route path="customer-dashboard/*" element={<DashboardRoutes />} />
          {/* The statement's short address; the page itself lives in the dashboard frame. */}
          <Route path="account/statement" element={<Navigate to={STATEMENT_PATH} replace />} />
          <Route path="order-guide" element={<OrderGuidePage />} />
          <Route path="order-guide/stock-take" element={<StockTakePage />} />
          <Route path="saved-baskets" element={<SavedBasketsPage />} />
          <Route path="standing-orders" element={<StandingOrdersPage />} />
          <Route path="quick-order" element={<QuickOrderPage />} />
        </Route>
        {/* The back office (back-office/back-office-routes.tsx): every page its own lazy chunk. */}
        <Route path="admin/*" element={<AdminRoutes />} />
        <Route path="seller/*" element={<SellerRoutes />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
