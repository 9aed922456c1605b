/**
 * Grey placeholders the size of what is loading, so nothing below them moves when it arrives
 * (layout shift). Each is a status that screen readers announce by its label.
 */

/** Cards in the product grid's own columns, each with a square image like ProductCard's. */
export function ProductGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <li key={index} className="overflow-hidden rounded-lg border border-neutral-200 bg-white">
            <div className="aspect-square w-full motion-safe:animate-pulse bg-neutral-200/60" />
            <div className="space-y-2 p-3">
              <div className="h-4 w-4/5 rounded bg-neutral-200/80" />
              <div className="h-3 w-3/5 rounded bg-neutral-200/60" />
              <div className="h-5 w-2/5 rounded bg-neutral-200/80" />
              <div className="h-9 w-full rounded-lg bg-neutral-200/60" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The product page's two columns: the square gallery and the text beside (below on phones). */
export function ProductDetailsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="aspect-square w-full motion-safe:animate-pulse rounded-xl bg-neutral-200/60" />
        <div className="space-y-4">
          <div className="h-8 w-4/5 rounded bg-neutral-200/80" />
          <div className="h-4 w-2/5 rounded bg-neutral-200/60" />
          <div className="h-10 w-1/3 rounded bg-neutral-200/80" />
          <div className="h-24 w-full rounded bg-neutral-200/60" />
          <div className="h-11 w-48 rounded-lg bg-neutral-200/80" />
        </div>
      </div>
    </div>
  );
}
