import { z } from 'zod';

const required = (max: number) =>
  z
    .string({
      // A wrong type (say a number) is not a missing value; say which it is.
      error: (issue) => (issue.input == null ? 'This field is required.' : 'Please enter text.'),
    })
    .trim()
    .min(1, { error: 'This field is required.' })
    .max(max, { error: `Please keep this under ${max} characters.` });

export const ContactMessage = z.strictObject({
  name: required(120),
  email: required(254).pipe(z.email({ error: 'Please enter a valid email address.' })),
  phone: required(40).regex(/^[0-9+()\-\s]{6,40}$/, { error: 'Please enter a valid phone number.' }),
  message: required(5000),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
