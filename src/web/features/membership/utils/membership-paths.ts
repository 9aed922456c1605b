/** The dashboard page labelled Membership (docs/product.md §2.1). */
export const MEMBERSHIP_PAGE = '/customer-dashboard/subscription';
