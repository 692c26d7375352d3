import type { Job } from '../../jobs/runner.ts';
import type { Settlement } from './settlement.ts';

/**
 * Contract settlement (decision 0056): every 5 minutes, each contract's closed periods that are not yet
 * settled (so a period missed while the server was down is settled on the next start), then the
 * expiry of unclaimed manual-receive salaries; real-time salary pays each player's lottery rounds of every
 * 5-minute window. Each (contract, period) pays once across nodes.
 */
export function agentContractJobs(settlement: Settlement): Job[] {
  return [{ name: 'agent-contracts-settle', everyMinutes: 5, run: () => settlement.run() }];
}
