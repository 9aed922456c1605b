import type { FastifyInstance } from 'fastify';

/** The first bytes of each picture type the shop accepts, padded to look like a small file. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png test picture'),
]);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('jpeg test picture'),
]);
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 webp test picture'),
]);
export const GIF_BYTES = Buffer.from('GIF89a gif test picture');

/** A valid product body for POST/PUT …/products, for tests to override field by field. */
export function productBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Cornish Yarg 1kg',
    slug: '',
    description: 'A nettle-wrapped cheese from Cornwall.',
    category_id: categoryId,
    price: 18.5,
    special_price: 16.25,
    images: [],
    ...overrides,
  };
}

export async function uploadImage(
  app: FastifyInstance,
  headers: Record<string, string>,
  bytes: Buffer,
  area: 'admin' | 'seller' = 'admin',
) {
  return app.inject({
    method: 'POST',
    url: `/api/${area}/images`,
    headers,
    payload: { data: bytes.toString('base64') },
  });
}
