/** Row actions: small, but 36 px tall so they stay easy to tap on a phone. */
export const ACTION_CLASS =
  'inline-flex min-h-9 items-center gap-1.5 whitespace-nowrap rounded-lg border px-3 py-1.5 font-semibold text-xs disabled:cursor-wait disabled:opacity-60';
export const ACTION_PLAIN = `${ACTION_CLASS} border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100`;
export const ACTION_PRIMARY = `${ACTION_CLASS} border-amber-500 bg-amber-500 text-black hover:bg-amber-400`;
export const ACTION_DANGER = `${ACTION_CLASS} border-red-200 bg-white text-red-700 hover:bg-red-50`;
