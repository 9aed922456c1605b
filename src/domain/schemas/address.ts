import { z } from 'zod';
import { isDeliverablePostcode, OUT_OF_ZONE_FIELD_ERROR } from '../delivery-zone.ts';
import { phoneNumber } from './account.ts';
import { requiredText } from './text-field.ts';

export const ONE_ADDRESS_ONLY = 'You cannot add more than one address.';

/**
 * An optional field: missing, null, empty or only spaces all mean none (a stray space in an
 * optional box is not a reason to refuse the form). Text that is given must pass `isValid`.
 */
export const optionalText = (max: number, rule?: { isValid: (text: string) => boolean; error: string }) =>
  z
    .string({ error: 'Please enter text.' })
    .trim()
    .max(max, { error: `Please keep this under ${max} characters.` })
    .refine((text) => !text.includes('\u0000'), { error: 'Please remove the invalid character.' })
    .refine((text) => text === '' || !rule || rule.isValid(text), { error: rule?.error })
    .nullable()
    .optional()
    .transform((value) => value || null);

const emailFormat = z.email();

/** A postcode as typed: trimmed and upper-cased. */
export const postcodeText = requiredText(10).transform((value) => value.trim().toUpperCase());

/** A postcode inside the delivery zone (docs/product.md §5.2). */
export const deliveryPostcode = postcodeText.refine(isDeliverablePostcode, {
  error: OUT_OF_ZONE_FIELD_ERROR,
});

/**
 * The one address of a user (docs/product.md §3 and §5.2): billing and shipping blocks. The shipping postcode must
 * be in the delivery zone; billing may be anywhere.
 */
export const AddressFields = z.strictObject({
  billing_company_name: requiredText(120),
  billing_name: optionalText(120),
  billing_email: optionalText(254, {
    isValid: (text) => emailFormat.safeParse(text).success,
    error: 'Please enter a valid email address.',
  }),
  billing_phone: optionalText(40, {
    isValid: (text) => phoneNumber.safeParse(text).success,
    error: 'Please enter a valid phone number.',
  }),
  billing_line1: requiredText(200),
  billing_line2: optionalText(200),
  billing_city: requiredText(100),
  billing_postcode: postcodeText,
  company_name: requiredText(120),
  phone: phoneNumber,
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  postcode: deliveryPostcode,
});
export type AddressFields = z.input<typeof AddressFields>;
export type AddressValues = z.output<typeof AddressFields>;

export const NewAddressBody = z.strictObject({
  user_id: z.number().int(),
  address: AddressFields,
});
export type NewAddressBody = z.input<typeof NewAddressBody>;

export const AddressUpdateBody = z.strictObject({
  user_id: z.number().int(),
  address_id: z.number().int().optional(),
  address: AddressFields,
});
export type AddressUpdateBody = z.input<typeof AddressUpdateBody>;

/** An address as the API shows it: `default` is 'yes' for the user's default address. */
export const Address = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  default: z.string(),
  address: z.object({
    billing_company_name: z.string(),
    billing_name: z.string().nullable(),
    billing_email: z.string().nullable(),
    billing_phone: z.string().nullable(),
    billing_line1: z.string(),
    billing_line2: z.string().nullable(),
    billing_city: z.string(),
    billing_postcode: z.string(),
    company_name: z.string(),
    phone: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    postcode: z.string(),
  }),
});
export type Address = z.infer<typeof Address>;

export const AddressResponse = z.object({ success: z.literal(true), data: Address });
export type AddressResponse = z.infer<typeof AddressResponse>;
