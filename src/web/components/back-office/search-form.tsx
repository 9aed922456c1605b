import { type FormEvent, useId } from 'react';
import { controlClass, labelClass } from './form-styles.ts';

type SearchFormProps = {
  /** The visible label of the field, e.g. 'Name, email or company'. */
  label: string;
  /** Names the search landmark, e.g. 'Search customers'. */
  name: string;
  /** The search as the address holds it now. */
  value: string;
  /** Called with the trimmed text; the page puts it in the address. */
  onSearch: (text: string) => void;
  placeholder?: string;
  className?: string;
  /** Classes of the row holding the field and the button. */
  rowClassName?: string;
};

/**
 * A search field with its button whose text lives in the URL (`?q=`): it is read from there and
 * re-mounted when the address changes, so back and reload show what was searched.
 */
export function SearchForm({
  label,
  name,
  value,
  onSearch,
  placeholder,
  className,
  rowClassName = 'flex gap-2',
}: SearchFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom); the role gives the same landmark everywhere.
    <form role="search" aria-label={name} onSubmit={submit} className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={rowClassName}>
        <input
          id={id}
          key={value}
          name="q"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={100}
          className={controlClass}
        />
        <button
          type="submit"
          className="h-10 rounded-lg bg-black px-4 font-semibold text-sm text-white hover:bg-neutral-800"
        >
          Search
        </button>
      </div>
    </form>
  );
}
