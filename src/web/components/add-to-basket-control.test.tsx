import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QUANTITY_NOT_WHOLE } from '../../domain/quantity.ts';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { useBasketStore } from '../stores/basket-store.ts';
import { TEST_PRODUCT_FACTS } from '../test/fixtures.ts';
import { AddToBasketControl } from './add-to-basket-control.tsx';

const lemons: ProductSummary = {
  id: 7,
  slug: 'unwaxed-lemons',
  name: 'Unwaxed lemons',
  description: 'A box of 80',
  images: [],
  category_id: 2,
  category: { id: 2, name: 'Fruit', slug: 'fruit' },
  price: 18.4,
  special_price: 16.9,
  rating: 5,
  reviews_count: 12,
  ...TEST_PRODUCT_FACTS,
};

const quantityInput = () => screen.getByLabelText<HTMLInputElement>('Quantity of Unwaxed lemons');
const storedQuantity = () => JSON.parse(window.localStorage.getItem('cart') ?? '[]')[0]?.quantity;

afterEach(() => {
  cleanup();
  useBasketStore.getState().clear();
  window.localStorage.clear();
});

describe('AddToBasketControl', () => {
  it('says Out of stock, and adds nothing, when the product has none left', () => {
    render(<AddToBasketControl product={{ ...lemons, stock_level: 'out_of_stock' }} />);
    const button = screen.getByRole('button', { name: 'Out of stock' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(useBasketStore.getState().lines).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('adds the product with quantity 1 and turns into a stepper', () => {
    render(<AddToBasketControl product={lemons} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(quantityInput().value).toBe('1');
    expect(storedQuantity()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('steps the quantity up and down, saving to cart', () => {
    render(<AddToBasketControl product={lemons} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Unwaxed lemons' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Unwaxed lemons' }));
    expect(quantityInput().value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Unwaxed lemons' }));
    expect(quantityInput().value).toBe('2');
    expect(storedQuantity()).toBe(2);
  });

  it('takes typed whole numbers and ignores anything below 1 or fractional', () => {
    render(<AddToBasketControl product={lemons} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    fireEvent.change(quantityInput(), { target: { value: '12' } });
    expect(storedQuantity()).toBe(12);
    for (const bad of ['0', '-3', '2.5', '']) {
      fireEvent.change(quantityInput(), { target: { value: bad } });
      expect(storedQuantity()).toBe(12);
    }
    fireEvent.blur(quantityInput());
    expect(quantityInput().value).toBe('12');
  });

  it('says why "2.5" and "-3" are refused, keeps them as typed and the last good quantity in the basket', () => {
    render(<AddToBasketControl product={lemons} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    fireEvent.change(quantityInput(), { target: { value: '4' } });
    for (const bad of ['2.5', '-3']) {
      fireEvent.change(quantityInput(), { target: { value: bad } });
      expect(quantityInput().value).toBe(bad);
      expect(quantityInput().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('alert').textContent).toBe(`${QUANTITY_NOT_WHOLE} The quantity stays at 4.`);
      expect(storedQuantity()).toBe(4);
    }
    fireEvent.blur(quantityInput());
    expect(quantityInput().value).toBe('4');
    fireEvent.change(quantityInput(), { target: { value: '5' } });
    expect(storedQuantity()).toBe(5);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('asks before removing when minus is pressed at 1, and keeps the item on cancel', async () => {
    render(<AddToBasketControl product={lemons} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Unwaxed lemons' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    expect(dialog.textContent).toContain('Unwaxed lemons');
    expect(storedQuantity()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(storedQuantity()).toBe(1);
  });

  it('removes the product once the removal is confirmed', async () => {
    render(<AddToBasketControl product={lemons} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Unwaxed lemons' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(useBasketStore.getState().lines).toEqual([]);
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeTruthy();
  });

  it("moves focus to the stepper's plus button when the focused 'Add to basket' is pressed", () => {
    render(<AddToBasketControl product={lemons} />);
    const addButton = screen.getByRole('button', { name: 'Add to basket' });
    addButton.focus();
    fireEvent.click(addButton);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Increase quantity of Unwaxed lemons' }),
    );
  });

  it("puts focus on the new 'Add to basket' button after a confirmed removal", async () => {
    render(<AddToBasketControl product={lemons} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Unwaxed lemons' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const addButton = screen.getByRole('button', { name: 'Add to basket' });
    expect(document.activeElement).toBe(addButton);
    // The dialog's own focus return runs a moment later and must not take it away again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(addButton);
  });
});
