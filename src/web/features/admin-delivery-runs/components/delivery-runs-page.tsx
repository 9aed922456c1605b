import { Download, Truck } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { allergenStatement } from '../../../../domain/allergens.ts';
import { deliveryDays } from '../../../../domain/delivery.ts';
import { PRODUCT_NO_LONGER_LISTED, RUN_SLOTS } from '../../../../domain/delivery-runs.ts';
import {
  calendarDay,
  type DeliveryRun,
  RUN_SLOT_VALUES,
  type RunSlot,
} from '../../../../domain/schemas/admin-orders.ts';
import { SHORT_SUBSTITUTE_ALLOWED } from '../../../../domain/stock.ts';
import { type Column, DataTable } from '../../../components/back-office/data-table.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatLongDay } from '../../../lib/back-office-format.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type RunFileKind, useDownloadRunFile } from '../api/download-run-file.ts';
import { useDeliveryRun } from '../api/get-delivery-run.ts';
import { ShortLinesSection } from './short-lines-section.tsx';

const control =
  'h-10 rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';
const td = 'px-3 py-2 align-top';

function isRunSlot(value: string | null): value is RunSlot {
  return value !== null && (RUN_SLOT_VALUES as readonly string[]).includes(value);
}

const PICKING_COLUMNS: readonly Column[] = [
  { label: 'Product' },
  { label: 'Quantity', numeric: true },
  { label: 'Orders', numeric: true },
];

const DROP_COLUMNS: readonly Column[] = [
  { label: 'Venue' },
  { label: 'Address' },
  { label: 'Phone' },
  { label: 'Slot' },
  { label: 'Items', numeric: true },
  { label: 'Notes' },
];

function PickingTable({ run }: { run: DeliveryRun }) {
  if (run.picking.length === 0)
    return <p className="text-neutral-600 text-sm">Nothing to pick for this run.</p>;
  return (
    <DataTable caption="Picking list" columns={PICKING_COLUMNS} minWidth="" look="sheet">
      {run.picking.map((line) => (
        <tr key={`${line.product_id ?? 'gone'}-${line.title}`}>
          <td className={td}>
            {line.order_code && (
              <span className="mr-2 font-mono text-neutral-600 text-xs">{line.order_code}</span>
            )}
            {line.title}
            {/* The same words the PDF and CSV print: what it contains and may contain, in text. */}
            <span className="mt-0.5 block text-neutral-700 text-xs">
              {line.allergens ? allergenStatement(line.allergens) : PRODUCT_NO_LONGER_LISTED}
            </span>
            {line.units_short > 0 && (
              <span className="mt-0.5 block font-medium text-amber-900 text-xs">
                ⚠ {SHORT_SUBSTITUTE_ALLOWED}: {line.units_short} short
              </span>
            )}
          </td>
          <td className={`${td} text-right font-semibold tabular-nums`}>{line.quantity}</td>
          <td className={`${td} text-right tabular-nums`}>{line.orders}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function DropTable({ run }: { run: DeliveryRun }) {
  if (run.drops.length === 0) return <p className="text-neutral-600 text-sm">No drops for this run.</p>;
  return (
    <DataTable caption="Drop list" columns={DROP_COLUMNS} minWidth="min-w-[42rem]" look="sheet">
      {run.drops.map((drop) => (
        <tr key={drop.order_id}>
          <td className={td}>
            <span className="block font-medium">{drop.venue}</span>
            <span className="block text-neutral-500 text-xs">
              {[drop.contact, drop.order_id].filter(Boolean).join(' · ')}
            </span>
            {drop.po_number && (
              <span className="block text-neutral-700 text-xs">PO number: {drop.po_number}</span>
            )}
          </td>
          <td className={td}>
            {drop.address.join(', ')}
            <span className="block font-medium">{drop.postcode}</span>
          </td>
          <td className={`${td} whitespace-nowrap`}>{drop.phone ?? '—'}</td>
          <td className={`${td} whitespace-nowrap`}>{drop.slot_label}</td>
          <td className={`${td} text-right tabular-nums`}>{drop.items}</td>
          <td className={td}>
            {drop.delivery_notes && (
              <span className="block whitespace-pre-line font-medium">Delivery: {drop.delivery_notes}</span>
            )}
            {drop.line_notes.map((line) => (
              <span key={line.title} className="block text-xs">
                {line.title}: {line.note}
              </span>
            ))}
            <span className="block">{drop.notes}</span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * /admin/delivery-runs: for a day and slot (or the whole day), what to pick and where to drop it,
 * on screen and as a printable PDF or a CSV. Day and slot live in the address.
 */
export function DeliveryRunsPage() {
  useDocumentTitle('Delivery runs · Back office');
  const ids = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // Every day customers can order for has a run that may already have orders to pick.
  const days = deliveryDays(new Date());
  // Tomorrow's run by default, the next one the warehouse picks (the list always holds three days).
  const tomorrow = days[1]?.date ?? '';
  const dayParam = searchParams.get('day');
  const day = dayParam && calendarDay.safeParse(dayParam).success ? dayParam : tomorrow;
  const slotParam = searchParams.get('slot');
  const slot = isRunSlot(slotParam) ? slotParam : null;
  const { data, isPending, isError, refetch } = useDeliveryRun(day, slot);
  const download = useDownloadRunFile();

  const choose = (next: { day?: string; slot?: RunSlot | null }) => {
    const params = new URLSearchParams({ day: next.day ?? day });
    const nextSlot = next.slot === undefined ? slot : next.slot;
    if (nextSlot) params.set('slot', nextSlot);
    setSearchParams(params);
  };
  const fileButton = (kind: RunFileKind, label: string) => (
    <button
      type="button"
      disabled={download.isPending}
      onClick={() => download.mutate({ kind, day, slot })}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 font-semibold text-sm hover:border-amber-500 disabled:opacity-60"
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {label}
    </button>
  );

  return (
    <div>
      <h1 className="mb-4 font-bold text-2xl">Delivery runs</h1>
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
        <div>
          <label htmlFor={`${ids}-day`} className="mb-1 block font-medium text-neutral-700 text-xs">
            Day
          </label>
          <input
            id={`${ids}-day`}
            type="date"
            value={day}
            required
            onChange={(event) => {
              if (event.target.value) choose({ day: event.target.value });
            }}
            className={control}
          />
        </div>
        <div className="flex gap-2">
          {days.map(({ name, date }) => (
            <button
              key={name}
              type="button"
              aria-pressed={day === date}
              onClick={() => choose({ day: date })}
              className={`h-10 rounded-lg border px-3 font-medium text-sm ${day === date ? 'border-amber-500 bg-amber-100' : 'border-neutral-300 bg-white hover:border-amber-500'}`}
            >
              {name}
            </button>
          ))}
        </div>
        <div>
          <label htmlFor={`${ids}-slot`} className="mb-1 block font-medium text-neutral-700 text-xs">
            Slot
          </label>
          <select
            id={`${ids}-slot`}
            value={slot ?? ''}
            onChange={(event) => choose({ slot: isRunSlot(event.target.value) ? event.target.value : null })}
            className={control}
          >
            <option value="">All slots</option>
            {RUN_SLOTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2 sm:ml-auto">
          {fileButton('pdf', 'Print sheet (PDF)')}
          {fileButton('csv', 'Download CSV')}
        </div>
        {download.isError && (
          <p role="alert" className="w-full text-red-700 text-sm">
            The file could not be made:{' '}
            {download.error instanceof ApiRequestError ? download.error.message : SOMETHING_WENT_WRONG}
          </p>
        )}
      </div>

      <p className="mb-4 text-neutral-600 text-sm">
        {formatLongDay(day)}, {slot ? RUN_SLOTS.find((option) => option.value === slot)?.label : 'all slots'}.
        Orders awaiting their card payment and cancelled orders are left off.
      </p>

      {isPending ? (
        <Spinner label="Loading the delivery run" />
      ) : isError ? (
        <ErrorMessage>
          The delivery run could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : data.drops.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
          <Truck className="h-8 w-8 text-amber-700" aria-hidden="true" />
          <p className="font-semibold">No deliveries for this run.</p>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 2xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          {data.short_lines.length > 0 && (
            <div className="2xl:col-span-2">
              <ShortLinesSection run={data} />
            </div>
          )}
          <section className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
            <h2 className="mb-2 font-semibold text-lg">
              Picking list{' '}
              <span className="font-normal text-neutral-600 text-sm">
                {data.picking.length} {data.picking.length === 1 ? 'product' : 'products'}
              </span>
            </h2>
            <PickingTable run={data} />
          </section>
          <section className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
            <h2 className="mb-2 font-semibold text-lg">
              Drop list{' '}
              <span className="font-normal text-neutral-600 text-sm">
                {data.drops.length} {data.drops.length === 1 ? 'drop' : 'drops'}
              </span>
            </h2>
            <DropTable run={data} />
          </section>
        </div>
      )}
    </div>
  );
}
