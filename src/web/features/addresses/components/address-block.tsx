import type { LucideIcon } from 'lucide-react';

type AddressBlockProps = {
  title: string;
  icon: LucideIcon;
  /** The address lines, top to bottom (addressLines: empty ones already left out). */
  lines: string[];
  /** Labelled contact details under the address, such as Phone and Email. */
  details: Array<[label: string, value: string | null]>;
};

/** One card of the addresses page: the billing or the shipping address. */
export function AddressBlock({ title, icon: Icon, lines, details }: AddressBlockProps) {
  const shownDetails = details.filter((detail): detail is [string, string] => Boolean(detail[1]));
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 className="flex items-center gap-2 font-semibold text-lg">
        <Icon className="h-5 w-5 text-amber-600" aria-hidden="true" />
        {title}
      </h2>
      <p className="mt-3 text-neutral-800 leading-relaxed">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same (city and company).
          <span key={index} className="block break-words">
            {line}
          </span>
        ))}
      </p>
      {shownDetails.length > 0 && (
        <dl className="mt-4 space-y-1 border-neutral-100 border-t pt-4 text-sm">
          {shownDetails.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="w-14 shrink-0 text-neutral-500">{label}</dt>
              <dd className="min-w-0 break-words text-neutral-800">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
