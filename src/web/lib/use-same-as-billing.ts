import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { OUT_OF_ZONE_FIELD_ERROR } from '../../domain/delivery-zone.ts';
import { isOutOfZone } from './postcode-zone.ts';

/** 'Same as billing address' (docs/product.md §5.4): each shipping field of the address book and the billing field it copies. */
export const ADDRESS_FROM_BILLING = [
  ['company_name', 'billing_company_name'],
  ['phone', 'billing_phone'],
  ['line1', 'billing_line1'],
  ['line2', 'billing_line2'],
  ['city', 'billing_city'],
  ['postcode', 'billing_postcode'],
] as const;

/** The checkout's shipping block also names a contact, copied from the billing name and email. */
export const CONTACT_FROM_BILLING = [
  ['name', 'billing_name'],
  ['email', 'billing_email'],
] as const;

type PostcodeField = 'postcode' | 'billing_postcode';

/** Every address form holds both postcodes as text. */
type AddressFormFields = FieldValues & Record<PostcodeField, string>;

type FormMethods<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'getValues' | 'setValue' | 'setError' | 'clearErrors' | 'getFieldState' | 'formState'
>;

type SameAsBillingOptions<F extends string> = {
  /** Each shipping field and the billing field it copies. */
  shippingFromBilling: ReadonlyArray<readonly [shipping: F, billing: F]>;
  /** Ticked from the start (a checkout draft left it ticked). */
  initiallySameAsBilling?: boolean;
};

/**
 * The cross-field rules an address form shares (docs/product.md §5.2): a shipping postcode outside the zone
 * raises the alert and is cleared; 'Same as billing address' copies billing into shipping and
 * keeps copying while ticked, and then an out-of-zone billing postcode is a field error on the
 * delivery postcode. Only the delivery postcode is ever held to the zone: the billing address may
 * be anywhere. Generic over the form's values T and its address field names F.
 */
export function useSameAsBilling<T extends AddressFormFields, F extends Path<T>>(
  form: FormMethods<T>,
  { shippingFromBilling, initiallySameAsBilling = false }: SameAsBillingOptions<F>,
) {
  const { getValues, setValue, setError, clearErrors, getFieldState } = form;
  // Read while rendering, so the callbacks below see the value of this render.
  const { isSubmitted } = form.formState;
  const [sameAsBilling, setSameAsBilling] = useState(initiallySameAsBilling);
  const [showZoneAlert, setShowZoneAlert] = useState(false);
  // T's constraint holds both postcodes as text; react-hook-form's Path cannot see that through a generic.
  const postcodeField = (name: PostcodeField) => name as Path<T>;
  const postcodeOf = (name: PostcodeField) => getValues(postcodeField(name)) as string;

  const copyBilling = () => {
    for (const [to, from] of shippingFromBilling) {
      setValue(to, getValues(from), { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  /**
   * A zone error on the delivery postcode goes the moment the postcode in the box is in the zone
   * (or the box is emptied), whoever set it: this form, or the server's answer to a save.
   */
  const dropStaleZoneError = () => {
    const field = postcodeField('postcode');
    if (getFieldState(field).error?.message !== OUT_OF_ZONE_FIELD_ERROR) return;
    if (!isOutOfZone(postcodeOf('postcode'))) clearErrors(field);
  };

  /** With the box ticked the billing postcode is the delivery postcode, so it must be in the zone. */
  const checkCopiedPostcode = () => {
    if (isOutOfZone(postcodeOf('postcode')))
      setError(postcodeField('postcode'), { message: OUT_OF_ZONE_FIELD_ERROR });
    else dropStaleZoneError();
  };

  /** False, after alerting and clearing the field, when the shipping postcode is out of zone. */
  const checkShippingPostcode = (): boolean => {
    dropStaleZoneError();
    if (!isOutOfZone(postcodeOf('postcode'))) return true;
    setShowZoneAlert(true);
    setValue(postcodeField('postcode'), '' as PathValue<T, Path<T>>, { shouldValidate: isSubmitted });
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
  const registerField = (field: F): UseFormRegisterReturn =>
    form.register(field, {
      onChange: () => {
        if (field === 'postcode') setShowZoneAlert(false);
        if (sameAsBilling && shippingFromBilling.some(([, from]) => from === field)) copyBilling();
        // Typing in a shipping field means shipping is no longer simply the billing address.
        else if (sameAsBilling && shippingFromBilling.some(([to]) => to === field)) setSameAsBilling(false);
        if (field === 'postcode' || field === 'billing_postcode') dropStaleZoneError();
      },
      onBlur: () => {
        if (field === 'postcode' && !sameAsBilling) checkShippingPostcode();
        if (field === 'billing_postcode' && sameAsBilling) checkCopiedPostcode();
      },
    });

  /**
   * Runs before validation on submit: copies billing once more while ticked, or alerts and clears
   * an out-of-zone shipping postcode, as leaving the field would.
   */
  const beforeSubmit = () => {
    if (sameAsBilling) copyBilling();
    else checkShippingPostcode();
  };

  return { registerField, sameAsBilling, toggleSameAsBilling, showZoneAlert, beforeSubmit };
}
