/** A centred loading indicator that screen readers announce by its label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-neutral-300 border-t-amber-500"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
