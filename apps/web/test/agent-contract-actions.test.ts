import { describe, expect, it } from 'vitest';
import { uplineContractActions } from '../src/features/agent-centre/lib/contract-actions.ts';

// Contract management (inventory 2.1.10, decision 0059): the buttons an upline gets per contract status.
describe('upline contract actions', () => {
  it('withdraws a pending offer or edit; modifies or terminates a signed contract; nothing else', () => {
    expect(uplineContractActions('P')).toEqual(['withdraw']);
    expect(uplineContractActions('E')).toEqual(['withdraw']);
    expect(uplineContractActions('A')).toEqual(['modify', 'terminate']);
    for (const s of ['V', 'C', 'R', 'DEF', '']) expect(uplineContractActions(s)).toEqual([]);
  });
});
