import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingProps = {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  size?: 'sm' | 'lg';
};

/** Five stars filled to the rating, announced as one image: "Rated 4.3 out of 5". */
export function StarRating({ rating, size = 'sm' }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  const rounded = Math.round(clamped * 10) / 10;
  const iconSize = size === 'lg' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <span role="img" aria-label={`Rated ${rounded} out of 5`} className="inline-flex items-center gap-0.5">
      {STARS.map((star) => {
        // Each star shows the part of the rating that falls within it, so 4.3 fills 30% of the fifth.
        const fill = Math.min(1, Math.max(0, clamped - (star - 1)));
        return (
          <span key={star} className={`relative inline-block ${iconSize}`} aria-hidden="true">
            <Star
              className={`absolute inset-0 ${iconSize} fill-neutral-200 text-neutral-300`}
              strokeWidth={1.5}
            />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={`${iconSize} fill-amber-400 text-amber-500`} strokeWidth={1.5} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
