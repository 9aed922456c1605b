import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UploadedImagesTable } from '../../db/schema.ts';

/** Stores a picture under its content's name; the same picture uploaded again is kept once. */
export async function insertUploadedImage(db: Db, image: Insertable<UploadedImagesTable>): Promise<void> {
  await db
    .insertInto('uploaded_images')
    .values(image)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

export async function findUploadedImage(
  db: Db,
  name: string,
): Promise<{ content_type: string; bytes: Buffer } | undefined> {
  return db
    .selectFrom('uploaded_images')
    .select(['content_type', 'bytes'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Which of these upload addresses name a stored picture. */
export async function existingUploads(db: Db, urls: readonly string[]): Promise<Set<string>> {
  const names = urls.map((url) => url.slice('/images/uploads/'.length));
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('uploaded_images').select('name').where('name', 'in', names).execute();
  return new Set(rows.map((row) => `/images/uploads/${row.name}`));
}
