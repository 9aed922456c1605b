import type { Db } from '../db/database.ts';

/** The secret of the shop's invoice link key (signing_keys 'invoice_download'), made by a migration. */
export async function readInvoiceLinkSecret(db: Db): Promise<string> {
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', 'invoice_download')
    .executeTakeFirstOrThrow();
  return row.secret;
}
