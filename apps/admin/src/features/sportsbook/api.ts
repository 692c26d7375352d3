import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorEvents, SportsSettings, SportsSportId } from '@portal/contract/sports-operator';
import { useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

/** Answers of /bo/v1/sportsbook (packages/contract/src/sports-operator.ts); money in major units. */
export type {
  OperatorEvent,
  OperatorEvents,
  SportsSettings,
  SportsSportId,
} from '@portal/contract/sports-operator';
export { SPORT_IDS, SPORT_MARKET_KINDS, MARGIN_MIN, MARGIN_MAX } from '@portal/contract/sports-operator';

export const sportsbookKeys = {
  settings: ['bo', 'sportsbook', 'settings'] as const,
  events: (sport: SportsSportId) => ['bo', 'sportsbook', 'events', sport] as const,
};

export function useSportsSettings() {
  return useQuery({
    queryKey: sportsbookKeys.settings,
    queryFn: ({ signal }) => api.get<SportsSettings>('/bo/v1/sportsbook/settings', undefined, { signal }),
  });
}

/** Saves whole groups of settings; every page showing them reads them again. */
export function useSaveSportsSettings(onSaved?: () => void) {
  const client = useQueryClient();
  const toast = useToast();
  const t = useT(messages);
  return useMutation({
    mutationFn: (change: Partial<SportsSettings>) =>
      api.put<SportsSettings>('/bo/v1/sportsbook/settings', change),
    onSuccess: (after) => {
      client.setQueryData(sportsbookKeys.settings, after);
      void client.invalidateQueries({ queryKey: ['bo', 'sportsbook'] });
      toast(t('saved'), 'success');
      onSaved?.();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
}

export function useSportsEvents(sport: SportsSportId, refetchInterval: number | false = 15_000) {
  return useQuery({
    queryKey: sportsbookKeys.events(sport),
    queryFn: ({ signal }) => api.get<OperatorEvents>('/bo/v1/sportsbook/events', { sport }, { signal }),
    refetchInterval,
  });
}

/** A major-unit amount in the minor units the Money component shows (two decimals on the wire). */
export const minorOf = (major: number) => Math.round(major * 100);
