import { describe, expect, it } from 'vitest';
import type { GameDef } from '../src/index.ts';
import {
  assertSchedule,
  consecutiveNumeros,
  currentNumero,
  followingSlot,
  gameByCode,
  GAMES,
  isOnSale,
  nearNumeros,
  nextNumero,
  numeroSlot,
  numerosBetween,
  precedingSlot,
  previousNumero,
  slotAt,
} from '../src/index.ts';

const game = (code: string) => gameByCode(code)!;
/** Wall time in Asia/Taipei (UTC+8) as epoch ms. */
const taipei = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  Date.UTC(y, mo - 1, d, h - 8, mi, s);
/** Wall time in Asia/Ho_Chi_Minh (UTC+7). */
const hcm = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  Date.UTC(y, mo - 1, d, h - 7, mi, s);

describe('every demo game has a workable schedule', () => {
  it.each(GAMES.map((g) => [g.code, g] as const))('%s', (_code, g) => {
    expect(() => assertSchedule(g)).not.toThrow();
  });
  it('refuses broken schedules', () => {
    const ssc1 = game('SSC1');
    expect(() =>
      assertSchedule({ ...ssc1, schedule: { kind: 'interval', minutes: 7, timeZone: 'Asia/Taipei' } }),
    ).toThrow();
    expect(() => assertSchedule({ ...ssc1, lockSeconds: 60 })).toThrow();
    expect(() =>
      assertSchedule({ ...ssc1, schedule: { kind: 'interval', minutes: 1, timeZone: 'Mars/Base' } }),
    ).toThrow();
    expect(() =>
      assertSchedule({
        ...game('VN_NORTH'),
        schedule: { kind: 'daily', time: '24:15', timeZone: 'Asia/Ho_Chi_Minh' },
      }),
    ).toThrow();
  });
});

describe('fast games: numero = business day of Asia/Taipei + sequence', () => {
  it('SSC1 at 14:01:30 is 20261123-0842, drawn 14:02, closing 10 s before', () => {
    const t = taipei(2026, 11, 23, 14, 1, 30);
    const s = currentNumero(game('SSC1'), t);
    expect(s.numero).toBe('20261123-0842');
    expect(s.openTime).toBe(taipei(2026, 11, 23, 14, 1));
    expect(s.drawTime).toBe(taipei(2026, 11, 23, 14, 2));
    expect(s.closeTime).toBe(taipei(2026, 11, 23, 14, 1, 50));
    expect(nextNumero(game('SSC1'), t).numero).toBe('20261123-0843');
    expect(previousNumero(game('SSC1'), t).numero).toBe('20261123-0841');
  });

  it('the lock time: on sale until drawTime − lockSeconds, then locked until the draw', () => {
    const g = game('SSC3');
    const s = numeroSlot(g, '20261123-0100')!;
    expect(s.drawTime).toBe(taipei(2026, 11, 23, 5, 0));
    expect(s.closeTime - s.drawTime).toBe(-30_000);
    expect(isOnSale(s, s.openTime)).toBe(true);
    expect(isOnSale(s, s.closeTime - 1)).toBe(true);
    expect(isOnSale(s, s.closeTime)).toBe(false);
    expect(slotAt(g, s.closeTime).numero).toBe('20261123-0100'); // locked, still the current numero
    expect(slotAt(g, s.drawTime).numero).toBe('20261123-0101'); // drawn: the next one is current
    const near = nearNumeros(g, s.closeTime + 5_000);
    expect(near.currentNumero).toMatchObject({
      numero: '20261123-0100',
      isSale: false,
      remainTime: 25_000,
      lockTime: 30,
    });
    expect(near.nextNumero.numero).toBe('20261123-0101');
    expect(near.previousNumero.numero).toBe('20261123-0099');
  });

  it('midnight: the last draw of a day falls on the next midnight and keeps its day', () => {
    const g = game('SSC1');
    const last = currentNumero(g, taipei(2026, 11, 23, 23, 59, 30));
    expect(last.numero).toBe('20261123-1440');
    expect(last.drawTime).toBe(taipei(2026, 11, 24, 0, 0));
    const first = currentNumero(g, taipei(2026, 11, 24, 0, 0));
    expect(first.numero).toBe('20261124-0001');
    expect(first.openTime).toBe(last.drawTime);
    expect(first.drawTime).toBe(taipei(2026, 11, 24, 0, 1));
    expect(previousNumero(g, taipei(2026, 11, 24, 0, 0)).numero).toBe('20261123-1440');
    // the UTC date is still the 23rd at Taipei midnight: the business day is Taipei's
    expect(new Date(first.openTime).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(currentNumero(game('SSC5'), taipei(2026, 11, 23, 23, 58)).numero).toBe('20261123-0288');
    expect(currentNumero(game('11X5_3'), taipei(2026, 11, 23, 0, 2, 59)).numero).toBe('20261123-0001');
  });

  it('year end and sequence bounds', () => {
    const g = game('SSC5');
    expect(followingSlot(g, numeroSlot(g, '20261231-0288')!).numero).toBe('20270101-0001');
    expect(precedingSlot(g, numeroSlot(g, '20270101-0001')!).numero).toBe('20261231-0288');
    expect(numeroSlot(g, '20261231-0289')).toBeNull();
    expect(numeroSlot(g, '20261231-0000')).toBeNull();
    expect(numeroSlot(game('SSC1'), '20261231-1440')).not.toBeNull();
    expect(numeroSlot(game('SSC1'), '20261231-1441')).toBeNull();
    expect(numeroSlot(g, '20260230-0001')).toBeNull();
    expect(numeroSlot(g, '20261231')).toBeNull();
    expect(numeroSlot(g, '20261231-01')).toBeNull();
  });

  it('numerosBetween lists the draws in (from, to] for missed-draw recovery', () => {
    const g = game('SSC1');
    const list = numerosBetween(g, taipei(2026, 11, 23, 23, 30), taipei(2026, 11, 24, 0, 30));
    expect(list.length).toBe(60);
    expect(list[0]!.numero).toBe('20261123-1411');
    expect(list.at(-1)!.numero).toBe('20261124-0030');
    expect(list.map((s) => s.numero)).toContain('20261123-1440');
    expect(list.map((s) => s.numero)).toContain('20261124-0001');
    for (let i = 1; i < list.length; i++) expect(list[i]!.drawTime - list[i - 1]!.drawTime).toBe(60_000);
    expect(numerosBetween(g, taipei(2026, 11, 23, 10, 0), taipei(2026, 11, 23, 10, 0))).toEqual([]);
    expect(() => numerosBetween(g, 0, taipei(2026, 11, 23, 10, 0), 1000)).toThrow(RangeError);
  });

  it('a zone with daylight saving gets a shorter day (generic code, not used by the demo)', () => {
    const ny: GameDef = {
      ...game('SSC5'),
      code: 'NY60',
      schedule: { kind: 'interval', minutes: 60, timeZone: 'America/New_York' },
    };
    // 2026-03-08 has 23 hours in New York
    expect(numeroSlot(ny, '20260308-0023')).not.toBeNull();
    expect(numeroSlot(ny, '20260308-0024')).toBeNull();
    expect(numeroSlot(ny, '20260309-0024')).not.toBeNull();
    expect(followingSlot(ny, numeroSlot(ny, '20260308-0023')!).numero).toBe('20260309-0001');
  });
});

describe('daily games: numero = local draw date', () => {
  it('VN_NORTH draws 18:15 Asia/Ho_Chi_Minh, sales close 10 minutes before', () => {
    const g = game('VN_NORTH');
    const s = currentNumero(g, hcm(2026, 11, 23, 18, 0));
    expect(s.numero).toBe('20261123');
    expect(s.drawTime).toBe(hcm(2026, 11, 23, 18, 15));
    expect(s.closeTime).toBe(hcm(2026, 11, 23, 18, 5));
    expect(s.openTime).toBe(hcm(2026, 11, 22, 18, 15));
    expect(isOnSale(s, hcm(2026, 11, 23, 18, 4, 59))).toBe(true);
    expect(isOnSale(s, hcm(2026, 11, 23, 18, 5))).toBe(false);
    expect(currentNumero(g, hcm(2026, 11, 23, 18, 15)).numero).toBe('20261124');
    expect(previousNumero(g, hcm(2026, 11, 23, 18, 15)).numero).toBe('20261123');
    // just after local midnight it is still the same numero's day
    expect(currentNumero(g, hcm(2026, 11, 24, 0, 1)).numero).toBe('20261124');
  });

  it('the three regions draw at 16:15, 17:15 and 18:15 local; 3D at 21:15 Taipei', () => {
    expect(numeroSlot(game('VN_SOUTH'), '20261123')!.drawTime).toBe(hcm(2026, 11, 23, 16, 15));
    expect(numeroSlot(game('VN_CENTRAL'), '20261123')!.drawTime).toBe(hcm(2026, 11, 23, 17, 15));
    expect(numeroSlot(game('VN_NORTH'), '20261123')!.drawTime).toBe(hcm(2026, 11, 23, 18, 15));
    const d3 = numeroSlot(game('3D_DAILY'), '20261123')!;
    expect(d3.drawTime).toBe(taipei(2026, 11, 23, 21, 15));
    expect(d3.closeTime).toBe(taipei(2026, 11, 23, 20, 45));
    expect(numeroSlot(game('3D_DAILY'), '20261123-0001')).toBeNull();
  });

  it('numerosBetween and consecutive numeros across a month end', () => {
    const g = game('VN_SOUTH');
    const list = numerosBetween(g, hcm(2026, 11, 29, 12, 0), hcm(2026, 12, 2, 16, 15));
    expect(list.map((s) => s.numero)).toEqual(['20261129', '20261130', '20261201', '20261202']);
    expect(consecutiveNumeros(g, '20261230', 3)!.map((s) => s.numero)).toEqual([
      '20261230',
      '20261231',
      '20270101',
    ]);
    expect(consecutiveNumeros(g, '2026123', 3)).toBeNull();
  });
});
