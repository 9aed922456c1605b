import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactMessage } from '../../../domain/schemas/contact.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { AppError } from '../../errors.ts';
import { submitContactMessage } from './contact.service.ts';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
export const CONTACT_RATE_LIMIT_MESSAGE =
  'You have sent too many messages. Please wait a minute and try again.';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact-us',
    {
      schema: {
        summary: 'Send a message to the support team',
        tags: ['contact'],
        body: ContactMessage,
        response: { 200: z.object({ success: z.literal(true) }), 422: ApiError, 429: ApiError },
      },
      config: {
        // Counted per client IP before the body is read, so rejected attempts count too.
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: () => new AppError(429, CONTACT_RATE_LIMIT_MESSAGE),
        },
      },
    },
    async (request) => {
      await submitContactMessage(
        { db: app.db, mailer: app.mailer, clock: app.clock, supportEmail: app.config.SUPPORT_EMAIL },
        request.body,
      );
      return { success: true as const };
    },
  );
}
