import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WishlistToggle } from './wishlist-toggle.tsx';

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login page, back to {state?.from}</p>;
}

function renderToggle(element: React.ReactElement) {
  render(
    <MemoryRouter initialEntries={['/categories/cheese?page=2']}>
      <Routes>
        <Route path="/categories/:slug" element={element} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('WishlistToggle', () => {
  it.each(['icon', 'button'] as const)('sends a guest to /login and back here afterwards (%s)', (variant) => {
    renderToggle(<WishlistToggle variant={variant} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));

    expect(screen.getByText('Login page, back to /categories/cheese?page=2')).toBeTruthy();
  });

  it("offers 'Remove from wishlist' for a wishlisted product and calls the toggle", () => {
    const onToggle = vi.fn();
    renderToggle(<WishlistToggle variant="button" isWishlisted onToggle={onToggle} />);

    fireEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));

    expect(onToggle).toHaveBeenCalledOnce();
  });
});
