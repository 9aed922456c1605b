import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OUT_OF_ZONE_FIELD_ERROR } from '../../../../domain/delivery-zone.ts';
import { AddressFields, type AddressValues } from '../../../../domain/schemas/address.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { isOutOfZone } from '../../../lib/postcode-zone.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import {
  type AddressField,
  type AddressFormValues,
  isCopiedBillingField,
  SHIPPING_FROM_BILLING,
  serverFieldErrors,
} from '../utils/address-form-values.ts';

/**
 * The address form's state and rules (SPEC 5): the shared schema checks the fields; a shipping
 * postcode outside the delivery zone raises the alert and is cleared; 'Same as billing address'
 * copies billing into shipping and, while ticked, keeps copying as billing is edited.
 */
export function useAddressForm(
  defaultValues: AddressFormValues,
  save: (address: AddressValues) => Promise<void>,
) {
  // The form's type is the schema's input (optionals may be null); its inputs only ever hold text.
  const form = useForm<AddressFields, unknown, AddressValues>({
    resolver: zodResolver(AddressFields),
    defaultValues,
  });
  const { getValues, setValue, setError, clearErrors, getFieldState, handleSubmit, setFocus } = form;
  // Read while rendering, so the callbacks below see the value of this render.
  const { isSubmitted } = form.formState;
  const [sameAsBilling, setSameAsBilling] = useState(false);
  const [showZoneAlert, setShowZoneAlert] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const copyBilling = () => {
    for (const [to, from] of SHIPPING_FROM_BILLING) {
      setValue(to, getValues(from), { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  /** With the box ticked the billing postcode is the delivery postcode, so it must be in the zone. */
  const checkCopiedPostcode = () => {
    if (isOutOfZone(getValues('billing_postcode')))
      setError('postcode', { message: OUT_OF_ZONE_FIELD_ERROR });
    else if (getFieldState('postcode').error?.message === OUT_OF_ZONE_FIELD_ERROR) clearErrors('postcode');
  };

  /** Returns false, after alerting and clearing the field, when the shipping postcode is out of zone. */
  const checkShippingPostcode = (): boolean => {
    if (!isOutOfZone(getValues('postcode'))) return true;
    setShowZoneAlert(true);
    setValue('postcode', '');
    return false;
  };

  const toggleSameAsBilling = (checked: boolean) => {
    setSameAsBilling(checked);
    if (!checked) return;
    setShowZoneAlert(false);
    copyBilling();
    checkCopiedPostcode();
  };

  /** register() with the form's cross-field behaviour attached. */
  const registerField = (field: AddressField) =>
    form.register(field, {
      onChange: () => {
        if (field === 'postcode') setShowZoneAlert(false);
        if (sameAsBilling && isCopiedBillingField(field)) copyBilling();
        // Typing in a shipping field means shipping is no longer simply the billing address.
        else if (sameAsBilling && SHIPPING_FROM_BILLING.some(([to]) => to === field)) setSameAsBilling(false);
      },
      onBlur: () => {
        if (field === 'postcode' && !sameAsBilling) checkShippingPostcode();
        if (field === 'billing_postcode' && sameAsBilling) checkCopiedPostcode();
      },
    });

  const submitChecked = handleSubmit(async (address) => {
    setFormError(null);
    try {
      await save(address);
    } catch (error) {
      showSaveError(error);
    }
  });

  const showSaveError = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      setFormError(SOMETHING_WENT_WRONG);
      return;
    }
    const fieldErrors = serverFieldErrors(error.errors);
    for (const [field, message] of fieldErrors) setError(field, { message });
    if (fieldErrors[0]) setFocus(fieldErrors[0][0]);
    else setFormError(error.status >= 500 ? SOMETHING_WENT_WRONG : error.message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sameAsBilling) copyBilling();
    // Out of zone on submit: alert and clear as on leaving the field, then let the schema show the rest.
    else checkShippingPostcode();
    return submitChecked(event);
  };

  return {
    form,
    registerField,
    sameAsBilling,
    toggleSameAsBilling,
    showZoneAlert,
    formError,
    onSubmit,
  };
}
