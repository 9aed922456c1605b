import { type FormEvent, useId, useState } from 'react';
import { MAX_ORDER_GUIDE_HEADING } from '../../../../domain/order-guide.ts';

type GuideHeadingsProps = {
  headings: readonly string[];
  onRename(from: string, to: string | null): void;
};

const buttonClass =
  'inline-flex h-10 items-center rounded-lg border border-neutral-300 bg-white px-3 font-medium text-neutral-800 text-sm hover:bg-neutral-50';

/**
 * The venue's own headings ("Bar", "Kitchen dry store"): rename one for all its products, or take
 * it away (its products stay, under no heading). A heading is made by putting a product under it.
 */
export function GuideHeadings({ headings, onRename }: GuideHeadingsProps) {
  return (
    <details className="rounded-lg border border-neutral-200 bg-white p-3">
      <summary className="cursor-pointer font-semibold text-neutral-900 text-sm">
        Your headings{headings.length > 0 ? ` (${headings.length})` : ''}
      </summary>
      <p className="mt-2 text-neutral-700 text-sm">
        To make a heading, type a new one in the “Heading” box of any product.
      </p>
      {headings.length > 0 && (
        <ul className="mt-3 flex flex-col gap-3">
          {headings.map((heading) => (
            <HeadingItem key={heading} heading={heading} onRename={onRename} />
          ))}
        </ul>
      )}
    </details>
  );
}

function HeadingItem({ heading, onRename }: { heading: string; onRename: GuideHeadingsProps['onRename'] }) {
  const id = useId();
  const [name, setName] = useState(heading);

  function rename(event: FormEvent) {
    event.preventDefault();
    const to = name.trim();
    if (to !== '' && to !== heading) onRename(heading, to);
  }

  return (
    <li>
      <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor={`${id}-name`} className="text-neutral-700 text-xs">
            Rename “{heading}”
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={MAX_ORDER_GUIDE_HEADING}
            onChange={(event) => setName(event.target.value)}
            className="h-10 w-48 rounded-lg border border-neutral-300 bg-white px-2 text-base"
          />
        </div>
        <button type="submit" className={buttonClass}>
          Rename<span className="sr-only"> {heading}</span>
        </button>
        <button
          type="button"
          onClick={() => onRename(heading, null)}
          className={`${buttonClass} border-red-200 text-red-700 hover:bg-red-50`}
        >
          Delete heading<span className="sr-only"> {heading}</span>
        </button>
      </form>
    </li>
  );
}
