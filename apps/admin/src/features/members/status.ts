import type { Tone } from '../../components';

/** The badge tone of a member or adjustment status. */
export const statusTone = (status: string): Tone =>
  status === 'ACTIVE' || status === 'APPROVED'
    ? 'ok'
    : status === 'PENDING'
      ? 'warn'
      : status === 'LOCKED' || status === 'DISABLED' || status === 'REJECTED'
        ? 'danger'
        : 'neutral';
