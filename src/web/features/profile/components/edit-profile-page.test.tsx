import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_SUBSTITUTES_HINT, ACCEPT_SUBSTITUTES_LABEL } from '../../../../domain/schemas/account.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { customer, fakeAccountApi } from '../test/fake-account-api.ts';
import { EditProfilePage } from './edit-profile-page.tsx';
import { ProfilePage } from './profile-page.tsx';

function renderEdit() {
  renderRoutesAt(
    '/customer-dashboard/profile/edit',
    <>
      <Route path="/customer-dashboard/profile" element={<ProfilePage />} />
      <Route path="/customer-dashboard/profile/edit" element={<EditProfilePage />} />
    </>,
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  useSessionStore.getState().setToken('session-token');
});

resetAfterEach();

describe('EditProfilePage', () => {
  it('starts from the current details, with the email read-only', async () => {
    fakeAccountApi();
    renderEdit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeTruthy();
    expect(field('Name').value).toBe('Ada Buyer');
    expect(field('Phone').value).toBe('020 7946 0000');
    expect(field('Email').value).toBe('ada@example.test');
    expect(field('Email').readOnly).toBe(true);
    expect(field('Current password').value).toBe('');
    expect(document.title).toBe('Edit profile · W1 Wholesale');
  });

  it('shows and hides the passwords', async () => {
    fakeAccountApi();
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });

    expect(field('New password').type).toBe('password');
    const [, showNew] = screen.getAllByRole('button', { name: 'Show password' });
    fireEvent.click(showNew as HTMLElement);
    expect(field('New password').type).toBe('text');
    expect(field('Current password').type).toBe('password');
  });

  it("saves name and phone without passwords, then shows 'Your profile has been updated.' on the profile", async () => {
    const api = fakeAccountApi();
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    type('Name', '  Ada Lovelace ');
    type('Phone', '020 7946 1111');
    save();

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('Your profile has been updated.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('020 7946 1111')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/user_profile/7',
        body: {
          user_id: 7,
          name: 'Ada Lovelace',
          phone: '020 7946 1111',
          accept_substitutes: false,
          po_number_required: false,
        },
      },
    ]);
    // The returned user replaced the cached one; nothing had to be fetched again.
    expect(api.calls.filter((call) => call.url === '/api/user')).toHaveLength(1);
  });

  it('turns on accepting substitutes when a product is short, with the setting explained', async () => {
    const api = fakeAccountApi();
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    const box = screen.getByRole('checkbox', { name: ACCEPT_SUBSTITUTES_LABEL });
    expect(ACCEPT_SUBSTITUTES_LABEL).toBe('Accept substitutes when a product is short');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(ACCEPT_SUBSTITUTES_HINT)).toBeTruthy();
    fireEvent.click(box);
    save();

    await screen.findByText('Your profile has been updated.');
    expect(api.writes()[0]?.body).toMatchObject({ accept_substitutes: true });
  });

  it('turns on requiring a PO number on every order, with the setting explained', async () => {
    const api = fakeAccountApi();
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    const box = screen.getByRole('checkbox', { name: 'Require a PO number on every order' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(
      screen.getByText(
        'Checkout then asks for your purchase-order number and will not place an order without one.',
      ),
    ).toBeTruthy();
    fireEvent.click(box);
    save();

    await screen.findByText('Your profile has been updated.');
    expect(api.writes()[0]?.body).toMatchObject({ po_number_required: true });
  });

  it('sends the passwords when both are filled', async () => {
    const api = fakeAccountApi();
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    type('Current password', 'password123');
    type('New password', 'a-new-secret');
    save();

    await screen.findByText('Your profile has been updated.');
    expect(api.writes()[0]?.body).toEqual({
      user_id: 7,
      name: 'Ada Buyer',
      phone: '020 7946 0000',
      accept_substitutes: false,
      po_number_required: false,
      old_password: 'password123',
      new_password: 'a-new-secret',
    });
  });

  it.each([
    ['New password', 'current'],
    ['Current password', 'new'],
  ])(
    'with only the %s filled, saves name and phone and leaves the password alone',
    async (label, missing) => {
      const api = fakeAccountApi();
      renderEdit();
      await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
      expect(screen.getByText(/Your password changes only when both are filled in/)).toBeTruthy();
      type('Name', 'Ada Lovelace');
      type(label, 'a-new-secret');

      // Said next to the fields before saving.
      const kept = await screen.findByText(/so your password will stay as it is\.$/);
      expect(kept.textContent).toContain(
        missing === 'current' ? 'Only the new password' : 'Only the current password',
      );
      expect(field(label).getAttribute('aria-describedby')).toContain(kept.id);
      save();

      expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
      expect(api.writes()).toEqual([
        {
          method: 'PUT',
          url: '/api/user_profile/7',
          body: {
            user_id: 7,
            name: 'Ada Lovelace',
            phone: '020 7946 0000',
            accept_substitutes: false,
            po_number_required: false,
          },
        },
      ]);
    },
  );

  it('still checks a new password when both are filled', async () => {
    const api = fakeAccountApi();
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    type('Current password', 'password123');
    type('New password', 'short');
    save();

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(field('New password').getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('requires name and phone', async () => {
    const api = fakeAccountApi();
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    type('Name', ' ');
    type('Phone', '');
    save();

    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's password error under the password fields", async () => {
    fakeAccountApi({
      updateReply: {
        status: 422,
        body: {
          message: 'The current password is incorrect.',
          errors: { password: ['The current password is incorrect.'] },
        },
      },
    });
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    type('Current password', 'wrong-one');
    type('New password', 'a-new-secret');
    save();

    const error = await screen.findByText('The current password is incorrect.');
    expect(field('New password').getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeTruthy();
  });

  it("says 'Something went wrong!' on any other failure and stays on the form", async () => {
    fakeAccountApi({ updateReply: { status: 500, body: { message: 'Boom', errors: {} } } });
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    type('Name', 'Ada Lovelace');
    save();

    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(field('Name').value).toBe('Ada Lovelace');
  });

  it('Cancel goes back to the profile unchanged', async () => {
    const api = fakeAccountApi();
    renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });
    type('Name', 'Someone else');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: customer.name })).toBeTruthy();
    expect(screen.queryByText('Your profile has been updated.')).toBeNull();
    await waitFor(() => expect(api.writes()).toEqual([]));
  });
});
