/** The dashboard page labelled Membership (SPEC 2). */
export const MEMBERSHIP_PAGE = '/customer-dashboard/subscription';
