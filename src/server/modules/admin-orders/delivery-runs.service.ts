import { allergenStatement } from '../../../domain/allergens.ts';
import { csvText, pickingList, RUN_SLOTS, runSlotLabel, runSlotOf } from '../../../domain/delivery-runs.ts';
import { deliveryDayText } from '../../../domain/london-date.ts';
import type { DeliveryRun, DropStop, RunSlot, ShortRunLine } from '../../../domain/schemas/admin-orders.ts';
import { shortLinesNote } from '../../../domain/stock.ts';
import type { Db } from '../../db/database.ts';
import { parseShippingInfo } from '../../db/json-column.ts';
import { printedProductFacts } from '../catalogue/catalogue.public.ts';
import { lineSubstitution, type OrderItemRow, type OrderRow } from '../orders/orders.public.ts';
import { itemsOfOrders, runOrders } from './delivery-runs.repository.ts';

const slotOrder = (slot: RunSlot) => RUN_SLOTS.findIndex((candidate) => candidate.value === slot);

/**
 * What the driver should know at the door: whether the goods are paid for or go on account, and
 * first whether the drop was already made (a sheet printed after some deliveries still lists them);
 * last, the lines short of stock that the venue accepted substitutes for.
 */
function dropNotes(order: OrderRow, shortNote: string): string {
  const payment = paymentNote(order);
  const notes = order.status === 'completed' ? `Delivered already · ${payment}` : payment;
  return shortNote ? `${notes} · ${shortNote}` : notes;
}

function paymentNote(order: OrderRow): string {
  if (order.payment_status === 'paid') return 'Paid';
  if (order.payment_method === 'pay_later') {
    return order.invoice_number ? `On account, invoice ${order.invoice_number}` : 'On account';
  }
  return 'Awaiting payment';
}

type LineNote = DropStop['line_notes'][number];

function toDrop(order: OrderRow, items: number, shortNote: string, lineNotes: LineNote[]): DropStop {
  const info = parseShippingInfo(order);
  const slot = runSlotOf(order.delivery_time);
  const venue = info.company_name ?? order.company_name ?? order.customer_name ?? order.order_id;
  return {
    order_id: order.order_id,
    slot,
    slot_label: runSlotLabel(slot),
    venue,
    contact: info.name ?? order.customer_name,
    address: [info.line1, info.line2, info.city].filter(
      (line): line is string => typeof line === 'string' && line.trim() !== '',
    ),
    postcode: info.postcode,
    phone: info.phone,
    notes: dropNotes(order, shortNote),
    items,
    po_number: order.po_number,
    delivery_notes: order.delivery_notes,
    line_notes: lineNotes,
  };
}

/**
 * GET /api/admin/delivery-runs: for a London day and one slot (or the whole day), the picking list
 * (each product and its total quantity) and the drop list, slot by slot then by postcode so
 * neighbouring venues follow each other. Only orders that go out are counted (DELIVERY_RUN_STATUSES).
 */
export async function deliveryRun(db: Db, day: string, slot: RunSlot | undefined): Promise<DeliveryRun> {
  const orders = await runOrders(db, day, slot);
  const items =
    orders.length === 0
      ? []
      : await itemsOfOrders(
          db,
          orders.map((order) => order.id),
        );
  const itemsPerOrder = new Map<number, number>();
  const shortPerOrder = new Map<number, Array<{ title: string; quantity: number; unitsShort: number }>>();
  const notesPerOrder = new Map<number, LineNote[]>();
  for (const item of items) {
    if (item.note) {
      notesPerOrder.set(item.order_id, [
        ...(notesPerOrder.get(item.order_id) ?? []),
        { title: item.title, note: item.note },
      ]);
    }
    itemsPerOrder.set(item.order_id, (itemsPerOrder.get(item.order_id) ?? 0) + item.quantity);
    const lines = shortPerOrder.get(item.order_id) ?? [];
    lines.push({ title: item.title, quantity: item.quantity, unitsShort: Number(item.units_short) });
    shortPerOrder.set(item.order_id, lines);
  }
  const facts = await printedProductFacts(
    db,
    items.map((item) => item.product_id),
  );
  const substitutedPerOrder = new Map<number, string[]>();
  for (const item of items) {
    const substitution = lineSubstitution(item);
    if (!substitution) continue;
    substitutedPerOrder.set(item.order_id, [
      ...(substitutedPerOrder.get(item.order_id) ?? []),
      substitution.text,
    ]);
  }
  const drops = orders
    .map((order) =>
      toDrop(
        order,
        itemsPerOrder.get(order.id) ?? 0,
        [shortLinesNote(shortPerOrder.get(order.id) ?? []), ...(substitutedPerOrder.get(order.id) ?? [])]
          .filter(Boolean)
          .join(' · '),
        notesPerOrder.get(order.id) ?? [],
      ),
    )
    .sort(
      (a, b) =>
        slotOrder(a.slot) - slotOrder(b.slot) ||
        a.postcode.localeCompare(b.postcode, 'en-GB') ||
        a.order_id.localeCompare(b.order_id),
    );
  return {
    day,
    slot: slot ?? null,
    picking: pickingList(
      items.map((item) => ({
        orderId: item.order_id,
        productId: item.product_id,
        title: item.title,
        quantity: item.quantity,
        unitsShort: Number(item.units_short),
      })),
    ).map((line) => {
      const known = line.productId === null ? undefined : facts.get(line.productId);
      return {
        product_id: line.productId,
        order_code: known?.orderCode ?? null,
        allergens: known?.allergens ?? null,
        title: line.title,
        quantity: line.quantity,
        orders: line.orders,
        units_short: line.unitsShort,
      };
    }),
    drops,
    short_lines: shortRunLines(orders, items),
  };
}

/** The venue's line notes in one cell: "Lemons: unwaxed; Milk: semi-skimmed". */
export function lineNotesText(notes: readonly LineNote[]): string {
  return notes.map((line) => `${line.title}: ${line.note}`).join('; ');
}

/** The run's order lines short of stock, by order, for staff to substitute (decision 0188). */
function shortRunLines(orders: readonly OrderRow[], items: readonly OrderItemRow[]): ShortRunLine[] {
  const byId = new Map(orders.map((order) => [order.id, order]));
  return items.flatMap((item) => {
    const order = byId.get(item.order_id);
    if (!order || Number(item.units_short) <= 0) return [];
    return [
      {
        item_id: item.id,
        order_id: order.order_id,
        venue: toDrop(order, 0, '', []).venue,
        title: item.title,
        quantity: item.quantity,
        units_short: Number(item.units_short),
        allow_substitute: Number(item.allow_substitute) === 1,
        substitution: lineSubstitution(item),
      },
    ];
  });
}

/** The run's name for files and headings: "2026-11-24-morning" / "Tuesday 24 November 2026, Morning 8am-12pm". */
export function runFileName(run: DeliveryRun, extension: 'pdf' | 'csv'): string {
  return `delivery-run-${run.day}${run.slot ? `-${run.slot}` : ''}.${extension}`;
}

export function runTitle(run: DeliveryRun): string {
  return `${deliveryDayText(run.day)}, ${run.slot ? runSlotLabel(run.slot) : 'all slots'}`;
}

/**
 * The run as one CSV file: the picking list, a blank line, then the drop list, each with its own
 * header row, so one download holds what the warehouse and the driver need.
 */
export function deliveryRunCsv(run: DeliveryRun): string {
  return csvText([
    ['Picking list', runTitle(run)],
    ['Code', 'Product', 'Allergens', 'Quantity', 'Orders'],
    ...run.picking.map((line) => [
      line.order_code,
      line.title,
      line.allergens ? allergenStatement(line.allergens) : '',
      line.quantity,
      line.orders,
    ]),
    [],
    ['Drop list', runTitle(run)],
    [
      'Order',
      'Slot',
      'Venue',
      'Contact',
      'Address',
      'Postcode',
      'Phone',
      'Items',
      'Notes',
      'PO number',
      'Delivery notes',
      'Line notes',
    ],
    ...run.drops.map((drop) => [
      drop.order_id,
      drop.slot_label,
      drop.venue,
      drop.contact,
      drop.address.join(', '),
      drop.postcode,
      drop.phone,
      drop.items,
      drop.notes,
      drop.po_number,
      drop.delivery_notes,
      lineNotesText(drop.line_notes),
    ]),
  ]);
}
