import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { MAX_ORDER_GUIDE_HEADING } from '../../../../domain/order-guide.ts';
import type { OrderGuideItem } from '../../../../domain/schemas/order-guide.ts';

type GuideRowOptionsProps = {
  item: OrderGuideItem;
  /** The row's useId, which names the heading box and its list. */
  id: string;
  headings: readonly string[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(by: -1 | 1): void;
  onHeading(heading: string | null): void;
  onRemove(): void;
};

const iconButton =
  'inline-flex h-10 items-center gap-1.5 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-40';

/** A guide row's 'Options' once opened: move it, put it under a heading, or take it off the guide. */
export function GuideRowOptions(props: GuideRowOptionsProps) {
  const { item, id } = props;
  const { product } = item;
  const [heading, setHeading] = useState(item.heading ?? '');

  function saveHeading(event: FormEvent) {
    event.preventDefault();
    props.onHeading(heading.trim() === '' ? null : heading);
  }

  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <button
        type="button"
        className={iconButton}
        disabled={!props.canMoveUp}
        onClick={() => props.onMove(-1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        Move up<span className="sr-only"> {product.name}</span>
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={!props.canMoveDown}
        onClick={() => props.onMove(1)}
      >
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
        Move down<span className="sr-only"> {product.name}</span>
      </button>
      <form onSubmit={saveHeading} className="flex items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor={`${id}-heading`} className="text-neutral-700 text-xs">
            Heading
          </label>
          <input
            id={`${id}-heading`}
            list={`${id}-headings`}
            value={heading}
            maxLength={MAX_ORDER_GUIDE_HEADING}
            onChange={(event) => setHeading(event.target.value)}
            placeholder="e.g. Bar"
            className="h-10 w-40 rounded-lg border border-neutral-300 bg-white px-2 text-base"
          />
          <datalist id={`${id}-headings`}>
            {props.headings.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <button type="submit" className={iconButton}>
          Save heading
        </button>
      </form>
      <button
        type="button"
        className={`${iconButton} border-red-200 text-red-700 hover:bg-red-50`}
        onClick={props.onRemove}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Remove<span className="sr-only"> {product.name}</span>
      </button>
    </div>
  );
}
