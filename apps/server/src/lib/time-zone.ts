import { BUSINESS_TIME_ZONE } from '@portal/contract/constants';

/**
 * A merchant's business time zone: the one set in its brand (`settings.timeZone`), else the platform's.
 * Every "day" a member or an operator sees for that merchant (withdrawal counts, promotion periods,
 * profit and loss, reports) starts at midnight in this zone.
 */
export const timeZoneOf = (settings: { timeZone?: string | null }): string =>
  settings.timeZone || BUSINESS_TIME_ZONE;
