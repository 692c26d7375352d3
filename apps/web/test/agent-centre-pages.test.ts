import { describe, expect, it } from 'vitest';
import { modIds, type ModuleNode } from '@portal/contract/constants';
import { isAgentPageShown, type ContractInfo } from '../src/features/agent-centre/lib/pages.ts';

// Inventory 2.0: which agent-centre entries the menu lists, from the merchant's flags (children of
// AGENTCEN3 count only while it is on) and, for the contract pages, a signed contract of that kind.

const tree = (children: Record<string, boolean>, centre = true): ModuleNode[] => [
  {
    modId: modIds.agentCentre,
    enabled: centre,
    childrenNodes: Object.entries(children).map(([modId, enabled]) => ({
      modId,
      enabled,
      childrenNodes: [],
    })),
  },
];
const none: ContractInfo = {
  divtypeinfo: {},
  dailysalinfotype: {},
  contracthoursalinfo: {},
  realtimesalinfotype: {},
};

describe('agent centre menu', () => {
  it('shows the always-on entries whatever the flags', () => {
    for (const page of [
      'agentAnnouncement',
      'agentTeamOverview',
      'agentDownlineTransactionDetailsCopy',
    ] as const)
      expect(isAgentPageShown(page, tree({}, false), none)).toBe(true);
  });

  it('follows each flagged entry, and its parent', () => {
    expect(isAgentPageShown('registerCenter', tree({ [modIds.registerCentre]: true }), none)).toBe(true);
    expect(isAgentPageShown('registerCenter', tree({ [modIds.registerCentre]: false }), none)).toBe(false);
    expect(isAgentPageShown('registerCenter', tree({ [modIds.registerCentre]: true }, false), none)).toBe(
      false,
    );
    expect(isAgentPageShown('agentRedRain', tree({ [modIds.luckyBags]: true }), none)).toBe(true);
    expect(isAgentPageShown('personalHistoryCopy', tree({ [modIds.teamBetting]: false }), none)).toBe(false);
  });

  it('lists a contract page only with its flag and a signed contract of its kind', () => {
    const flags = tree({
      [modIds.contracts]: true,
      [modIds.dailySalary]: true,
      [modIds.hourlySalary]: false,
    });
    const signed: ContractInfo = { ...none, divtypeinfo: { LOTT: {} }, contracthoursalinfo: { LOTT: {} } };
    expect(isAgentPageShown('agentDividendRecordCopy', flags, none)).toBe(false);
    expect(isAgentPageShown('agentDividendRecordCopy', flags, signed)).toBe(true);
    expect(isAgentPageShown('agentDividendRecordCopy', flags, undefined)).toBe(false);
    expect(isAgentPageShown('agentDailyWages2', flags, signed)).toBe(false);
    // A signed hourly contract does not open the entry the merchant switched off.
    expect(isAgentPageShown('agentHourSalary', flags, signed)).toBe(false);
  });
});
