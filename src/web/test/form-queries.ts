import { fireEvent, screen, within } from '@testing-library/react';

/** The address blocks of the address form and the checkout, by their legends. */
export type AddressBlock = 'Billing address' | 'Shipping address';

/** Queries inside one fieldset, by its legend. */
export const block = (name: AddressBlock | 'Delivery') => within(screen.getByRole('group', { name }));

/** An input of the form by its block and label (labels repeat across the two blocks). */
export function input(group: AddressBlock, label: string) {
  return block(group).getByLabelText<HTMLInputElement>(label, { exact: false });
}

export function type(group: AddressBlock, label: string, value: string) {
  fireEvent.change(input(group, label), { target: { value } });
}
