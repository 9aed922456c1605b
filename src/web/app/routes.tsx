import { Route, Routes } from 'react-router';
import { Layout } from './layout/layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { RequireDeliveryArea } from './require-delivery-area.tsx';

const CatalogPage = lazyPage(() => import('../features/catalog/components/catalog-page.tsx'), 'CatalogPage');
const CategoryPage = lazyPage(
  () => import('../features/catalog/components/category-page.tsx'),
  'CategoryPage',
);
const CategoriesPage = lazyPage(
  () => import('../features/catalog/components/categories-page.tsx'),
  'CategoriesPage',
);
const ProductDetailsPage = lazyPage(
  () => import('../features/catalog/components/product-details-page.tsx'),
  'ProductDetailsPage',
);
const SearchPage = lazyPage(() => import('../features/search/components/search-page.tsx'), 'SearchPage');
const PostcodePage = lazyPage(
  () => import('../features/postcode/components/postcode-page.tsx'),
  'PostcodePage',
);
const BasketPage = lazyPage(() => import('../features/basket/components/basket-page.tsx'), 'BasketPage');
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
const NotFoundPage = lazyPage(
  () => import('../features/static-pages/components/not-found-page.tsx'),
  'NotFoundPage',
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<RequireDeliveryArea />}>
          <Route index element={<CatalogPage />} />
          <Route path="product/details/:slug" element={<ProductDetailsPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="categories/:slug" element={<CategoryPage />} />
          <Route path="search/:query" element={<SearchPage />} />
        </Route>
        <Route path="postcoder" element={<PostcodePage />} />
        <Route path="cart" element={<BasketPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="about-us" element={<AboutUsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
