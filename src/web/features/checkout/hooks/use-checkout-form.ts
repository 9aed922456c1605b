import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FIELD_REQUIRED, londonDate } from '../../../../domain/delivery.ts';
import { OUT_OF_ZONE_FIELD_ERROR } from '../../../../domain/delivery-zone.ts';
import { isOutOfZone } from '../../../lib/postcode-zone.ts';
import {
  type AddressField,
  type CheckoutFields,
  type CheckoutValues,
  isCopiedBillingField,
  isShippingField,
  SHIPPING_FROM_BILLING,
} from '../utils/checkout-fields.ts';
import { checkoutResolver } from '../utils/checkout-resolver.ts';

export const SOMETHING_MISSING = 'Something is missing, please check all the fields.';

/**
 * The checkout form's state and its cross-field rules (SPEC 5): the shipping postcode outside the
 * zone raises the alert and is cleared; 'Same as billing address' copies billing into shipping and
 * keeps copying while ticked, and then an out-of-zone billing postcode is a field error; choosing
 * today clears the delivery time.
 */
export function useCheckoutForm(defaultValues: CheckoutFields, isMember: boolean) {
  const resolver = useMemo(() => checkoutResolver(isMember), [isMember]);
  const form = useForm<CheckoutFields, unknown, CheckoutValues>({ resolver, defaultValues });
  const { getValues, setValue, setError, clearErrors, getFieldState } = form;
  const { isSubmitted } = form.formState;
  const [sameAsBilling, setSameAsBilling] = useState(false);
  const [showZoneAlert, setShowZoneAlert] = useState(false);
  const [missingFields, setMissingFields] = useState(false);

  const copyBilling = () => {
    for (const [to, from] of SHIPPING_FROM_BILLING) {
      setValue(to, getValues(from), { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  /** With the box ticked the billing postcode is the delivery postcode, so it must be in the zone. */
  const checkCopiedPostcode = () => {
    if (isOutOfZone(getValues('billing_postcode'))) {
      setError('postcode', { message: OUT_OF_ZONE_FIELD_ERROR });
      setError('billing_postcode', { message: OUT_OF_ZONE_FIELD_ERROR });
    } else {
      for (const field of ['postcode', 'billing_postcode'] as const) {
        if (getFieldState(field).error?.message === OUT_OF_ZONE_FIELD_ERROR) clearErrors(field);
      }
    }
  };

  /** False, after alerting and clearing the field, when the shipping postcode is out of zone. */
  const checkShippingPostcode = (): boolean => {
    if (!isOutOfZone(getValues('postcode'))) return true;
    setShowZoneAlert(true);
    setValue('postcode', '', { shouldValidate: isSubmitted });
    return false;
  };

  const toggleSameAsBilling = (checked: boolean) => {
    setSameAsBilling(checked);
    if (!checked) return;
    setShowZoneAlert(false);
    copyBilling();
    checkCopiedPostcode();
  };

  /** register() with the cross-field behaviour attached. */
  const registerField = (field: AddressField) =>
    form.register(field, {
      onChange: () => {
        if (field === 'postcode') setShowZoneAlert(false);
        if (sameAsBilling && isCopiedBillingField(field)) copyBilling();
        // Typing in a shipping field means shipping is no longer simply the billing address.
        else if (sameAsBilling && isShippingField(field)) setSameAsBilling(false);
      },
      onBlur: () => {
        if (field === 'postcode' && !sameAsBilling) checkShippingPostcode();
        if (field === 'billing_postcode' && sameAsBilling) checkCopiedPostcode();
      },
    });

  /** Today is delivered by midnight without a slot: the time is cleared (and disabled by the page). */
  const registerDay = () =>
    form.register('deliveryDay', {
      onChange: (event: { target: { value: string } }) => {
        if (event.target.value === londonDate(new Date())) setValue('deliveryTime', null);
      },
    });

  /**
   * Runs before validation on every order button: copies billing once more while ticked, or alerts
   * and clears an out-of-zone shipping postcode, as leaving the field would.
   */
  const prepareSubmit = () => {
    setMissingFields(false);
    if (sameAsBilling) {
      copyBilling();
      return;
    }
    checkShippingPostcode();
  };

  /** After a refused submit: the banner shows when a required field is empty. */
  const onInvalid = (errors: Partial<Record<keyof CheckoutFields, { message?: string }>>) => {
    setMissingFields(Object.values(errors).some((error) => error?.message === FIELD_REQUIRED));
  };

  return {
    form,
    registerField,
    registerDay,
    sameAsBilling,
    toggleSameAsBilling,
    showZoneAlert,
    missingFields,
    prepareSubmit,
    onInvalid,
  };
}
