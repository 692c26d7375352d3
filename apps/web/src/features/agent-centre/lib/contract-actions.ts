/**
 * What the upline can do with a contract it offered, by status (inventory 2.1.10, decision 0059): a signed
 * one (A) it modifies or asks to terminate; a pending offer (P) or pending edit (E) it withdraws (the server's
 * terminate cancels those at once); one waiting for the downline's answer to a termination (V) or ended
 * (C, R) it leaves as it is.
 */
export type UplineContractAction = 'modify' | 'terminate' | 'withdraw';

export function uplineContractActions(status: string): UplineContractAction[] {
  if (status === 'A') return ['modify', 'terminate'];
  if (status === 'P' || status === 'E') return ['withdraw'];
  return [];
}
