import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DELIVERY_DISTRICTS, OUT_OF_ZONE_ALERT } from '../../../../domain/delivery-zone.ts';

export const NOT_LISTED = 'Not listed';

const optionClass =
  'h-12 w-full rounded-lg border border-neutral-300 bg-white px-3 font-semibold text-base text-neutral-900 hover:border-amber-600 hover:bg-amber-50';

/**
 * docs/product.md §2.3: a dropdown of the districts plus 'Not listed'; picking a district stores it and goes
 * home at once. It is a disclosure button opening a list of plain buttons rather than a native
 * select: arrowing through a closed select changes its value (and in some browsers fires change)
 * on every key, so navigating on change would carry a keyboard user off on the first arrow press
 * (WCAG 3.2.2). Here moving (Tab or the arrow keys) only moves focus; Enter, Space or a click on
 * a district is the pick. Escape closes the list and returns to the button.
 */
export function PostcodePicker({ onChoose }: { onChoose(district: string): void }) {
  const labelId = useId();
  const listId = useId();
  const valueId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [notListed, setNotListed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // Opening puts the visitor on the first district, ready to move or pick.
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const buttons = Array.from(list.current?.querySelectorAll('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[(target + buttons.length) % buttons.length]?.focus();
  }

  return (
    <div>
      <p id={labelId} className="block font-medium text-neutral-800 text-sm">
        Postcode district
      </p>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={hintId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="mt-2 flex h-12 w-full items-center justify-between rounded-lg border border-neutral-300 bg-white px-3 text-left font-medium text-base text-neutral-900 shadow-sm hover:border-neutral-400"
      >
        <span id={valueId} className={notListed ? '' : 'text-neutral-600'}>
          {notListed ? NOT_LISTED : 'Choose your district…'}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`h-5 w-5 text-neutral-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          aria-labelledby={labelId}
          onKeyDown={moveFocus}
          className="mt-2 grid grid-cols-3 gap-2 rounded-xl border border-neutral-200 bg-neutral-50 p-2 sm:grid-cols-4"
        >
          {DELIVERY_DISTRICTS.map((district) => (
            <li key={district}>
              <button type="button" onClick={() => onChoose(district)} className={optionClass}>
                {district}
              </button>
            </li>
          ))}
          <li className="col-span-full">
            <button
              type="button"
              onClick={() => {
                setNotListed(true);
                close();
              }}
              className={optionClass}
            >
              {NOT_LISTED}
            </button>
          </li>
        </ul>
      )}
      {notListed && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          {OUT_OF_ZONE_ALERT}
        </p>
      )}
      <p id={hintId} className="mt-4 text-neutral-500 text-xs">
        We deliver to {DELIVERY_DISTRICTS.join(', ')}.
      </p>
    </div>
  );
}
