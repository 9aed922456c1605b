import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { OrderSort, OrderSortKey } from '../utils/sort-orders.ts';

type SortHeaderProps = {
  label: string;
  sortKey: OrderSortKey;
  sort: OrderSort;
  onSort(key: OrderSortKey): void;
  className?: string;
};

/**
 * A column header whose button sorts by that column; pressing it again reverses the order. On
 * phones the header row is a strip of these buttons above the order cards.
 */
export function SortHeader({ label, sortKey, sort, onSort, className = '' }: SortHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'} className={`font-semibold ${className}`}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1.5 text-xs xl:-mx-2 xl:min-h-0 xl:rounded-md xl:border-0 xl:px-2 xl:py-1 xl:text-sm ${
          active
            ? 'border-neutral-900 bg-neutral-900 text-white xl:bg-transparent xl:text-neutral-900'
            : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100 xl:bg-transparent'
        }`}
      >
        {label}
        <Icon className={`h-3.5 w-3.5 ${active ? '' : 'opacity-60'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
