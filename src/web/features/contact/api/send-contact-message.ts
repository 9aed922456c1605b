import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../domain/schemas/contact.ts';
import { apiRequest } from '../../../lib/api-client.ts';

type ContactReply = { success?: boolean };

/** POST /api/contact-us. A reply without success: true is a failure too (docs/product.md §8.1). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const reply = await apiRequest<ContactReply | null>('/api/contact-us', { method: 'POST', body: message });
  if (reply?.success !== true) throw new Error('The contact message was not accepted.');
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
