import { describe, expect, it } from 'vitest';
import { buttonCodes, requestCards } from '@/features/agent-centre/components/contract-requests';
import type { Consolidated } from '@/features/agent-centre/api/consolidated';

// The contract popup (decision 0056): one card per product × period from the request keys, and the wire
// code of each button, the hourly salary's reversed codes for termination requests included.

const empty: Consolidated = {
  divtypeinfo: {},
  divtypecompperiodinfo: {},
  dailysalinfotype: {},
  contractmrdailysalinfotype: {},
  contracthoursalinfo: {},
  realtimesalinfotype: {},
  divtypecompperiodreq: {},
  dailysalreqtype: {},
  contracthoursalreq: {},
  realtimesalreqtype: {},
  divtypereq: {},
  enableSalary: true,
  enableContract: true,
};

describe('contract popup', () => {
  it('groups tier rows into one card per contract', () => {
    const tier = { status: 'P' as const, activeMember: 1, downlineHigherRate: 'N' as const };
    const cards = requestCards({
      ...empty,
      divtypecompperiodreq: {
        RNG: {
          D: [
            {
              ...tier,
              id: 7,
              minimumBet: 1,
              netLoss: 1,
              periodicTotalBet: null,
              periodicTotalBetRequired: 'N',
              contractRate: 1,
            },
            {
              ...tier,
              id: 7,
              minimumBet: 2,
              netLoss: 2,
              periodicTotalBet: null,
              periodicTotalBetRequired: 'N',
              contractRate: 2,
              downlineHigherRate: 'Y',
            },
          ],
        },
      },
      contracthoursalreq: {
        LIVE: [
          { ...tier, status: 'V', contractId: 9, frequency: 'BH', minimumBet: 1, rate: 1, rateType: 'P' },
        ],
      },
    });
    expect(cards.map((c) => [c.key, c.status, c.product, c.period, c.rows.length])).toEqual([
      ['DIVIDEND-7', 'P', 'RNG', 'D', 2],
      ['HOURLY-9', 'V', 'LIVE', 'BH', 1],
    ]);
    expect(requestCards(empty)).toEqual([]);
  });

  it('sends the original codes', () => {
    expect(buttonCodes({ kind: 'DIVIDEND', status: 'P' })).toEqual({ reject: 'R', accept: 'A' });
    expect(buttonCodes({ kind: 'DAILY', status: 'E' })).toEqual({ reject: 'R', accept: 'A' });
    expect(buttonCodes({ kind: 'DAILY', status: 'V' })).toEqual({ reject: 'A', terminate: 'C' });
    expect(buttonCodes({ kind: 'REALTIME', status: 'V' })).toEqual({ reject: 'A', terminate: 'C' });
    // Hourly salary: Reject sends R (keep), Terminate sends A (end).
    expect(buttonCodes({ kind: 'HOURLY', status: 'V' })).toEqual({ reject: 'R', terminate: 'A' });
    expect(buttonCodes({ kind: 'HOURLY', status: 'P' })).toEqual({ reject: 'R', accept: 'A' });
  });
});
