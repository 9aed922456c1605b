import { ChevronLeft, ChevronRight } from 'lucide-react';
import { startTransition, useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { ProductCard } from '../../../components/product-card.tsx';
import { FIRST_SCREEN_CARDS } from '../../../components/product-grid.tsx';
import { whenIdle } from '../../../lib/when-idle.ts';
import { useProducts } from '../api/get-products.ts';
import { useInView } from '../hooks/use-in-view.ts';

type ProductCarouselProps = {
  title: string;
  categoryId: number;
  viewAllHref: string;
  /** The page's first row: its first pictures load at once (they are in the first screen). */
  firstOnPage?: boolean;
};

/**
 * Cards drawn with the row: as many as a desktop row shows. The rest of the page (24) follow a few
 * at a time when the browser is idle, or all at once when the row is scrolled, focused or paged:
 * two rows of 24 cards were half of the home page's elements, drawn and laid out in the tasks that
 * kept a slowed phone busy after its first paint (issue 14).
 */
const FIRST_CARDS = 6;
const CARDS_PER_IDLE_SLICE = 4;

const arrowClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 shadow-sm hover:border-amber-500 disabled:cursor-not-allowed disabled:opacity-40';

/** A titled row of a category's first products: CSS scroll-snap track with previous/next buttons. */
export function ProductCarousel({
  title,
  categoryId,
  viewAllHref,
  firstOnPage = false,
}: ProductCarouselProps) {
  const headingId = useId();
  const [sectionRef, inView] = useInView<HTMLElement>();
  // The first row is in the first screen: it does not wait for the observer to say so.
  const query = useProducts({ page: 1, categoryId }, { enabled: inView || firstOnPage });
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const [shownCount, setShownCount] = useState(FIRST_CARDS);
  const showAll = useCallback(() => setShownCount(Number.POSITIVE_INFINITY), []);

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  // Rendered in the background, in slices, like the grid's cards (product-results.tsx).
  const products = useDeferredValue(query.data?.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cards added by the idle slices widen the track.
  useEffect(() => {
    if (!products) return;
    // Read in the next frame, with the layout the browser does for it anyway: read here, each
    // slice of cards cost a forced layout of its own.
    const frame = requestAnimationFrame(updateEdges);
    window.addEventListener('resize', updateEdges);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', updateEdges);
    };
  }, [products, updateEdges, shownCount]);

  const hiddenCount = products ? Math.max(0, products.length - shownCount) : 0;
  useEffect(() => {
    if (hiddenCount === 0) return;
    return whenIdle(() => setShownCount((count) => count + CARDS_PER_IDLE_SLICE));
  }, [hiddenCount]);

  // A row that failed or has nothing to show is left out rather than repeating the page's messages.
  if (query.isError || products?.length === 0) return null;

  function scrollByPage(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    // The cards not drawn yet are drawn first, so there is somewhere to scroll to.
    if (hiddenCount > 0) flushSync(showAll);
    // 'instant', not 'auto': 'auto' defers to the track's CSS scroll-behavior.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({
      left: direction * track.clientWidth * 0.9,
      behavior: reduceMotion ? 'instant' : 'smooth',
    });
  }

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="mt-8 first:mt-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-neutral-900 sm:text-xl">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <Link
            to={viewAllHref}
            className="mr-1 text-sm font-semibold whitespace-nowrap text-amber-700 hover:underline"
          >
            View all<span className="sr-only"> {title}</span>
          </Link>
          <button
            type="button"
            aria-label={`Previous products in ${title}`}
            disabled={edges.atStart}
            onClick={() => scrollByPage(-1)}
            className={arrowClass}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <button
            type="button"
            aria-label={`Next products in ${title}`}
            // Cards not drawn yet are still there to page to.
            disabled={edges.atEnd && hiddenCount === 0}
            onClick={() => scrollByPage(1)}
            className={arrowClass}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
      {products ? (
        <ul
          ref={trackRef}
          onScroll={() => {
            // In the background: 24 cards drawn at once held a slowed phone for a quarter second.
            startTransition(showAll);
            updateEdges();
          }}
          onFocus={showAll}
          // scroll-px-1 matches px-1, so the first card's snap position is where the track starts:
          // without it the browser snapped the track by 4 px on load, and that scroll drew every card.
          className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto motion-safe:scroll-smooth px-1 pb-3 sm:gap-4"
        >
          {products.slice(0, shownCount).map((product, index) => (
            <li key={product.id} className="w-[46%] shrink-0 snap-start sm:w-52 lg:w-56">
              <ProductCard product={product} firstScreen={firstOnPage && index < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        // Reserves the row's height while it loads, so the page does not jump. It pulses only while
        // its products are on the way: a row still waiting to be scrolled near kept an animation
        // running off screen, a frame of main-thread work each time (issue 14: typing and 'Next').
        <div
          aria-hidden="true"
          className={`h-96 rounded-lg bg-neutral-200/60 ${query.fetchStatus === 'fetching' ? 'motion-safe:animate-pulse' : ''}`}
        />
      )}
    </section>
  );
}
