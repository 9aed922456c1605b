/** The back office's menu: the admin's pages under /admin, a seller's under /seller. */
export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/delivery-runs', label: 'Delivery runs', end: false },
  { to: '/admin/delivery-slots', label: 'Delivery slots', end: false },
  { to: '/admin/problem-reports', label: 'Problem reports', end: false },
  { to: '/admin/credit', label: 'Credit accounts', end: false },
  { to: '/admin/accounting', label: 'Accounting export', end: false },
  { to: '/admin/customers', label: 'Customers', end: false },
  { to: '/admin/approvals', label: 'Approvals', end: false },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/categories', label: 'Categories', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/messages', label: 'Messages', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
] as const;

export const SELLER_LINKS = [
  { to: '/seller', label: 'My products', end: true },
  { to: '/seller/orders', label: 'Orders for my products', end: false },
] as const;

export type BackOfficeLink = { to: string; label: string; end: boolean };
