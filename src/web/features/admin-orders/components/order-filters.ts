import {
  AdminOrdersQuery,
  type AdminOrdersQuery as Query,
  RUN_SLOT_VALUES,
} from '../../../../domain/schemas/admin-orders.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../domain/schemas/order.ts';

/** The filter keys the orders page keeps in its address. */
export const FILTER_KEYS = ['status', 'payment_status', 'day', 'slot', 'q', 'page'] as const;

/**
 * The filters of the address's query, read with the API's own schema: a value the server would
 * refuse (a hand-edited address) is dropped rather than shown as an error page.
 */
export function filtersFromSearch(search: URLSearchParams): Query {
  const raw: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value) raw[key] = value;
  }
  const parsed = AdminOrdersQuery.safeParse(raw);
  if (parsed.success) {
    const { per_page: _perPage, page, ...rest } = parsed.data;
    return page > 1 ? { ...rest, page: String(page) } : rest;
  }
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key)));
  return filtersFromSearch(new URLSearchParams(kept));
}

/** The address query for these filters, page 1 unless a page is given. */
export function searchFor(filters: Query): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '' && !(key === 'page' && String(value) === '1')) {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const STATUS_OPTIONS = ORDER_STATUSES;
export const PAYMENT_OPTIONS = PAYMENT_STATUSES;
export const SLOT_OPTIONS = RUN_SLOT_VALUES;
