import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { deliveryErrors } from '../../../../domain/delivery.ts';
import { CheckoutForm } from '../../../../domain/schemas/order.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import type { CheckoutFields, CheckoutValues } from './checkout-fields.ts';

const schemaResolver = zodResolver(CheckoutForm);

/**
 * The checkout's validation: the domain's CheckoutForm schema (the one POST /api/myorders uses),
 * then the day and slot rules of deliveryErrors at this moment for this customer, so a page left
 * open past 8pm or midnight is checked against the clock of the submit, not of the page load.
 */
export function checkoutResolver(isMember: boolean): Resolver<CheckoutFields, unknown, CheckoutValues> {
  return async (values, context, options) => {
    // The form's terms box is a boolean until ticked; the schema's input type says `true`.
    const result = await schemaResolver(
      values as unknown as CheckoutForm,
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    const errors = { ...result.errors } as FieldErrors<CheckoutFields>;
    const delivery = deliveryErrors(
      { deliveryDay: values.deliveryDay ?? '', deliveryTime: values.deliveryTime },
      new Date(),
      isMember,
    );
    for (const field of ['deliveryDay', 'deliveryTime'] as const) {
      const message = delivery[field]?.[0];
      // A missing day is the schema's 'This field is required.'; the rules speak only to a given day.
      if (message && !errors[field] && values.deliveryDay) errors[field] = { type: 'delivery', message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    // No errors: the resolver's values are the schema's output.
    const { terms: _terms, ...checked } = result.values as z.output<typeof CheckoutForm>;
    return { values: checked, errors: {} };
  };
}
