import { sql, type Kysely } from 'kysely';

/**
 * A vendor's name in each language (`{TW, EN, VI}`), beside its English name: a TW page showed "House
 * Arcade", "JDB Slots" and "DG Live" on tiles, vendor cards, the footer and the member centre's wallets
 * (issue 14 item 7, decision 0027). Rows without one keep showing `name`.
 *
 * The demo vendors get theirs here too (a database seeded before this migration), and so do the footer's
 * vendor logos (`resource` rows of type PROVIDER) that carry a demo vendor's name: only where the operator
 * has not renamed the vendor or given names of their own. The list is a copy of the seed's
 * (demo-catalog.ts), frozen as this migration wrote it.
 */
const demoVendorNames: Record<string, { TW: string; EN: string; VI: string }> = {
  LOTT: { TW: '彩票', EN: 'Lottery', VI: 'Xổ số' },
  TCG_LOTTO_VN: { TW: '越南彩票', EN: 'Vietnam Lottery', VI: 'Xổ số Việt Nam' },
  DG: { TW: 'DG 真人', EN: 'DG Live', VI: 'DG Casino trực tiếp' },
  AG: { TW: 'AG 真人', EN: 'AG Live', VI: 'AG Casino trực tiếp' },
  SA: { TW: 'SA Gaming', EN: 'SA Gaming', VI: 'SA Gaming' },
  IMSB: { TW: 'IM 體育', EN: 'IM Sports', VI: 'IM Thể thao' },
  SABA: { TW: 'SABA 體育', EN: 'SABA Sports', VI: 'SABA Thể thao' },
  AV: { TW: 'AV 電競', EN: 'AV Esports', VI: 'AV Thể thao điện tử' },
  AI: { TW: 'AI 電競', EN: 'AI Esports', VI: 'AI Thể thao điện tử' },
  IMES: { TW: 'IM 電競', EN: 'IM Esports', VI: 'IM Thể thao điện tử' },
  TF: { TW: 'TF Gaming', EN: 'TF Gaming', VI: 'TF Gaming' },
  IA: { TW: 'IA 電競', EN: 'IA Esports', VI: 'IA Thể thao điện tử' },
  DS88: { TW: 'DS88 鬥雞', EN: 'DS88 Sabong', VI: 'DS88 Đá gà' },
  JDBF: { TW: 'JDB 捕魚', EN: 'JDB Fishing', VI: 'JDB Bắn cá' },
  FC: { TW: 'FC 捕魚', EN: 'FC Fishing', VI: 'FC Bắn cá' },
  PG: { TW: 'PG Soft', EN: 'PG Soft', VI: 'PG Soft' },
  PT: { TW: 'Playtech', EN: 'Playtech', VI: 'Playtech' },
  JDB: { TW: 'JDB 電子', EN: 'JDB Slots', VI: 'JDB Nổ hũ' },
  CQ9: { TW: 'CQ9', EN: 'CQ9', VI: 'CQ9' },
  SPB: { TW: 'Spribe', EN: 'Spribe', VI: 'Spribe' },
  KY: { TW: 'KY 棋牌', EN: 'KY Chess', VI: 'KY Game bài' },
  LEG: { TW: 'LEG 棋牌', EN: 'LEG Chess', VI: 'LEG Game bài' },
  HOUSE: { TW: '原創遊戲', EN: 'House Originals', VI: 'Trò chơi độc quyền' },
  HOUSEX: { TW: '街機館', EN: 'House Arcade', VI: 'Arcade' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_vendor add column name_i18n jsonb`.execute(db);
  for (const [code, names] of Object.entries(demoVendorNames)) {
    const json = JSON.stringify(names);
    await sql`update game_vendor set name_i18n = ${json}::jsonb
      where code = ${code} and name = ${names.EN} and name_i18n is null`.execute(db);
    await sql`update resource set label_names = ${json}::jsonb
      where resource_type = 'PROVIDER' and label_name_en = ${names.EN} and label_names is null
        and url = ${`/demo/vendors/${code}.svg`}`.execute(db);
  }
}
