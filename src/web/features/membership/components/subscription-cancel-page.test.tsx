import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { SubscriptionCancelPage } from './subscription-cancel-page.tsx';

resetAfterEach();

describe('SubscriptionCancelPage', () => {
  it("says 'There seemed to be an error.' and 'Failed to subscribe.', with the way back to Membership", () => {
    renderRoutesAt(
      '/subscription-cancel',
      <Route path="/subscription-cancel" element={<SubscriptionCancelPage />} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'There seemed to be an error.' })).toBeTruthy();
    expect(screen.getByText('Failed to subscribe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Membership' }).getAttribute('href')).toBe(
      '/customer-dashboard/subscription',
    );
  });
});
