import { z } from 'zod';
import { typeErrorMessage } from './error-messages.ts';

const NOT_AN_ID = 'Please give a whole-number id.';

/** A row id in a JSON body: a missing id and a wrong type each get a message a person can act on. */
export const bodyId = z
  .number({ error: (issue) => (issue.input == null ? 'This field is required.' : NOT_AN_ID) })
  .int({ error: NOT_AN_ID });

/** A row id in a path or query string: digits only, so '1e3' or '-1' are refused rather than guessed at. */
export const textId = z
  .string({ error: typeErrorMessage })
  .regex(/^\d{1,15}$/, { error: NOT_AN_ID })
  .transform(Number);

/** `/{id}` in a path. */
export const IdParam = z.strictObject({ id: textId });

/** `?user_id=` (or another owner id) as a query string carries it. */
export function ownerIdQuery<K extends string>(key: K) {
  return z.strictObject({ [key]: textId } as Record<K, typeof textId>);
}
