/** The back office's filter and search fields: one height, one focus ring. */
export const controlClass =
  'h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';

/** The small label above a back-office field. */
export const labelClass = 'mb-1 block font-medium text-neutral-700 text-xs';
