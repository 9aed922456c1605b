import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll.tsx';

/** The header looks the back office uses, kept as they were drawn. */
const LOOKS = {
  /** Grey header, regular weight (customers, credit accounts, a customer's orders). */
  plain: {
    frame: 'rounded-2xl border bg-white shadow-sm border-neutral-200',
    thead: 'bg-neutral-50 text-left text-neutral-700',
    th: 'px-3 py-2 align-top',
  },
  /** Red header and frame, for what is overdue. */
  alert: {
    frame: 'rounded-2xl border bg-white shadow-sm border-red-200',
    thead: 'bg-red-50 text-left text-red-950',
    th: 'px-3 py-2 align-top',
  },
  /** Grey header with a rule and semibold names (orders). */
  ruled: {
    frame: 'rounded-2xl border bg-white shadow-sm border-neutral-200',
    thead: 'border-neutral-200 border-b bg-neutral-50',
    th: 'px-3 py-2.5 text-left font-semibold text-neutral-700',
  },
  /** Small capitals (a seller's order lines). */
  caps: {
    frame: 'rounded-2xl border bg-white shadow-sm border-neutral-200',
    thead: 'border-neutral-200 border-b bg-neutral-50',
    th: 'whitespace-nowrap px-3 py-2.5 text-left font-semibold text-neutral-600 text-xs uppercase tracking-wide',
  },
  /** No card of its own, a ruled header (a list inside a page section: a delivery run's lists). */
  sheet: {
    frame: '',
    thead: 'border-neutral-200 border-b',
    th: 'px-3 py-2 text-left font-semibold text-neutral-700',
  },
} as const;

export type Column = {
  /** The header text; a column of buttons gives a screen-reader-only name. */
  label: ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
};

type DataTableProps = {
  /** Read by screen readers: what the table lists and in what order. */
  caption: string;
  columns: readonly Column[];
  /** The width under which the table scrolls sideways inside its card, e.g. 'min-w-[40rem]'; '' for none. */
  minWidth: string;
  look?: keyof typeof LOOKS;
  /** The rows (<tr>). */
  children: ReactNode;
};

/** A back-office table in its card; on a narrow screen it scrolls sideways, never the page. */
export function DataTable({ caption, columns, minWidth, look = 'plain', children }: DataTableProps) {
  const style = LOOKS[look];
  return (
    <TableScroll label={caption} className={style.frame}>
      <table className={`w-full ${minWidth} text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={style.thead}>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed; a column is its place.
              <th key={index} scope="col" className={column.numeric ? `${style.th} text-right` : style.th}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">{children}</tbody>
      </table>
    </TableScroll>
  );
}

/** The header of a column of row actions: named for screen readers only. */
export const ACTIONS_COLUMN: Column = { label: <span className="sr-only">Actions</span> };
