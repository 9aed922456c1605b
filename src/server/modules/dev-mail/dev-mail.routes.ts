import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { isStorableId } from '../../db/ids.ts';
import { NotFoundError } from '../../errors.ts';
import {
  findMail,
  listMails,
  type MailRow,
  parseOutboxAttachments,
} from '../../mail/mail-outbox.repository.ts';
import { renderMailPage } from './dev-mail.page.ts';
import { DevMail, DevMailAttachmentParams, DevMailParams, DevMailQuery } from './dev-mail.schemas.ts';

function toDevMail(row: MailRow): DevMail {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.created_at,
    attachments: parseOutboxAttachments(row.attachments).map(({ filename, content_type }) => ({
      filename,
      content_type,
    })),
  };
}

/** Shows the mail outbox so people and browser tests can read mail without an SMTP server. */
export async function devMailRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dev'];

  routes.get(
    '/api/dev/mail',
    { schema: { tags, querystring: DevMailQuery, response: { 200: z.array(DevMail) } } },
    async (request) => {
      const rows = await listMails(app.db, { recipient: request.query.to, limit: request.query.limit });
      return rows.map(toDevMail);
    },
  );

  routes.get(
    '/api/dev/mail/:id',
    { schema: { tags, params: DevMailParams, response: { 200: DevMail, 404: ApiError } } },
    async (request) => {
      const row = isStorableId(request.params.id) ? await findMail(app.db, request.params.id) : undefined;
      if (!row) throw new NotFoundError('No mail with that id.');
      return toDevMail(row);
    },
  );

  routes.get('/dev/mail', { schema: { hide: true, querystring: DevMailQuery } }, async (request, reply) => {
    const rows = await listMails(app.db, { recipient: request.query.to, limit: request.query.limit });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailPage(rows.map(toDevMail)));
  });

  routes.get(
    '/dev/mail/:id/attachments/:index',
    { schema: { hide: true, params: DevMailAttachmentParams } },
    async (request, reply) => {
      const row = isStorableId(request.params.id) ? await findMail(app.db, request.params.id) : undefined;
      const attachment = row ? parseOutboxAttachments(row.attachments)[request.params.index] : undefined;
      if (!attachment) throw new NotFoundError('No such attachment.');
      // Always a download: an attachment must never render as a page on this origin.
      return reply
        .type(attachment.content_type)
        .header(
          'content-disposition',
          `attachment; filename="${attachment.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
        )
        .send(await app.mailer.contentOf(attachment));
    },
  );
}
