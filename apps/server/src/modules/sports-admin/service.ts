import {
  operatorEvents,
  settingsChange,
  type SportsSettingsUpdate,
  sportsOperatorApi,
  sportsSettings,
  type SportsSportId,
  voidAnswer,
} from '@portal/contract/sports-operator';
import type { SportsbookHouseClient } from './house-client.ts';

/**
 * The house sportsbook's back office (issue 19 item 7, decision 0072): settings, schedules, exposure and
 * voiding live on the house server; the platform asks it through the signed operator API.
 */
export function createSportsAdmin(house: SportsbookHouseClient) {
  const { settings, updateSettings, events, voidEvent } = sportsOperatorApi;
  return {
    settings: () => house.call('GET', settings.path, sportsSettings),
    /** Answers the settings before and after, for the audit log. */
    updateSettings: (change: SportsSettingsUpdate) =>
      house.call('PUT', updateSettings.path, settingsChange, change),
    events: (sport: SportsSportId) =>
      house.call('GET', `${events.path}?sport=${encodeURIComponent(sport)}`, operatorEvents),
    voidEvent: (eventId: string, reason: string) =>
      house.call('POST', voidEvent.path.replace(':eventId', encodeURIComponent(eventId)), voidAnswer, {
        reason,
      }),
  };
}
export type SportsAdmin = ReturnType<typeof createSportsAdmin>;
