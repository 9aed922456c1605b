import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type DeliveryOffer, deliveryOfferErrors } from '../../../../domain/delivery-slot-offers.ts';
import { poNumberError } from '../../../../domain/order-notes.ts';
import { CheckoutForm } from '../../../../domain/schemas/order.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import type { CheckoutFields, CheckoutValues } from './checkout-fields.ts';

const schemaResolver = zodResolver(CheckoutForm);

/**
 * The checkout's validation: the domain's CheckoutForm schema (the one POST /api/myorders uses),
 * then the day and slot rules (cut-offs, closures, full slots) against the days the server offers now (`offeredDays` is read at
 * each submit, so a page left open past 8pm or midnight is checked against the latest answer).
 */
export function checkoutResolver(
  offeredDays: () => readonly DeliveryOffer[],
  /** The venue's account requires a PO number on every order (the server refuses one without). */
  poNumberRequired: boolean,
): Resolver<CheckoutFields, unknown, CheckoutValues> {
  return async (values, context, options) => {
    // The form's terms box is a boolean until ticked; the schema's input type says `true`.
    const result = await schemaResolver(
      values as unknown as CheckoutForm,
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    const errors = { ...result.errors } as FieldErrors<CheckoutFields>;
    const delivery = deliveryOfferErrors(
      { deliveryDay: values.deliveryDay ?? '', deliveryTime: values.deliveryTime },
      offeredDays(),
    );
    for (const field of ['deliveryDay', 'deliveryTime'] as const) {
      const message = delivery[field]?.[0];
      // A missing day is the schema's 'This field is required.'; the rules speak only to a given day.
      if (message && !errors[field] && values.deliveryDay) errors[field] = { type: 'delivery', message };
    }
    const poError = poNumberError(poNumberRequired, values.po_number);
    if (poError && !errors.po_number) errors.po_number = { type: 'required', message: poError };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    // No errors: the resolver's values are the schema's output.
    const { terms: _terms, ...checked } = result.values as z.output<typeof CheckoutForm>;
    return { values: checked, errors: {} };
  };
}
