import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { findUploadedImage } from './uploaded-images.repository.ts';

const UploadParams = z.strictObject({ name: z.string().max(100) });
const UPLOAD_NAME = /^[0-9a-f]{64}\.(jpg|png|webp)$/;

/**
 * Uploaded product pictures, read from the database so every app process serves them. The name
 * is the hash of the bytes, so an address always shows the same picture and is cached for a year.
 */
export async function uploadedImageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/images/uploads/:name',
    { schema: { params: UploadParams, hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const image = UPLOAD_NAME.test(name) ? await findUploadedImage(app.db, name) : undefined;
      if (!image) throw new NotFoundError('No such picture.');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(image.content_type)
        .send(Buffer.from(image.bytes));
    },
  );
}
