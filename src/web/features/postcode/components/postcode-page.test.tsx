import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OUT_OF_ZONE_ALERT } from '../../../../domain/delivery-zone.ts';
import { usePostcodeStore } from '../../../stores/postcode-store.ts';
import { PostcodePage } from './postcode-page.tsx';

function renderPicker(from?: string) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/postcoder', state: from ? { from } : null }]}>
      <Routes>
        <Route path="/postcoder" element={<PostcodePage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/categories/:slug" element={<p>Category page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const districtSelect = () => screen.getByLabelText('Postcode district');

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

  it("shows the not-delivering-yet message for 'Not listed' and stays put", () => {
    renderPicker();
    fireEvent.change(districtSelect(), { target: { value: 'not-listed' } });
    expect(screen.getByRole('alert').textContent).toBe(OUT_OF_ZONE_ALERT);
    expect(window.localStorage.getItem('address')).toBeNull();
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('stores a chosen district under address and goes home', () => {
    renderPicker();
    fireEvent.change(districtSelect(), { target: { value: 'W1F' } });
    expect(window.localStorage.getItem('address')).toBe('W1F');
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('returns to the page the guard sent the visitor from', () => {
    renderPicker('/categories/dairy');
    fireEvent.change(districtSelect(), { target: { value: 'W1D' } });
    expect(screen.getByText('Category page')).toBeTruthy();
  });
});
