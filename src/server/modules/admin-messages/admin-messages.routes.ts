import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BACK_OFFICE_PER_PAGE, InboxPage, PageQuery } from '../../../domain/schemas/back-office-catalogue.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/paging.ts';
import { contactMessagesNewestFirst, countContactMessages } from './admin-messages.repository.ts';

/** Where the development mail outbox is shown (src/server/modules/dev-mail); none in production. */
export const DEV_MAIL_OUTBOX_URL = '/dev/mail';

async function inboxPage(db: Db, page: number, outbox: string | null): Promise<InboxPage> {
  const messages = await readPage(
    page,
    BACK_OFFICE_PER_PAGE,
    () => countContactMessages(db),
    (window) => contactMessagesNewestFirst(db, window),
  );
  return { ...messages, mail_outbox_url: outbox };
}

/** The contact form's messages, newest first, for the admin to answer by mail or phone. */
export async function adminMessagesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  app.get(
    '/api/admin/messages',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Contact messages, newest first (and where the development mail outbox is)',
        querystring: PageQuery,
        response: { 200: InboxPage, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) =>
      inboxPage(app.db, request.query.page, app.config.isProduction ? null : DEV_MAIL_OUTBOX_URL),
  );
}
