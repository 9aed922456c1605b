import { TZDate } from '@date-fns/tz';
import { format, startOfWeek } from 'date-fns';
import { DELIVERY_SLOTS, DELIVERY_TIME_ZONE, slotLabel } from './delivery.ts';
import type { RunSlot } from './schemas/admin-orders.ts';
import type { OrderStatus } from './schemas/order.ts';

/**
 * The orders a delivery run carries: those the shop has accepted (paid, or on pay-later terms) and
 * those already delivered. A card or link order still waiting for its payment stays off the van
 * until the payment arrives; a cancelled one never goes (docs/decisions/0090-delivery-runs-carry-only-the-orders-that-go.md).
 */
export const DELIVERY_RUN_STATUSES: readonly OrderStatus[] = ['processing', 'outstanding', 'completed'];

/** The slots of a day in delivery order, same-day (by midnight) last as it goes out latest. */
export const RUN_SLOTS: readonly { value: RunSlot; label: string }[] = [
  ...DELIVERY_SLOTS,
  { value: 'by_midnight', label: slotLabel(null) },
];

/** The run slot of an order's stored delivery_time: none means a same-day order, delivered by midnight. */
export function runSlotOf(deliveryTime: string | null): RunSlot {
  const slot = RUN_SLOTS.find((candidate) => candidate.value === deliveryTime);
  return slot && deliveryTime !== null ? slot.value : 'by_midnight';
}

export function runSlotLabel(slot: RunSlot): string {
  return RUN_SLOTS.find((candidate) => candidate.value === slot)?.label ?? slot;
}

/** The delivery_time stored for a run slot. */
export function deliveryTimeOf(slot: RunSlot): string | null {
  return slot === 'by_midnight' ? null : slot;
}

/** What a run says of a line whose product has since been deleted, instead of its allergens. */
export const PRODUCT_NO_LONGER_LISTED = 'Product no longer listed: ask the office.';

/** `unitsShort`: units not in stock when ordered, accepted as the venue takes substitutes. */
export type PickingItem = {
  orderId: number;
  productId: number | null;
  title: string;
  quantity: number;
  unitsShort: number;
};
export type PickingTotal = {
  productId: number | null;
  title: string;
  quantity: number;
  orders: number;
  unitsShort: number;
};

/**
 * The picking list: one line per product with its total quantity, the number of orders wanting
 * it and how many of its units were short (to substitute), by title. Lines whose product has since been deleted are grouped by their title.
 */
export function pickingList(items: readonly PickingItem[]): PickingTotal[] {
  const lines = new Map<string, PickingTotal & { orderIds: Set<number> }>();
  for (const item of items) {
    const key = item.productId === null ? `title:${item.title}` : `id:${item.productId}`;
    const line = lines.get(key) ?? {
      productId: item.productId,
      title: item.title,
      quantity: 0,
      orders: 0,
      unitsShort: 0,
      orderIds: new Set<number>(),
    };
    line.quantity += item.quantity;
    line.unitsShort += item.unitsShort;
    line.orderIds.add(item.orderId);
    line.orders = line.orderIds.size;
    lines.set(key, line);
  }
  return [...lines.values()]
    .map(({ orderIds: _orderIds, ...line }) => line)
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB') || (a.productId ?? 0) - (b.productId ?? 0));
}

/** The instant this London week began (Monday 00:00 London time) and that Monday's date. */
export function londonWeekStart(now: Date): { instant: Date; date: string } {
  const monday = startOfWeek(new TZDate(now.getTime(), DELIVERY_TIME_ZONE), { weekStartsOn: 1 });
  return { instant: new Date(monday.getTime()), date: format(monday, 'yyyy-MM-dd') };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * field a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed
 * with an apostrophe, so a venue's name cannot become a formula on the warehouse desk (OWASP CSV
 * injection).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends (what spreadsheets expect). */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
