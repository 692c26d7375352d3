import type { Job } from '../../jobs/runner.ts';
import type { Vip } from './service.ts';

/** VIP ranks (decision 0062): every 30 minutes, every member's rank brought up to date (promotion, demotion). */
export function vipJobs(vip: Vip): Job[] {
  return [
    {
      name: 'vip-ranks',
      everyMinutes: 30,
      async run() {
        const r = await vip.recomputeAll();
        return { ...r, notable: r.changed > 0 };
      },
    },
  ];
}
