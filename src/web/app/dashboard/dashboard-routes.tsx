import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../lazy-page.ts';
import { NotFoundPage } from '../not-found-route.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

const ProfilePage = lazyPage(
  () => import('../../features/profile/components/profile-page.tsx'),
  'ProfilePage',
);
const EditProfilePage = lazyPage(
  () => import('../../features/profile/components/edit-profile-page.tsx'),
  'EditProfilePage',
);
const AddressesPage = lazyPage(
  () => import('../../features/addresses/components/addresses-page.tsx'),
  'AddressesPage',
);
const AddAddressPage = lazyPage(
  () => import('../../features/addresses/components/add-address-page.tsx'),
  'AddAddressPage',
);
const UpdateAddressPage = lazyPage(
  () => import('../../features/addresses/components/update-address-page.tsx'),
  'UpdateAddressPage',
);
const OrdersPage = lazyPage(() => import('../../features/orders/components/orders-page.tsx'), 'OrdersPage');
const OrderDetailsPage = lazyPage(
  () => import('../../features/orders/components/order-details-page.tsx'),
  'OrderDetailsPage',
);
const WishlistPage = lazyPage(
  () => import('../../features/wishlist/components/wishlist-page.tsx'),
  'WishlistPage',
);
const StatementPage = lazyPage(
  () => import('../../features/statement/components/statement-page.tsx'),
  'StatementPage',
);
const MembershipPage = lazyPage(
  () => import('../../features/membership/components/membership-page.tsx'),
  'MembershipPage',
);

/** /customer-dashboard/*: a signed-in customer's pages inside the dashboard frame. */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Navigate to="profile" replace />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="profile/edit" element={<EditProfilePage />} />
        <Route path="addresses" element={<AddressesPage />} />
        <Route path="add-address" element={<AddAddressPage />} />
        <Route path="update-address/:addressId" element={<UpdateAddressPage />} />
        <Route path="orders" element={<OrdersPage />} />
        {/* An order's page sits under orders/details, so the address trimmed to that parent leads
            to the order list rather than a 404. */}
        <Route path="orders/details" element={<Navigate to="/customer-dashboard/orders" replace />} />
        <Route path="orders/details/:orderId" element={<OrderDetailsPage />} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="subscription" element={<MembershipPage />} />
        <Route path="statement" element={<StatementPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
