import type { Job } from '../../jobs/runner.ts';
import type { Points } from './service.ts';

/** Points earned from turnover (decision 0039): every 30 minutes, the last completed merchant days. */
export function pointsJobs(points: Points): Job[] {
  return [
    {
      name: 'points-earn',
      everyMinutes: 30,
      async run() {
        const { granted, points: total } = await points.earn();
        return { granted, points: total.toString(), notable: granted > 0 };
      },
    },
  ];
}
