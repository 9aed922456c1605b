/** Under the back office's 'admin' prefix, so a change anywhere there refreshes these too. */
export const adminCustomerKeys = {
  list: (q: string, page: number) => ['admin', 'customers', { q, page }] as const,
  detail: (id: number) => ['admin', 'customer', id] as const,
};
