import type { Db } from '../../db/client.ts';

export async function insertIfMissing(
  db: Db,
  row: { name: string; merchantId: number | null; contentType: string; bytes: Uint8Array },
) {
  await db
    .insertInto('media')
    .values({
      name: row.name,
      merchant_id: row.merchantId,
      content_type: row.contentType,
      bytes: row.bytes,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export const find = (db: Db, name: string) =>
  db.selectFrom('media').select(['content_type', 'bytes']).where('name', '=', name).executeTakeFirst();
