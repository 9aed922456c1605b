/** The W1 Wholesale word mark: an amber "W1" tile beside the name. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`grid place-items-center rounded-md bg-amber-500 font-black text-black ${
          large ? 'h-16 w-16 text-2xl' : 'h-8 w-8 text-sm'
        }`}
      >
        W1
      </span>
      <span className={`font-bold tracking-tight ${large ? 'text-4xl' : 'text-lg'}`}>
        W1 <span className="text-amber-400">Wholesale</span>
      </span>
    </span>
  );
}
