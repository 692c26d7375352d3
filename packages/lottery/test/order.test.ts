import { describe, expect, it } from 'vitest';
import type { OrderLineInput } from '../src/index.ts';
import {
  decimalOdds,
  gameByCode,
  gamePlays,
  impliedRebate,
  LotteryErrors,
  ORDER_STATUS,
  orderOdds,
  orderRebate,
  orderStake,
  orderWin,
  percentText,
  prizeMinor,
  restoreOrderLine,
  rat,
  toFixedFloor,
  unitOf,
  validateNumeroOnSale,
  validateOrderCancel,
  validateOrderLine,
  withMultiple,
} from '../src/index.ts';
import { expectRat, result } from './helpers.ts';

const base: OrderLineInput = {
  gameCode: 'SSC1',
  playCode: 'hou3_zhixuan',
  content: '1,2|3|4,5',
  bettingMode: 1,
  multiple: 2,
  series: 1950,
};

const errorOf = (input: Partial<OrderLineInput>, ctx = {}) => {
  const r = validateOrderLine({ ...base, ...input }, ctx);
  return r.ok ? null : r.error;
};

describe('order lines', () => {
  it('units: yuan / jiao / fen of the currency base unit', () => {
    expect([1, 2, 3].map((m) => unitOf(m))).toEqual([200n, 20n, 2n]);
    expect(unitOf(3, 2000n)).toBe(20n); // e.g. a VND tenant whose yuan unit is 2,000
    expect(unitOf(4)).toBeNull();
    expect(unitOf(3, 250n)).toBeNull(); // a fen of 2.50 is not a whole minor unit
  });

  it('stake = betCount × unit × multiple; win uses the line’s unit, multiple and series', () => {
    const r = validateOrderLine(base);
    if (!r.ok) throw new Error(r.detail);
    expect(r.line.betCount).toBe(4);
    expect(r.line.unit).toBe(200n);
    expect(r.line.stake).toBe(1600n);
    expect(orderStake(r.line)).toBe(1600n);
    expect(r.line.prizeMode).toBe('LOTT');
    // 200 × 1000 × 1950/2000 = 195,000 per winning bet, × 2
    const s = orderWin(r.line, result('SSC', '0,9,2,3,5'));
    expect(s.win).toBe(390_000n);
    expect(s.totalWinningBets).toBe(1);
    expect(s.winNo).toBe('0,9,2,3,5');
    expect(orderWin(r.line, result('SSC', '0,9,2,3,6')).win).toBe(0n);
    const chased = withMultiple(r.line, 5);
    expect(chased.stake).toBe(4000n);
    expect(orderWin(chased, result('SSC', '0,9,2,3,5')).win).toBe(975_000n);
    expect(orderOdds(r.line)).toMatchObject([
      { level: 'win', probability: '1/1000', prize: 195_000n, odds: '975.0000' },
    ]);
  });

  it('refuses each bad field with its key', () => {
    expect(errorOf({ gameCode: 'NOPE' })).toBe(LotteryErrors.gameUnknown);
    expect(errorOf({ playCode: 'renxuan5' })).toBe(LotteryErrors.playUnknown);
    expect(errorOf({ playCode: 'longhu', content: '15:long', prizeMode: 'LOTT' })).toBe(
      LotteryErrors.playNotOffered,
    );
    expect(errorOf({ playCode: 'longhu', content: '15:long' })).toBeNull(); // its own mode, ELOTT
    expect(errorOf({ content: '1|2' })).toBe(LotteryErrors.contentCount);
    expect(errorOf({ bettingMode: 4 })).toBe(LotteryErrors.unitInvalid);
    expect(errorOf({ multiple: 0 })).toBe(LotteryErrors.multipleInvalid);
    expect(errorOf({ multiple: 1.5 })).toBe(LotteryErrors.multipleInvalid);
    expect(errorOf({ multiple: 10_001 })).toBe(LotteryErrors.multipleInvalid);
    expect(errorOf({ multiple: 20 }, { maxMultiple: 10 })).toBe(LotteryErrors.multipleInvalid);
    expect(errorOf({ series: 1799 })).toBe(LotteryErrors.seriesInvalid);
    expect(errorOf({ series: 1981 })).toBe(LotteryErrors.seriesInvalid);
    expect(errorOf({ series: 1950.5 })).toBe(LotteryErrors.seriesInvalid);
    expect(errorOf({ series: 1950 }, { memberMaxSeries: 1940 })).toBe(LotteryErrors.seriesInvalid);
    expect(errorOf({ series: 1940 }, { memberMaxSeries: 1940 })).toBeNull();
    expect(errorOf({ gameCode: '11X5_3', playCode: 'renxuan2', content: '01,02', series: 1970 })).toBe(
      LotteryErrors.seriesInvalid,
    );
    expect(errorOf({}, { stakeLimits: { min: 2000n, max: 100_000n } })).toBe(LotteryErrors.stakeBelowMin);
    expect(errorOf({ multiple: 1000 })).toBeNull();
    expect(errorOf({ multiple: 1000 }, { stakeLimits: { min: 2n, max: 100_000n } })).toBe(
      LotteryErrors.stakeAboveMax,
    );
    // 5xing zhixuan has its own lower ceiling: 2,000,000 at the 200 base, scaled to 20,000,000 at a 2,000 base
    const five = { playCode: '5xing_zhixuan', content: '1|2|3|4|5,6' };
    expect(errorOf({ ...five, multiple: 5_000 })).toBeNull(); // 2 bets × 200 × 5,000 = 2,000,000
    expect(errorOf({ ...five, multiple: 5_001 })).toBe(LotteryErrors.stakeAboveMax);
    expect(errorOf({ ...five, multiple: 5_000 }, { unitBaseMinor: 2000n })).toBeNull();
    expect(errorOf({ ...five, multiple: 5_001 }, { unitBaseMinor: 2000n })).toBe(LotteryErrors.stakeAboveMax);
  });

  it('restores a stored line for settlement without re-checking series and limits', () => {
    const stored = { ...base, series: 1970, multiple: 20_000 };
    expect(errorOf(stored)).toBe(LotteryErrors.multipleInvalid);
    expect(errorOf({ ...stored, multiple: 1 }, { memberMaxSeries: 1960 })).toBe(LotteryErrors.seriesInvalid);
    const r = restoreOrderLine(stored);
    if (!r.ok) throw new Error(r.detail);
    // 200 × 1000 × 1970/2000 × 20,000
    expect(orderWin(r.line, result('SSC', '0,9,2,3,5')).win).toBe(3_940_000_000n);
    const bad = restoreOrderLine({ ...base, content: '1|2' });
    expect(bad.ok ? null : bad.error).toBe(LotteryErrors.contentCount);
  });

  it('numero on sale', () => {
    const g = gameByCode('SSC1')!;
    const t = Date.UTC(2026, 10, 23, 6, 1, 30); // 14:01:30 Taipei
    expect(validateNumeroOnSale(g, '20261123-0842', t).ok).toBe(true);
    const closed = validateNumeroOnSale(g, '20261123-0842', Date.UTC(2026, 10, 23, 6, 1, 55));
    expect(closed.ok ? null : closed.error).toBe(LotteryErrors.numeroClosed);
    const future = validateNumeroOnSale(g, '20261123-0850', t);
    expect(future.ok ? null : future.error).toBe(LotteryErrors.numeroClosed);
    const bad = validateNumeroOnSale(g, '20261123', t);
    expect(bad.ok ? null : bad.error).toBe(LotteryErrors.numeroInvalid);
  });

  it('single order cancel: processing, before close, game allows drawback', () => {
    const g = gameByCode('SSC1')!;
    const order = { status: ORDER_STATUS.processing, closeTime: 1_000 };
    expect(validateOrderCancel(g, order, 999)).toBeNull();
    expect(validateOrderCancel(g, order, 1_000)?.error).toBe(LotteryErrors.cancelNotAvailable);
    expect(validateOrderCancel(g, { ...order, status: ORDER_STATUS.won }, 0)?.error).toBe(
      LotteryErrors.cancelNotAvailable,
    );
    expect(validateOrderCancel({ ...g, allowDrawback: false }, order, 0)?.error).toBe(
      LotteryErrors.orderNotDrawable,
    );
  });
});

describe('series, odds formula and implied rebate', () => {
  it('prize per unit = unit × (1/p) × series / base', () => {
    expect(prizeMinor(rat(1, 1000), 200n, 1980, 2000)).toBe(198_000n);
    expect(prizeMinor(rat(1, 1000), 200n, 2000, 2000)).toBe(200_000n); // series = base: the fair prize
    expect(prizeMinor(rat(1, 462), 200n, 1960, 1980)).toBe(91_466n); // 11X5 renxuan5
    expect(toFixedFloor(decimalOdds(rat(1, 2), 1980, 2000), 4)).toBe('1.9800');
    expect(toFixedFloor(decimalOdds(rat(45, 100), 1980, 2000), 4)).toBe('2.2000');
  });

  it('implied rebate = (maxSeries − series) / base', () => {
    expectRat(impliedRebate(1900, 1980, 2000), rat(4, 100));
    expect(percentText(impliedRebate(1900, 1980, 2000))).toBe('4.00');
    expect(percentText(impliedRebate(1800, 1980, 2000))).toBe('9.00');
    expect(percentText(impliedRebate(1900, 1960, 1980))).toBe('3.03');
    const g = gameByCode('SSC1')!;
    expectRat(orderRebate(g, 1950), rat(30, 2000));
    expectRat(orderRebate(g, 1950, 1960), rat(10, 2000)); // measured from the member's own max
    expectRat(orderRebate(g, 1980), rat(0));
  });

  it('games offer plays per prize mode', () => {
    const ssc = gameByCode('SSC1')!;
    expect(gamePlays(ssc, 'ELOTT').map((p) => p.code)).toEqual(['dingwei_dxds', 'zonghe_dxds', 'longhu']);
    expect(gamePlays(ssc, 'LOTT').map((p) => p.code)).toContain('hou3_zu6');
    const restricted = { ...ssc, plays: { LOTT: ['dingweidan'], ELOTT: [] } };
    expect(gamePlays(restricted, 'LOTT').map((p) => p.code)).toEqual(['dingweidan']);
    expect(gamePlays(restricted, 'ELOTT')).toEqual([]);
  });
});
