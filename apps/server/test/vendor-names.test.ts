import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betHistoryValue,
  gameListValue,
  hotGamesValue,
  newGameVendorValue,
  systemStatusValue,
  transactionHistoryValue,
  walletBalanceValue,
} from '@portal/contract';
import { demoVendors } from '../src/db/seed/demo-catalog.ts';
import { up as migrate0026 } from '../src/db/migrations/0026-localized-vendor-names.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { houseSportsbookVendors, houseTableVendors } from '../src/modules/games/vendors.ts';
import {
  demo,
  demoMerchantId,
  insertBets,
  registerMember,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 14 item 7: a TW page showed vendor names in English ("House Arcade", "JDB Slots", "DG Live") on
// tiles, vendor cards, the footer and the member centre's wallets. Every place that names a vendor to a
// member names it in the request's language (decision 0027).

/** A transfer-mode vendor that accepts every call and keeps balances (the house's HOUSEX wallet). */
const balances = new Map<string, number>();
const vendor = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const b = JSON.parse(raw) as { playerId: string; amount?: number };
    const action = req.url!.split('/').pop();
    const before = balances.get(b.playerId) ?? 0;
    if (action === 'deposit') balances.set(b.playerId, before + (b.amount ?? 0));
    if (action === 'withdraw') balances.set(b.playerId, before - (b.amount ?? 0));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 'OK', balance: balances.get(b.playerId) ?? 0 }));
  });
});

let t: TestContext;
beforeAll(async () => {
  await new Promise<void>((r) => vendor.listen(0, '127.0.0.1', () => r()));
  t = await startTestApp({ houseGamesUrl: `http://127.0.0.1:${(vendor.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await t?.close();
  vendor.close();
});

const LANGS = ['TW', 'EN', 'VI'] as const;
const HAN = /\p{Script=Han}/u;
/** The names the demo vendors carry (demo-catalog.ts). */
const expected: Record<string, Record<(typeof LANGS)[number], string>> = {
  HOUSEX: { TW: '街機館', EN: 'House Arcade', VI: 'Arcade' },
  HOUSE: { TW: '原創遊戲', EN: 'House Originals', VI: 'Trò chơi độc quyền' },
  LOTT: { TW: '彩票', EN: 'Lottery', VI: 'Xổ số' },
  TCG_LOTTO_VN: { TW: '越南彩票', EN: 'Vietnam Lottery', VI: 'Xổ số Việt Nam' },
  DG: { TW: 'DG 真人', EN: 'DG Live', VI: 'DG Casino trực tiếp' },
  JDB: { TW: 'JDB 電子', EN: 'JDB Slots', VI: 'JDB Nổ hũ' },
  JDBF: { TW: 'JDB 捕魚', EN: 'JDB Fishing', VI: 'JDB Bắn cá' },
  PG: { TW: 'PG Soft', EN: 'PG Soft', VI: 'PG Soft' },
  SA: { TW: 'SA Gaming', EN: 'SA Gaming', VI: 'SA Gaming' },
};
/** Vendors whose name is a brand alone: the same in every language. */
const BRAND_ONLY = ['SA', 'TF', 'PG', 'PT', 'CQ9', 'SPB'];

const get = async (url: string, language: string, token?: string) => {
  const res = await t.app.inject({
    url,
    headers: demo({ language, ...(token ? { authorization: token } : {}) }),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value as unknown;
};
const post = (token: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: demo({ authorization: token }), payload });

async function cardNames(language: string) {
  const { lanes } = newGameVendorValue.parse(await get('/wps/relay/GCSGAME_newGameVendor', language));
  return Object.fromEntries(lanes.flatMap((l) => l.cards.map((c) => [c.vassalage, c.displayName])));
}

describe('vendor names in the request language', () => {
  it('the seed gives every demo vendor a name in TW, EN and VI; brands stay, product words are localized', async () => {
    const rows = await t.db.selectFrom('game_vendor').select(['code', 'name', 'name_i18n']).execute();
    expect(rows).toHaveLength(demoVendors.length);
    for (const r of rows) {
      expect(r.name_i18n?.EN, r.code).toBe(r.name);
      expect(r.name_i18n?.TW, r.code).toBeTruthy();
      expect(r.name_i18n?.VI, r.code).toBeTruthy();
      if (BRAND_ONLY.includes(r.code))
        expect(r.name_i18n, r.code).toEqual({ TW: r.name, EN: r.name, VI: r.name });
      else {
        expect(r.name_i18n?.TW, r.code).toMatch(HAN);
        expect(r.name_i18n?.VI, r.code).not.toBe(r.name);
      }
    }
  });

  it('vendor cards (lanes) and the tiles of games and hot games name the vendor in TW, EN and VI', async () => {
    for (const language of LANGS) {
      const cards = await cardNames(language);
      for (const [code, names] of Object.entries(expected))
        expect(cards[code], `${language} ${code}`).toBe(names[language]);

      const { games } = gameListValue.parse(
        await get('/wps/relay/GCSGAME_gameList?gameType=INHOUSE&pageSize=50', language),
      );
      const arcade = games.find((g) => g.vassalage === 'HOUSEX');
      expect(arcade?.vendorName, language).toBe(expected.HOUSEX![language]);
      const { list } = hotGamesValue.parse(await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=PG', language));
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((g) => g.vendorName))).toEqual(new Set(['PG Soft']));
    }
    // A TW page: every vendor card reads in Chinese unless its name is a brand alone.
    const tw = await cardNames('TW');
    const english = Object.entries(tw).filter(
      ([code, name]) => !BRAND_ONLY.includes(code) && !HAN.test(name),
    );
    expect(english).toEqual([]);
    const { games } = gameListValue.parse(await get('/wps/relay/GCSGAME_gameList?pageSize=200', 'TW'));
    expect(games.filter((g) => !BRAND_ONLY.includes(g.vassalage) && !HAN.test(g.vendorName))).toEqual([]);
  });

  it("the footer's vendor logos carry each vendor's names", async () => {
    const status = systemStatusValue.parse(await get('/wps/system/status', 'TW'));
    const providers = status.info.resources.filter((r) => r.resourceType === 'PROVIDER');
    expect(providers).toHaveLength(demoVendors.length);
    expect(providers.find((r) => r.url.endsWith('/HOUSEX.svg'))?.labelNames).toEqual(expected.HOUSEX);
    expect(providers.find((r) => r.url.endsWith('/JDB.svg'))?.labelNames).toEqual(expected.JDB);
  });

  it("the balance call, a transfer's record, the recall and the betting record name the vendor wallet by language", async () => {
    const m = await registerMember(t, 'vn');
    const merchantId = await demoMerchantId(t);
    await createLedger(t.db).transfer({
      merchantId,
      key: `vn-fund:${m.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: m.id },
      amount: 10_000n,
    });
    const houseX = (
      await t.db
        .selectFrom('game_vendor')
        .select('account_type_id')
        .where('code', '=', 'HOUSEX')
        .executeTakeFirstOrThrow()
    ).account_type_id!;
    const moved = await post(m.token, '/wps/relay/GCS_walletTransfer', {
      fromAccountTypeId: 0,
      toAccountTypeId: houseX,
      amount: 30,
      requestId: `vn-${m.id}-0001`,
    });
    expect(moved.json().value.status).toBe('SUCCESS');
    const game = await t.db
      .selectFrom('game')
      .select(['id', 'vendor_code'])
      .where('vendor_code', '=', 'HOUSEX')
      .executeTakeFirstOrThrow();
    await insertBets(t, { merchantId, id: m.id }, [{ game, round: `vn-round-${m.id}`, bet: 500n, win: 0n }]);

    for (const language of LANGS) {
      const name = expected.HOUSEX![language];
      const balance = walletBalanceValue.parse(await get('/wps/v2/wallets/balance', language, m.token));
      expect(balance.balance.find((b) => b.accountTypeId === houseX)?.name, language).toBe(name);

      const record = transactionHistoryValue.parse(
        await get('/wps/relay/ODSFE2_MemTransDet?type=wallet_transfer', language, m.token),
      );
      expect(
        record.rows.map((r) => r.counterparty),
        language,
      ).toEqual([name]);

      const bets = betHistoryValue.parse(await get('/wps/relay/getPersonalGameHistory', language, m.token));
      expect(
        bets.rows.map((r) => r.vendorName),
        language,
      ).toEqual([name]);
    }

    const recall = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletReturn',
      headers: demo({ authorization: m.token, language: 'VI' }),
      payload: {},
    });
    expect(recall.json().value.recalled).toEqual([{ accountTypeId: houseX, name: 'Arcade', amount: 30 }]);
  });

  it('a vendor without names in other languages, or without one language, shows its own name', async () => {
    await t.db
      .updateTable('game_vendor')
      .set({ name_i18n: JSON.stringify({ TW: '測試捕魚' }) })
      .where('code', '=', 'FC')
      .execute();
    await t.db.updateTable('game_vendor').set({ name_i18n: null }).where('code', '=', 'KY').execute();
    // The catalog is read again after its 5 s; a new language key is enough to see the database now.
    const read = async (language: string) => {
      for (let i = 0; i < 60; i++) {
        const cards = await cardNames(language);
        if (cards.FC !== 'FC 捕魚' && cards.KY !== 'KY 棋牌') return cards;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('catalog not refreshed');
    };
    const tw = await read('TW');
    expect([tw.FC, tw.KY]).toEqual(['測試捕魚', 'KY Chess']);
    const vi = await read('VI');
    expect([vi.FC, vi.KY]).toEqual(['FC Fishing', 'KY Chess']);
  });
});

describe('migration 0026 on a database seeded before it', () => {
  it("fills the demo vendors' names and their footer logos, and leaves a renamed vendor alone", async () => {
    const other = await startTestApp();
    try {
      const db = other.db;
      await sql`alter table game_vendor drop column name_i18n`.execute(db);
      await db
        .updateTable('resource')
        .set({ label_names: null })
        .where('resource_type', '=', 'PROVIDER')
        .execute();
      await sql`update game_vendor set name = 'Our Arcade' where code = 'HOUSEX'`.execute(db);
      await migrate0026(db as never);
      const names = Object.fromEntries(
        (await db.selectFrom('game_vendor').select(['code', 'name_i18n']).execute()).map((r) => [
          r.code,
          r.name_i18n,
        ]),
      );
      expect(names.DG).toEqual({ TW: 'DG 真人', EN: 'DG Live', VI: 'DG Casino trực tiếp' });
      expect(names.HOUSE).toEqual(expected.HOUSE);
      expect(names.HOUSEX).toBeNull();
      // The sportsbook's lobbies and the tables, rooms and fishing came later with their names (migrations
      // 0064, 0066): 0026 never knew them.
      const later: readonly string[] = [...houseSportsbookVendors, ...houseTableVendors];
      for (const v of demoVendors)
        if (v.code !== 'HOUSEX' && !later.includes(v.code))
          expect(names[v.code], v.code).toEqual(v.displayNames);
      const logo = await db
        .selectFrom('resource')
        .select('label_names')
        .where('resource_type', '=', 'PROVIDER')
        .where('url', '=', '/demo/vendors/JDB.svg')
        .executeTakeFirstOrThrow();
      expect(logo.label_names).toEqual(expected.JDB);
    } finally {
      await other.close();
    }
  }, 120_000);
});
