import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { depthBelow, isAgentType } from './tree-repository.ts';

type Member = { id: number; type: number };

/** The agent centre is for agents only (spec section 6): anyone else gets `error_not_agent`. */
export function requireAgent(member: Member): void {
  if (member.type === 4) throw new AppError('trial.account.forbidden');
  if (!isAgentType(member.type)) throw new AppError('error_not_agent');
}

/**
 * An agent acts only on its own downline (SECURITY.md 11): any other member id (another agent's member,
 * another merchant's, the agent itself, an unknown id) is `agent.downline.not.found`, the same answer
 * whether or not the id exists. Returns the depth below the agent (1 = direct).
 */
export async function requireDownline(db: Db, agent: Member, memberId: number): Promise<number> {
  requireAgent(agent);
  const depth = await depthBelow(db, agent.id, memberId);
  if (depth === null) throw new AppError('agent.downline.not.found');
  return depth;
}
