import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OUT_OF_ZONE_ALERT } from '../../../../domain/delivery-zone.ts';
import { usePostcodeStore } from '../../../stores/postcode-store.ts';
import { PostcodePage } from './postcode-page.tsx';

function CategoryProbe() {
  const [params] = useSearchParams();
  return <p>Category page, page {params.get('page')}</p>;
}

function renderPicker(from?: string) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/postcoder', state: from ? { from } : null }]}>
      <Routes>
        <Route path="/postcoder" element={<PostcodePage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/categories/:slug" element={<CategoryProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const districtButton = () => screen.getByRole('button', { name: /^Postcode district/ });
const district = (name: string) => screen.getByRole('button', { name });
const open = () => fireEvent.click(districtButton());
const pick = (name: string) => {
  open();
  fireEvent.click(district(name));
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  usePostcodeStore.setState({ postcode: null });
});

describe('PostcodePage', () => {
  it('offers the twelve districts plus Not listed in a dropdown', () => {
    renderPicker();
    expect(districtButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Postcode district' })).toBeNull();
    open();
    expect(districtButton().getAttribute('aria-expanded')).toBe('true');
    const options = within(screen.getByRole('list', { name: 'Postcode district' }))
      .getAllByRole('button')
      .map((option) => option.textContent);
    expect(options).toHaveLength(13);
    expect(options).toContain('W1U');
    expect(options).toContain('W1J');
    expect(options.at(-1)).toBe('Not listed');
    // There is no separate step after picking.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('stores a picked district under address and goes home at once', () => {
    renderPicker();
    pick('W1F');
    expect(window.localStorage.getItem('address')).toBe('W1F');
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('lets a keyboard user move through the districts without leaving', () => {
    renderPicker();
    open();
    // Opening puts focus on the first district.
    expect(document.activeElement).toBe(district('W1U'));
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowRight']) press(key);
    expect(document.activeElement).toBe(district('W1G'));
    press('End');
    expect(document.activeElement).toBe(district('Not listed'));
    press('ArrowDown');
    expect(document.activeElement).toBe(district('W1U'));
    press('ArrowUp');
    expect(document.activeElement).toBe(district('Not listed'));
    press('Home');
    expect(document.activeElement).toBe(district('W1U'));
    // Moving committed nothing; Enter on a button is its click (the browser test presses it).
    expect(window.localStorage.getItem('address')).toBeNull();
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('closes on Escape and returns to the dropdown button', () => {
    renderPicker();
    open();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Postcode district' })).toBeNull();
    expect(document.activeElement).toBe(districtButton());
    expect(window.localStorage.getItem('address')).toBeNull();
  });

  it("shows the not-delivering-yet message for 'Not listed' and stays", () => {
    renderPicker();
    pick('Not listed');
    expect(screen.getByRole('alert').textContent).toBe(OUT_OF_ZONE_ALERT);
    expect(districtButton().textContent).toContain('Not listed');
    expect(document.activeElement).toBe(districtButton());
    expect(window.localStorage.getItem('address')).toBeNull();
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('returns to the page the guard sent the visitor from, query string included', () => {
    renderPicker('/categories/dairy?page=2');
    pick('W1D');
    expect(screen.getByText('Category page, page 2')).toBeTruthy();
  });
});
