import { z } from 'zod';

/** The query of a signed invoice link (order or membership): both parts, or neither and a bearer. */
export const SignedLinkQuery = z.strictObject({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'Please give the expiry as whole seconds.' })
    .transform(Number)
    .optional(),
  signature: z.string().max(100).optional(),
});

/** A PDF's bytes; documented as a binary string. */
export const PdfBody = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
