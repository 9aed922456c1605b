import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderItemsTable } from './order-items-table.tsx';

describe('OrderItemsTable', () => {
  it('tells the venue which lines were short when it ordered, and that a substitute comes for them', () => {
    render(
      <OrderItemsTable
        order={{
          sub_total: 300,
          tax: 60,
          total: 360,
          order_items: [
            {
              id: 1,
              product_id: 7,
              title: 'Mango smoothie 12 x 250ml',
              quantity: 10,
              price: 20,
              vat_rate: 20,
              note: null,
              units_short: 4,
            },
            {
              id: 2,
              product_id: 8,
              title: 'Cream soda bottles 12 x 500ml',
              quantity: 5,
              price: 20,
              vat_rate: 20,
              note: null,
            },
          ],
        }}
      />,
    );
    const short = screen.getByRole('rowheader', { name: /Mango smoothie/ });
    expect(short.textContent).toContain('Short — we’ll send a substitute for 4 of 10');
    const full = screen.getByRole('rowheader', { name: /Cream soda/ });
    expect(full.textContent).not.toContain('Short');
  });

  it("shows the venue's own note under its line", () => {
    render(
      <OrderItemsTable
        order={{
          sub_total: 200,
          tax: 40,
          total: 240,
          order_items: [
            {
              id: 1,
              product_id: 7,
              title: 'Lemons 5kg',
              quantity: 10,
              price: 20,
              vat_rate: 20,
              note: 'Unwaxed please',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('rowheader', { name: /Lemons 5kg/ }).textContent).toContain(
      'Note: Unwaxed please',
    );
  });
});
