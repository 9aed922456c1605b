import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields, type AddressValues } from '../../../../domain/schemas/address.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { ADDRESS_FROM_BILLING, useSameAsBilling } from '../../../lib/use-same-as-billing.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import {
  type AddressField,
  type AddressFormValues,
  serverFieldErrors,
} from '../utils/address-form-values.ts';

/**
 * The address form's state and rules (docs/product.md §5.4): the shared schema checks the fields, and the address
 * rules every address form shares (useSameAsBilling) handle the zone and 'Same as billing address';
 * the billing address itself may be anywhere, so only the delivery postcode is marked.
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
  const { setError, handleSubmit, setFocus } = form;
  const addresses = useSameAsBilling<AddressFields, AddressField>(form, {
    shippingFromBilling: ADDRESS_FROM_BILLING,
  });
  const [formError, setFormError] = useState<string | null>(null);

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
    // Out of zone on submit: alert and clear as on leaving the field, then let the schema show the rest.
    addresses.beforeSubmit();
    return submitChecked(event);
  };

  return {
    form,
    registerField: addresses.registerField,
    sameAsBilling: addresses.sameAsBilling,
    toggleSameAsBilling: addresses.toggleSameAsBilling,
    showZoneAlert: addresses.showZoneAlert,
    formError,
    onSubmit,
  };
}
