import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../../../domain/pagination.ts';
import { searchProductsQuery, useSearchProducts } from '../api/search-products.ts';

// The dropdown's code is not part of the first visit's script (every page's header has the box,
// few visits search): it is fetched on the first keystroke, long before the debounce opens the
// dropdown, and kept here, so the dropdown renders in the same pass that opens it. If it cannot be
// fetched the dropdown stays shut; Enter still searches.
type Suggestions = typeof import('./search-suggestions.tsx').SearchSuggestions;
let loadedSuggestions: Suggestions | undefined;
const loadSuggestions = (): Promise<Suggestions> =>
  import('./search-suggestions.tsx').then((module) => {
    loadedSuggestions = module.SearchSuggestions;
    return loadedSuggestions;
  });

/** docs/product.md §9.6: the dropdown opens 800 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 800;
/**
 * The matches are fetched once typing has paused this long, so that they are usually in the cache
 * when the dropdown opens at SEARCH_DEBOUNCE_MS and show at once; a pause that typing then
 * continues costs one request.
 */
export const SEARCH_PREFETCH_MS = 400;
const MAX_SUGGESTIONS = 8;

/**
 * The header's product search, a combobox: typing opens a listbox of matches after the debounce;
 * arrows move through them, Enter opens the chosen one or the full results at /search/{query},
 * Escape or a click outside closes it.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On /search/:query (after a reload, Back, or 'See all results') the box shows what was searched;
  // on any other page it is empty, rather than still showing the last search at the checkout.
  const routeQuery = useMatch('/search/:query')?.params.query;
  const [text, setText] = useState(routeQuery ?? '');
  const [term, setTerm] = useState('');
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    // Adjusting state while rendering (no effect, no flash of the old text); it fills the box
    // without opening the dropdown (the route change closes it).
    setShownPath(pathname);
    setText(routeQuery ?? '');
    setTerm('');
  }
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [SearchSuggestions, setSearchSuggestions] = useState(() => loadedSuggestions);
  const containerRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const prefetchTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queryClient = useQueryClient();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);

  const results = useSearchProducts({ query: term }, { enabled: isOpen });
  // Until the dropdown's code is here nothing is shown, so the box announces no options either.
  const options = isOpen && SearchSuggestions ? (results.data?.data.slice(0, MAX_SUGGESTIONS) ?? []) : [];
  const hasOptions = options.length > 0;

  const close = useCallback(() => {
    clearTimeout(timerRef.current);
    clearTimeout(prefetchTimerRef.current);
    setIsOpen(false);
    setActiveIndex(-1);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      clearTimeout(prefetchTimerRef.current);
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a route change.
  useEffect(() => {
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!isOpen) return;
    // A pointer press (mouse, touch or pen) or keyboard focus anywhere outside the box closes it.
    const closeIfOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [isOpen, close]);

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    if (!SearchSuggestions) {
      loadSuggestions().then(
        (component) => setSearchSuggestions(() => component),
        () => undefined,
      );
    }
    setText(value);
    setActiveIndex(-1);
    clearTimeout(timerRef.current);
    clearTimeout(prefetchTimerRef.current);
    const trimmed = value.trim();
    if (trimmed === '') {
      setIsOpen(false);
      return;
    }
    prefetchTimerRef.current = setTimeout(() => {
      void queryClient.prefetchQuery(searchProductsQuery({ query: trimmed }));
    }, SEARCH_PREFETCH_MS);
    timerRef.current = setTimeout(() => {
      setTerm(trimmed);
      setIsOpen(true);
    }, SEARCH_DEBOUNCE_MS);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (isOpen) event.preventDefault();
      close();
      return;
    }
    if (!hasOptions || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const last = options.length - 1;
    // Arrows wrap around; ArrowUp from the input goes to the last option.
    if (event.key === 'ArrowDown') setActiveIndex((index) => (index >= last ? 0 : index + 1));
    else setActiveIndex((index) => (index <= 0 ? last : index - 1));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = hasOptions ? options[activeIndex] : undefined;
    const query = text.trim().slice(0, MAX_SEARCH_LENGTH);
    close();
    if (chosen) navigate(`/product/details/${chosen.slug}`);
    else if (query !== '') navigate(`/search/${encodeURIComponent(query)}`);
  }

  return (
    <div ref={containerRef} className="relative w-full">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom); the role gives the same landmark everywhere. */}
      <form role="search" onSubmit={handleSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hasOptions}
          aria-controls={hasOptions ? listboxId : undefined}
          aria-activedescendant={hasOptions && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search products…"
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            // Coming back to a search that was already run shows its results again.
            if (term !== '' && term === text.trim()) setIsOpen(true);
          }}
          className="h-10 w-full rounded-lg border border-neutral-300 bg-white pr-11 pl-3 text-sm text-neutral-900 placeholder:text-neutral-500"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1 right-1 inline-flex h-8 w-8 items-center justify-center rounded-md bg-amber-500 text-black hover:bg-amber-400"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
      {isOpen && SearchSuggestions && (
        <SearchSuggestions
          listboxId={listboxId}
          optionId={optionId}
          results={results}
          options={options}
          activeIndex={activeIndex}
          term={term}
          onSelect={close}
        />
      )}
    </div>
  );
}
