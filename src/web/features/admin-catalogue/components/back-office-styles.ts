/** Shared looks of the catalogue's back-office pages. */
export const control =
  'h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';
export const smallLabel = 'mb-1 block font-medium text-neutral-700 text-xs';
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black text-sm hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 py-1.5 font-medium text-neutral-800 text-sm hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-60';
/** The frame of a table; the table scrolls in it through TableScroll. */
export const tableWrap = 'rounded-2xl border border-neutral-200 bg-white shadow-sm';
export const th =
  'whitespace-nowrap px-2 py-2.5 text-left font-semibold text-neutral-600 text-xs uppercase tracking-wide lg:px-3';
export const td = 'px-2 py-2.5 align-middle text-sm lg:px-3';
