import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageFromParam } from './pagination.tsx';

afterEach(cleanup);

describe('Pagination with buttons', () => {
  it('numbers the pages around the current one, marking it as current', () => {
    render(<Pagination currentPage={5} lastPage={10} label="Product pages" onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Product pages' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves with previous, next and the numbers', () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} lastPage={3} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
    rerender(<Pagination currentPage={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination currentPage={1} lastPage={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Pagination with links', () => {
  it('links every page, so the page lives in the URL', () => {
    render(
      <MemoryRouter>
        <Pagination currentPage={2} lastPage={3} hrefFor={(page) => `/?category=4&page=${page}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/?category=4&page=1');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/?category=4&page=3');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('pageFromParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('reads %j as page %i', (value, page) => {
    expect(pageFromParam(value)).toBe(page);
  });
});
