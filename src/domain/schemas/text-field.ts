import { z } from 'zod';

/** A NUL character is never meant by a person and PostgreSQL refuses to store it. */
const hasNoNul = (text: string) => !text.includes('\u0000');

/** A required, trimmed line or paragraph of text from a form, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({
      // A wrong type (say a number) is not a missing value; say which it is.
      error: (issue) => (issue.input == null ? 'This field is required.' : 'Please enter text.'),
    })
    .trim()
    .min(1, { error: 'This field is required.' })
    .max(max, { error: `Please keep this under ${max} characters.` })
    .refine(hasNoNul, { error: 'Please remove the invalid character.' });
}
