import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Review } from '../../../../domain/schemas/catalogue.ts';
import { ReviewList } from './review-list.tsx';

const LONG_TEXT =
  'Consistently good quality and the driver always arrives inside the slot we booked, which matters on a busy Friday.';

// Twelve reviews, one a day in November, handed over oldest first to prove the list sorts them.
const reviews: Review[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  product_id: 1,
  rating: (index % 5) + 1,
  review: index === 11 ? LONG_TEXT : `Review number ${index + 1}`,
  authorName: index === 0 ? 'Anonymous' : `Customer ${index + 1}`,
  created_at: `2026-11-${String(index + 1).padStart(2, '0')} 10:00:00`,
}));

const shownAuthors = () =>
  within(screen.getAllByRole('list')[0] as HTMLElement)
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

afterEach(cleanup);

describe('ReviewList', () => {
  it('shows five reviews a page, newest first', () => {
    render(<ReviewList reviews={reviews} />);
    expect(shownAuthors()).toEqual([
      'Review by Customer 12',
      'Review by Customer 11',
      'Review by Customer 10',
      'Review by Customer 9',
      'Review by Customer 8',
    ]);
    expect(screen.getByText('12 Nov 2026')).toBeTruthy();
  });

  it('pages with next, previous and the page numbers', () => {
    render(<ReviewList reviews={reviews} />);
    const pager = screen.getByRole('navigation', { name: 'Review pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(shownAuthors()[0]).toBe('Review by Customer 7');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(shownAuthors()).toEqual(['Review by Customer 2', 'Review by Anonymous']);
    expect(within(pager).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(shownAuthors()[0]).toBe('Review by Customer 7');
  });

  it("cuts text over 89 characters, with 'See more' and 'See less'", () => {
    render(<ReviewList reviews={reviews} />);
    const newest = screen.getByRole('article', { name: 'Review by Customer 12' });
    expect(within(newest).queryByText(LONG_TEXT)).toBeNull();
    expect(within(newest).getByText(/^Consistently good quality.*…$/)).toBeTruthy();

    fireEvent.click(within(newest).getByRole('button', { name: 'See more' }));
    expect(within(newest).getByText(LONG_TEXT)).toBeTruthy();

    const less = within(newest).getByRole('button', { name: 'See less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(within(newest).queryByText(LONG_TEXT)).toBeNull();
    expect(within(newest).getByRole('button', { name: 'See more' })).toBeTruthy();
  });

  it('offers no toggle for short text', () => {
    render(<ReviewList reviews={reviews} />);
    const short = screen.getByRole('article', { name: 'Review by Customer 11' });
    expect(within(short).getByText('Review number 11')).toBeTruthy();
    expect(within(short).queryByRole('button')).toBeNull();
  });
});
