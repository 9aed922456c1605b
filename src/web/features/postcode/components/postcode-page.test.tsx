import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

const districtSelect = () => screen.getByLabelText('Postcode district');
const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
const choose = (value: string) => fireEvent.change(districtSelect(), { target: { value } });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  usePostcodeStore.setState({ postcode: null });
});

describe('PostcodePage', () => {
  it('offers the twelve districts plus Not listed', () => {
    renderPicker();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(14); // the placeholder, 12 districts, Not listed
    expect(options).toContain('W1U');
    expect(options).toContain('W1J');
    expect(options.at(-1)).toBe('Not listed');
  });

  it("shows the not-delivering-yet message for 'Not listed' at once, with Continue off", () => {
    renderPicker();
    choose('not-listed');
    expect(screen.getByRole('alert').textContent).toBe(OUT_OF_ZONE_ALERT);
    expect(continueButton().disabled).toBe(true);
    fireEvent.submit(continueButton().closest('form') as HTMLFormElement);
    expect(window.localStorage.getItem('address')).toBeNull();
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('does not leave the page while the visitor is still choosing', () => {
    renderPicker();
    expect(continueButton().disabled).toBe(true);
    // What ArrowDown on a closed select does: the value changes, nothing is committed yet.
    choose('W1U');
    expect(window.localStorage.getItem('address')).toBeNull();
    expect(screen.queryByText('Home page')).toBeNull();
    expect(continueButton().disabled).toBe(false);
  });

  it('stores the chosen district under address on Continue and goes home', () => {
    renderPicker();
    choose('W1F');
    fireEvent.click(continueButton());
    expect(window.localStorage.getItem('address')).toBe('W1F');
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('returns to the page the guard sent the visitor from, query string included', () => {
    renderPicker('/categories/dairy?page=2');
    choose('W1D');
    fireEvent.click(continueButton());
    expect(screen.getByText('Category page, page 2')).toBeTruthy();
  });
});
