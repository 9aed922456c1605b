import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { TEST_PRODUCT_FACTS } from '../test/fixtures.ts';
import { basketCount, isBasketLine, priceBasket, useBasketStore } from './basket-store.ts';

const product = (id: number, price = 12.5): ProductSummary => ({
  id,
  slug: `product-${id}`,
  name: `Product ${id}`,
  description: 'A product',
  images: [],
  category_id: 1,
  category: { id: 1, name: 'Dairy', slug: 'dairy' },
  price,
  special_price: price - 1,
  rating: 4,
  reviews_count: 3,
  ...TEST_PRODUCT_FACTS,
});

const storedCart = () => JSON.parse(window.localStorage.getItem('cart') ?? 'null');

afterEach(() => {
  useBasketStore.getState().clear();
  window.localStorage.clear();
});

describe('basket store', () => {
  it('adds a product with quantity 1 and saves it under cart', () => {
    useBasketStore.getState().add(product(1));
    expect(useBasketStore.getState().lines).toMatchObject([{ id: 1, quantity: 1 }]);
    expect(storedCart()).toMatchObject([{ id: 1, quantity: 1 }]);
  });

  it('adding a product already in the basket sets it back to 1', () => {
    const { add, setQuantity } = useBasketStore.getState();
    add(product(1));
    setQuantity(1, 5);
    add(product(1));
    expect(useBasketStore.getState().lines).toMatchObject([{ id: 1, quantity: 1 }]);
  });

  it('adds quantities to the lines already there, new products at the end, at most 999 a line', () => {
    const { add, setQuantity, addQuantities } = useBasketStore.getState();
    add(product(1));
    setQuantity(1, 995);
    const changed = addQuantities([
      { product: product(2), quantity: 3 },
      { product: product(1), quantity: 10 },
      { product: product(3), quantity: 0 },
    ]);
    expect(changed).toBe(2);
    expect(storedCart()).toMatchObject([
      { id: 1, quantity: 999 },
      { id: 2, quantity: 3 },
    ]);
  });

  it('accepts only whole quantities of at least 1', () => {
    const { add, setQuantity } = useBasketStore.getState();
    add(product(1));
    for (const bad of [0, -2, 1.5, Number.NaN]) setQuantity(1, bad);
    expect(useBasketStore.getState().lines[0]?.quantity).toBe(1);
    setQuantity(1, 4);
    expect(storedCart()[0].quantity).toBe(4);
  });

  it('empties for the order placed from it, and forgets that order once it changes', () => {
    const store = useBasketStore.getState;
    store().add(product(1));
    store().markOrdered('W1-000005');
    expect(store().clearIfOrdered('W1-000004')).toBe(false);
    expect(store().lines).toHaveLength(1);
    store().setQuantity(1, 2);
    expect(store().clearIfOrdered('W1-000005')).toBe(false);
    expect(store().lines).toHaveLength(1);

    store().markOrdered('W1-000006');
    expect(window.localStorage.getItem('cart-order')).toBe('W1-000006');
    expect(store().clearIfOrdered('W1-000006')).toBe(true);
    expect(store().lines).toEqual([]);
    expect(window.localStorage.getItem('cart-order')).toBeNull();
  });

  it('removes and clears, saving every change', () => {
    const { add, remove, clear } = useBasketStore.getState();
    add(product(1));
    add(product(2));
    remove(1);
    expect(storedCart().map((line: { id: number }) => line.id)).toEqual([2]);
    clear();
    expect(storedCart()).toEqual([]);
  });

  it('counts items and totals the list prices in pence for a non-member', () => {
    const { add, setQuantity } = useBasketStore.getState();
    add(product(1, 12.5));
    add(product(2, 0.99));
    setQuantity(2, 3);
    const { lines } = useBasketStore.getState();
    expect(basketCount(lines)).toBe(4);
    expect(priceBasket(lines, false).totals).toMatchObject({
      subTotalPence: 1250 + 297,
      listSubTotalPence: 1250 + 297,
      taxPence: Math.round((1250 + 297) * 0.2),
    });
  });

  it.each([
    [false, 129_00 * 2, 129_00],
    [true, 116_10 * 2, 116_10],
  ])('prices a member (%s) at the member price and keeps the list price beside it', (isMember, sub, unit) => {
    const { add, setQuantity } = useBasketStore.getState();
    add({ ...product(1), price: 129, special_price: 116.1 });
    setQuantity(1, 2);
    const priced = priceBasket(useBasketStore.getState().lines, isMember);
    expect(priced.lines[0]).toMatchObject({ unitPence: unit, listPence: 129_00, product: { id: 1 } });
    expect(priced.totals).toMatchObject({ subTotalPence: sub, listSubTotalPence: 258_00 });
  });

  it('drops stored lines that lack a field the basket renders from', () => {
    const good = { ...product(1), quantity: 2 };
    const stale = { id: 2, name: 'Old line', price: 5, quantity: 2 };
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        good,
        stale,
        { ...good, id: 3, images: [42] },
        { ...good, id: 4, special_price: '4.50' },
        { ...good, id: 5, quantity: 0 },
        null,
      ]),
    );
    // Another tab (or a hand edit) changed the cart: the store re-reads it.
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(useBasketStore.getState().lines.map((line) => line.id)).toEqual([1]);
  });

  it('checks slug, images, special_price and a whole quantity of at least 1', () => {
    const line = { ...product(1), quantity: 1 };
    expect(isBasketLine(line)).toBe(true);
    for (const broken of [
      { ...line, slug: undefined },
      { ...line, images: 'one.svg' },
      { ...line, special_price: Number.NaN },
      { ...line, price: null },
      { ...line, quantity: 1.5 },
    ]) {
      expect(isBasketLine(broken)).toBe(false);
    }
  });
});
