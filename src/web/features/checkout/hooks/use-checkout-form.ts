import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FIELD_REQUIRED } from '../../../../domain/delivery.ts';
import type { DeliveryOffer } from '../../../../domain/delivery-slot-offers.ts';
import { useSameAsBilling } from '../../../lib/use-same-as-billing.ts';
import type { CheckoutStart } from '../utils/checkout-draft.ts';
import {
  type AddressField,
  type CheckoutFields,
  type CheckoutValues,
  SHIPPING_FROM_BILLING,
} from '../utils/checkout-fields.ts';
import { checkoutResolver } from '../utils/checkout-resolver.ts';

export const SOMETHING_MISSING = 'Something is missing, please check all the fields.';

/**
 * The checkout form's state and its cross-field rules (docs/product.md §5.1): the address rules every address
 * form shares (useSameAsBilling), which hold only the delivery postcode to the zone; choosing today
 * clears the delivery time.
 */
export function useCheckoutForm(
  start: CheckoutStart,
  offeredDays: readonly DeliveryOffer[],
  poNumberRequired: boolean,
) {
  // The latest days the server offered, read when the form validates or the day changes.
  const offered = useRef(offeredDays);
  offered.current = offeredDays;
  const resolver = useMemo(
    () => checkoutResolver(() => offered.current, poNumberRequired),
    [poNumberRequired],
  );
  // react-hook-form would focus the first error in the order the fields registered, which puts the
  // delivery day ahead of the addresses above it; onInvalid focuses in the page's order instead.
  const form = useForm<CheckoutFields, unknown, CheckoutValues>({
    resolver,
    defaultValues: start.fields,
    shouldFocusError: false,
  });
  const addresses = useSameAsBilling<CheckoutFields, AddressField>(form, {
    shippingFromBilling: SHIPPING_FROM_BILLING,
    initiallySameAsBilling: start.sameAsBilling,
  });
  const [missingFields, setMissingFields] = useState(false);

  /** Today is delivered by midnight without a slot: the time is cleared (and disabled by the page). */
  const registerDay = () =>
    form.register('deliveryDay', {
      onChange: (event: { target: { value: string } }) => {
        const today = offered.current.find((day) => day.isToday);
        if (event.target.value === today?.date) form.setValue('deliveryTime', null);
      },
    });

  /**
   * Runs before validation on every order button: the address rules' own check, and the banner
   * hidden until this submit's answer.
   */
  const prepareSubmit = () => {
    setMissingFields(false);
    addresses.beforeSubmit();
  };

  /** After a refused submit: the banner shows when a required field is empty. */
  const onInvalid = (errors: Partial<Record<keyof CheckoutFields, { message?: string }>>) => {
    setMissingFields(Object.values(errors).some((error) => error?.message === FIELD_REQUIRED));
    focusFirstInPageOrder(Object.keys(errors));
  };

  return {
    form,
    registerField: addresses.registerField,
    registerDay,
    sameAsBilling: addresses.sameAsBilling,
    toggleSameAsBilling: addresses.toggleSameAsBilling,
    showZoneAlert: addresses.showZoneAlert,
    missingFields,
    prepareSubmit,
    onInvalid,
  };
}

/** Focuses the first enabled control, in document order, whose name is one of `names`. */
function focusFirstInPageOrder(names: string[]): void {
  const wanted = new Set(names);
  const controls = document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  );
  const first = Array.from(controls).find((control) => wanted.has(control.name) && !control.disabled);
  first?.focus();
}
