import { z } from 'zod';
import { requiredParagraph, requiredText } from './text-field.ts';

export const ContactMessage = z.strictObject({
  name: requiredText(120),
  email: requiredText(254).pipe(z.email({ error: 'Please enter a valid email address.' })),
  phone: requiredText(40).regex(/^[0-9+()\-\s]{6,40}$/, { error: 'Please enter a valid phone number.' }),
  message: requiredParagraph(5000),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
