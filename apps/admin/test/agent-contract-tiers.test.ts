import { describe, expect, it } from 'vitest';
import { TIER_FIELDS, checkTiers, emptyTier, tierFieldsOf } from '../src/features/agent-contracts/tiers.ts';

// The offer form's tier table (decision 0059): one editor for every contract kind, checked field by field
// and each tier against the previous one by the same rule the server applies (contract `tierOrder`).
describe('contract tier table', () => {
  it('reads typed tiers of each kind into the wire tiers', () => {
    expect(
      checkTiers(
        'DIVIDEND',
        [
          {
            minimumBet: '10000',
            netLoss: '1000',
            periodicTotalBet: '',
            activeMember: '1',
            contractRate: '10',
          },
          {
            minimumBet: '50000',
            netLoss: '5000',
            periodicTotalBet: '',
            activeMember: '3',
            contractRate: '15.5',
          },
        ],
        false,
      ),
    ).toEqual({
      tiers: [
        { minimumBet: 10000, netLoss: 1000, activeMember: 1, contractRate: 10 },
        { minimumBet: 50000, netLoss: 5000, activeMember: 3, contractRate: 15.5 },
      ],
      problems: {},
    });
    expect(
      checkTiers('DAILY', [{ betVolume: '100', activeMember: '1', rate: '8', rateType: 'F' }], false).tiers,
    ).toEqual([{ betVolume: 100, activeMember: 1, rate: 8, rateType: 'F' }]);
    expect(checkTiers('REALTIME', [{ betAmount: '10', lossRate: '1', winRate: '0.5' }], false).tiers).toEqual(
      [{ betAmount: 10, lossRate: 1, winRate: 0.5 }],
    );
  });

  it('shows each problem at its field: required, invalid, not above the previous tier', () => {
    const r = checkTiers(
      'HOURLY',
      [
        { minimumBet: '100', activeMember: '2', rate: '1', rateType: 'P' },
        { minimumBet: '100', activeMember: '1', rate: '0.5', rateType: 'P' },
        { minimumBet: '', activeMember: 'x', rate: '101', rateType: 'P' },
      ],
      false,
    );
    expect(r.tiers).toBeNull();
    expect(r.problems).toEqual({
      1: { minimumBet: 'order', activeMember: 'order', rate: 'order' },
      2: { minimumBet: 'required', activeMember: 'invalid', rate: 'invalid' },
    });
    // A salary's rate type may not change between tiers; a fixed amount may exceed 100.
    expect(
      checkTiers(
        'DAILY',
        [
          { betVolume: '100', activeMember: '1', rate: '1', rateType: 'P' },
          { betVolume: '200', activeMember: '1', rate: '150', rateType: 'F' },
        ],
        false,
      ).problems,
    ).toEqual({ 1: { rateType: 'order' } });
    // Percents above 100 and three decimals are refused.
    expect(
      checkTiers('REALTIME', [{ betAmount: '1.234', lossRate: '100.5', winRate: '1' }], false).problems,
    ).toEqual({ 0: { betAmount: 'invalid', lossRate: 'invalid' } });
  });

  it('asks the month valid bet only when the dividend requires it', () => {
    expect(tierFieldsOf('DIVIDEND', false).map((f) => f.key)).not.toContain('periodicTotalBet');
    expect(tierFieldsOf('DIVIDEND', true).map((f) => f.key)).toContain('periodicTotalBet');
    const tier = {
      minimumBet: '1',
      netLoss: '1',
      periodicTotalBet: '5',
      activeMember: '1',
      contractRate: '1',
    };
    expect(checkTiers('DIVIDEND', [tier], true).tiers).toEqual([
      { minimumBet: 1, netLoss: 1, periodicTotalBet: 5, activeMember: 1, contractRate: 1 },
    ]);
    expect(checkTiers('DIVIDEND', [tier], false).tiers?.[0]).not.toHaveProperty('periodicTotalBet');
  });

  it('starts a new row of each kind empty (salary rate type percent)', () => {
    for (const kind of Object.keys(TIER_FIELDS) as (keyof typeof TIER_FIELDS)[]) {
      const row = emptyTier(kind);
      expect(Object.keys(row)).toEqual(TIER_FIELDS[kind].map((f) => f.key));
      expect(checkTiers(kind, [row], false).tiers).toBeNull();
    }
    expect(emptyTier('DAILY').rateType).toBe('P');
  });
});
