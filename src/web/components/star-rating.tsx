/** A five-pointed star in lucide's 24-unit box (the outline lucide drew before its rounded one). */
const STAR_PATH = 'M12 2l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';
const STARS = [0, 1, 2, 3, 4] as const;
/** Pixels of one star (h-4 / h-5) and of the space between two (gap-0.5). */
const STAR_PX = { sm: 16, lg: 20 } as const;
const GAP_PX = 2;
const EMPTY_STARS = 'fill-neutral-200 stroke-neutral-300';

type StarRatingProps = {
  /**
   * 0 to 5; fractions fill part of a star. null: not rated yet (domain/rating.ts), five empty
   * stars hidden from screen readers, as the words beside them ("No reviews yet") say it.
   */
  rating: number | null;
  size?: 'sm' | 'lg';
};

/** Five stars side by side in one SVG, `colours` its Tailwind fill and stroke classes. */
function StarRow({ size, colours }: { size: 'sm' | 'lg'; colours: string }) {
  const star = STAR_PX[size];
  const width = 5 * star + 4 * GAP_PX;
  // One user unit per pixel of the 24-unit icon drawn `star` pixels wide, as lucide draws it.
  const unitsPerPx = 24 / star;
  return (
    <svg
      aria-hidden="true"
      width={width}
      height={star}
      viewBox={`0 0 ${width * unitsPerPx} 24`}
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`block max-w-none shrink-0 ${colours}`}
    >
      {STARS.map((index) => (
        <path key={index} d={STAR_PATH} transform={`translate(${index * (star + GAP_PX) * unitsPerPx} 0)`} />
      ))}
    </svg>
  );
}

/**
 * Five stars filled to the rating, announced as one image: "Rated 4.3 out of 5". Drawn as two
 * rows of five (grey, and amber cut to the rating's width) rather than ten icon components: a
 * page of 24 product cards rendered 240 icons, a large part of the catalogue's page-change time
 * on a slow phone.
 */
export function StarRating({ rating, size = 'sm' }: StarRatingProps) {
  if (rating === null) {
    return (
      <span aria-hidden="true" className="inline-flex items-center">
        <StarRow size={size} colours={EMPTY_STARS} />
      </span>
    );
  }
  const clamped = Math.min(5, Math.max(0, rating));
  const rounded = Math.round(clamped * 10) / 10;
  // Each star shows the part of the rating that falls within it, so 4.3 fills 30% of the fifth.
  const whole = Math.floor(clamped);
  const filledPx = whole * (STAR_PX[size] + GAP_PX) + (clamped - whole) * STAR_PX[size];
  return (
    <span role="img" aria-label={`Rated ${rounded} out of 5`} className="relative inline-flex items-center">
      <StarRow size={size} colours={EMPTY_STARS} />
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: filledPx }}
      >
        <StarRow size={size} colours="fill-amber-400 stroke-amber-500" />
      </span>
    </span>
  );
}
