import { describe, expect, it } from 'vitest';
import type { ChasePeriodRecord } from '../src/index.ts';
import {
  buildChasePlan,
  chaseMultiples,
  chasePeriodStakes,
  chaseTotalStake,
  gameByCode,
  LotteryErrors,
  numeroSlot,
  periodsToStopAfterWin,
  validateChaseCancel,
  validateChasePlan,
  validateOrderLine,
} from '../src/index.ts';

const ssc1 = gameByCode('SSC1')!;
const at = (numero: string) => numeroSlot(ssc1, numero)!;

describe('chase plans', () => {
  it('same multiple over consecutive numeros, across midnight', () => {
    const r = buildChasePlan(ssc1, '20261123-1439', 4, { kind: 'same', multiple: 3 }, true);
    if (!r.ok) throw new Error(r.detail);
    expect(r.plan.periods).toEqual([
      { numero: '20261123-1439', multiple: 3 },
      { numero: '20261123-1440', multiple: 3 },
      { numero: '20261124-0001', multiple: 3 },
      { numero: '20261124-0002', multiple: 3 },
    ]);
    expect(r.plan.stopOnWin).toBe(true);
  });

  it('doubling multiples: start × factor^floor(i / every)', () => {
    expect(chaseMultiples({ kind: 'double', startMultiple: 1, everyPeriods: 2, factor: 2 }, 7)).toEqual([
      1, 1, 2, 2, 4, 4, 8,
    ]);
    expect(chaseMultiples({ kind: 'double', startMultiple: 3, everyPeriods: 1, factor: 3 }, 3)).toEqual([
      3, 9, 27,
    ]);
    const over = chaseMultiples({ kind: 'double', startMultiple: 1, everyPeriods: 1, factor: 2 }, 20, 1000);
    expect(Array.isArray(over) ? null : over.error).toBe(LotteryErrors.chaseInvalid);
  });

  it('stake of every period and in total', () => {
    const line = validateOrderLine({
      gameCode: 'SSC1',
      playCode: 'dingweidan',
      content: '1,2||||',
      bettingMode: 2,
      multiple: 1,
      series: 1980,
    });
    if (!line.ok) throw new Error(line.detail);
    const plan = buildChasePlan(
      ssc1,
      '20261123-0001',
      4,
      { kind: 'double', startMultiple: 1, everyPeriods: 1, factor: 2 },
      false,
    );
    if (!plan.ok) throw new Error(plan.detail);
    // 2 bets × 20 × 1, 2, 4, 8
    expect(chasePeriodStakes(line.line, plan.plan)).toEqual([40n, 80n, 160n, 320n]);
    expect(chaseTotalStake(line.line, plan.plan)).toBe(600n);
  });

  it('validates a client plan: consecutive numeros, multiples, first period on sale', () => {
    const plan = {
      gameCode: 'SSC1',
      stopOnWin: false,
      periods: [
        { numero: '20261123-0100', multiple: 1 },
        { numero: '20261123-0101', multiple: 2 },
      ],
    };
    expect(validateChasePlan(ssc1, plan)).toBeNull();
    expect(validateChasePlan(ssc1, plan, { nowMs: at('20261123-0100').openTime })).toBeNull();
    expect(validateChasePlan(ssc1, plan, { nowMs: at('20261123-0100').closeTime })?.error).toBe(
      LotteryErrors.numeroClosed,
    );
    const gap = { ...plan, periods: [plan.periods[0]!, { numero: '20261123-0102', multiple: 1 }] };
    expect(validateChasePlan(ssc1, gap)?.error).toBe(LotteryErrors.chaseInvalid);
    expect(validateChasePlan(ssc1, { ...plan, periods: [] })?.error).toBe(LotteryErrors.chaseInvalid);
    expect(validateChasePlan(ssc1, { ...plan, gameCode: 'SSC3' })?.error).toBe(LotteryErrors.chaseInvalid);
    const zero = { ...plan, periods: [{ numero: '20261123-0100', multiple: 0 }] };
    expect(validateChasePlan(ssc1, zero)?.error).toBe(LotteryErrors.chaseInvalid);
    const bad = { ...plan, periods: [{ numero: '20261123-9999', multiple: 1 }] };
    expect(validateChasePlan(ssc1, bad)?.error).toBe(LotteryErrors.numeroInvalid);
    const tooLong = buildChasePlan(ssc1, '20261123-0100', 121, { kind: 'same', multiple: 1 }, false);
    expect(tooLong.ok ? null : tooLong.error).toBe(LotteryErrors.chaseInvalid);
    expect(
      buildChasePlan(ssc1, '20261123-0100', 200, { kind: 'same', multiple: 1 }, false, { maxPeriods: 300 })
        .ok,
    ).toBe(true);
  });
});

describe('stop on win and cancel rules', () => {
  const numeros = ['20261123-0100', '20261123-0101', '20261123-0102', '20261123-0103', '20261123-0104'];
  const plan = {
    gameCode: 'SSC1',
    stopOnWin: true,
    periods: numeros.map((numero) => ({ numero, multiple: 1 })),
  };
  const records = (states: ChasePeriodRecord['state'][]): ChasePeriodRecord[] =>
    numeros.map((numero, i) => ({ numero, state: states[i]! }));

  it('a win withdraws the later pending periods still on sale', () => {
    const now = at('20261123-0101').drawTime; // 0101 just drawn and won; 0102 on sale
    const rs = records(['lost', 'won', 'pending', 'pending', 'pending']);
    expect(periodsToStopAfterWin(ssc1, plan, rs, '20261123-0101', now)).toEqual(numeros.slice(2));
    // settled late, after 0102 closed: 0102 stays and is settled normally
    expect(periodsToStopAfterWin(ssc1, plan, rs, '20261123-0101', at('20261123-0102').closeTime)).toEqual(
      numeros.slice(3),
    );
    expect(periodsToStopAfterWin(ssc1, { ...plan, stopOnWin: false }, rs, '20261123-0101', now)).toEqual([]);
  });

  it('cancels only from the last pending period backwards', () => {
    const now = at('20261123-0101').openTime + 1_000; // 0100 drawn, 0101 on sale
    const rs = records(['lost', 'pending', 'pending', 'pending', 'pending']);
    expect(validateChaseCancel(ssc1, rs, ['20261123-0104'], now)).toBeNull();
    expect(validateChaseCancel(ssc1, rs, ['20261123-0103', '20261123-0104'], now)).toBeNull();
    expect(validateChaseCancel(ssc1, rs, numeros.slice(1), now)).toBeNull();
    expect(validateChaseCancel(ssc1, rs, ['20261123-0103'], now)?.error).toBe(
      LotteryErrors.chaseCancelNotLastStart,
    );
    expect(validateChaseCancel(ssc1, rs, ['20261123-0102', '20261123-0104'], now)?.error).toBe(
      LotteryErrors.chaseCancelNotLastStart,
    );
    // the last one already cancelled: the new last pending period starts the run
    const rs2 = records(['lost', 'pending', 'pending', 'pending', 'cancelled']);
    expect(validateChaseCancel(ssc1, rs2, ['20261123-0103'], now)).toBeNull();
    expect(validateChaseCancel(ssc1, rs2, ['20261123-0104'], now)?.error).toBe(
      LotteryErrors.cancelNotAvailable,
    );
    // a settled or locked period cannot be cancelled
    expect(validateChaseCancel(ssc1, rs, ['20261123-0100'], now)?.error).toBe(
      LotteryErrors.cancelNotAvailable,
    );
    const locked = at('20261123-0101').closeTime;
    expect(validateChaseCancel(ssc1, rs, numeros.slice(1), locked)?.error).toBe(
      LotteryErrors.cancelNotAvailable,
    );
    expect(validateChaseCancel(ssc1, rs, numeros.slice(2), locked)).toBeNull();
    // malformed selections and games without drawback
    expect(validateChaseCancel(ssc1, rs, [], now)?.error).toBe(LotteryErrors.chaseInvalid);
    expect(validateChaseCancel(ssc1, rs, ['20261123-0104', '20261123-0104'], now)?.error).toBe(
      LotteryErrors.chaseInvalid,
    );
    expect(validateChaseCancel(ssc1, rs, ['20261123-0200'], now)?.error).toBe(LotteryErrors.chaseInvalid);
    expect(validateChaseCancel({ ...ssc1, allowDrawback: false }, rs, ['20261123-0104'], now)?.error).toBe(
      LotteryErrors.orderNotDrawable,
    );
  });
});
