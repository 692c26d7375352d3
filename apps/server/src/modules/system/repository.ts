import type { Db } from '../../db/client.ts';

export function listHelp(db: Db, merchantId: number) {
  return db
    .selectFrom('help_category as c')
    .leftJoin('help_article as a', 'a.category_id', 'c.id')
    .select([
      'c.id as category_id',
      'c.code as category_code',
      'c.title as category_title',
      'a.id as article_id',
      'a.title as article_title',
      'a.content as article_content',
      'a.sort as article_sort',
    ])
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.sort')
    .orderBy('a.sort')
    .execute();
}
