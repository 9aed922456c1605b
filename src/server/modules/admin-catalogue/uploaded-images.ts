import { createHash } from 'node:crypto';
import {
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  type ImageType,
  MAX_IMAGE_BYTES,
  type UploadedImage,
} from '../../../domain/schemas/back-office-catalogue.ts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../errors.ts';
import { insertUploadedImage } from './uploaded-images.repository.ts';

const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The picture's type read from its first bytes; the name or a claimed type is never trusted. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/**
 * Checks and stores an uploaded picture, named by the SHA-256 of its bytes: the same picture
 * uploaded twice is stored once, and its address never changes, so it can be cached for good.
 */
export async function storeUploadedImage(
  db: Db,
  base64: string,
  uploadedBy: number,
  now: Date,
): Promise<UploadedImage> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new ValidationError(IMAGE_TOO_LARGE, { data: [IMAGE_TOO_LARGE] });
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new ValidationError(IMAGE_WRONG_TYPE, { data: [IMAGE_WRONG_TYPE] });
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSIONS[contentType]}`;
  await insertUploadedImage(db, {
    name,
    content_type: contentType,
    bytes,
    size: bytes.length,
    uploaded_by: uploadedBy,
    created_at: now.toISOString(),
  });
  return { url: `/images/uploads/${name}`, content_type: contentType, size: bytes.length };
}
