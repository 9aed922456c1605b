import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../lazy-page.ts';
import { NotFoundPage } from '../not-found-route.ts';
import { BackOfficeLayout } from './back-office-layout.tsx';

const AdminDashboardPage = lazyPage(
  () => import('../../features/admin-dashboard/components/admin-dashboard-page.tsx'),
  'AdminDashboardPage',
);
const AdminOrdersPage = lazyPage(
  () => import('../../features/admin-orders/components/admin-orders-page.tsx'),
  'AdminOrdersPage',
);
const AdminOrderPage = lazyPage(
  () => import('../../features/admin-orders/components/admin-order-page.tsx'),
  'AdminOrderPage',
);
const DeliveryRunsPage = lazyPage(
  () => import('../../features/admin-delivery-runs/components/delivery-runs-page.tsx'),
  'DeliveryRunsPage',
);
const DeliverySettingsPage = lazyPage(
  () => import('../../features/admin-delivery-settings/components/delivery-settings-page.tsx'),
  'DeliverySettingsPage',
);
const ProductsPage = lazyPage(
  () => import('../../features/admin-catalogue/components/products-page.tsx'),
  'ProductsPage',
);
const ProductFormPage = lazyPage(
  () => import('../../features/admin-catalogue/components/product-form-page.tsx'),
  'ProductFormPage',
);
const CatalogueImportPage = lazyPage(
  () => import('../../features/admin-catalogue-import/components/catalogue-import-page.tsx'),
  'CatalogueImportPage',
);
const CategoriesAdminPage = lazyPage(
  () => import('../../features/admin-categories/components/categories-admin-page.tsx'),
  'CategoriesAdminPage',
);
const ReviewsAdminPage = lazyPage(
  () => import('../../features/admin-reviews/components/reviews-admin-page.tsx'),
  'ReviewsAdminPage',
);
const MessagesPage = lazyPage(
  () => import('../../features/admin-messages/components/messages-page.tsx'),
  'MessagesPage',
);
const SellerOrdersPage = lazyPage(
  () => import('../../features/seller/components/seller-orders-page.tsx'),
  'SellerOrdersPage',
);
const CreditAccountsPage = lazyPage(
  () => import('../../features/admin-credit/components/credit-accounts-page.tsx'),
  'CreditAccountsPage',
);
const CreditStatementPage = lazyPage(
  () => import('../../features/admin-credit/components/credit-statement-page.tsx'),
  'CreditStatementPage',
);
const CustomersPage = lazyPage(
  () => import('../../features/admin-customers/components/customers-page.tsx'),
  'CustomersPage',
);
const CustomerPage = lazyPage(
  () => import('../../features/admin-customers/components/customer-page.tsx'),
  'CustomerPage',
);
const AccountingExportPage = lazyPage(
  () => import('../../features/admin-accounting/components/accounting-export-page.tsx'),
  'AccountingExportPage',
);
const ProblemReportsPage = lazyPage(
  () => import('../../features/admin-problem-reports/components/problem-reports-page.tsx'),
  'ProblemReportsPage',
);
const ApprovalsPage = lazyPage(
  () => import('../../features/admin-approvals/components/approvals-page.tsx'),
  'ApprovalsPage',
);
const AuditLogPage = lazyPage(
  () => import('../../features/admin-audit/components/audit-log-page.tsx'),
  'AuditLogPage',
);

/** /admin/*: the admin area's pages inside the back office frame. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<BackOfficeLayout area="admin" />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="orders/:orderId" element={<AdminOrderPage />} />
        <Route path="delivery-runs" element={<DeliveryRunsPage />} />
        <Route path="delivery-slots" element={<DeliverySettingsPage />} />
        <Route path="credit" element={<CreditAccountsPage />} />
        <Route path="credit/:userId/statement" element={<CreditStatementPage />} />
        <Route path="accounting" element={<AccountingExportPage />} />
        <Route path="problem-reports" element={<ProblemReportsPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:userId" element={<CustomerPage />} />
        <Route path="audit" element={<AuditLogPage />} />
        <Route path="approvals" element={<ApprovalsPage />} />
        <Route path="products" element={<ProductsPage area="admin" />} />
        <Route path="products/new" element={<ProductFormPage area="admin" />} />
        <Route path="products/:productId" element={<ProductFormPage area="admin" />} />
        <Route path="catalogue/import" element={<CatalogueImportPage />} />
        <Route path="categories" element={<CategoriesAdminPage />} />
        <Route path="reviews" element={<ReviewsAdminPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** /seller/*: the seller area's pages inside the back office frame. */
export function SellerRoutes() {
  return (
    <Routes>
      <Route element={<BackOfficeLayout area="seller" />}>
        <Route index element={<ProductsPage area="seller" />} />
        {/* The list lives at /seller; its add and edit pages sit under /seller/products, so the
            address trimmed to its parent leads to the list rather than a 404. */}
        <Route path="products" element={<Navigate to="/seller" replace />} />
        <Route path="products/new" element={<ProductFormPage area="seller" />} />
        <Route path="products/:productId" element={<ProductFormPage area="seller" />} />
        <Route path="orders" element={<SellerOrdersPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
