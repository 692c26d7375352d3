import type { Job } from '../../jobs/runner.ts';
import type { IssuedRewards } from './service.ts';

/** The rescue fund (decision 0046): every 30 minutes, the last closed business days' rewards (idempotent). */
export function issuedRewardJobs(issued: IssuedRewards): Job[] {
  return [
    {
      name: 'savior-issue',
      everyMinutes: 30,
      async run() {
        const { issued: n } = await issued.issueSavior();
        return { issued: n, notable: n > 0 };
      },
    },
  ];
}
