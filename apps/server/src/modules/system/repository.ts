import type { Db } from '../../db/client.ts';

/** Categories with their articles: published ones, or drafts too in a preview (decisions 0035, 0036). */
export function listHelp(db: Db, merchantId: number, drafts = false) {
  return db
    .selectFrom('help_category as c')
    .leftJoin('help_article as a', (join) => {
      const on = join.onRef('a.category_id', '=', 'c.id');
      return drafts ? on : on.on('a.published', '=', true);
    })
    .select([
      'c.id as category_id',
      'c.code as category_code',
      'c.title as category_title',
      'c.published as category_published',
      'a.id as article_id',
      'a.title as article_title',
      'a.content as article_content',
      'a.sort as article_sort',
      'a.published as article_published',
    ])
    .where('c.merchant_id', '=', merchantId)
    .$if(!drafts, (q) => q.where('c.published', '=', true))
    .orderBy('c.sort')
    .orderBy('a.sort')
    .execute();
}
