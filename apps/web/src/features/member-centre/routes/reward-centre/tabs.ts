import { lazy, type ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import type { IconName } from '@/components/icon';
import type { RewardCentreCounts } from '../../api/sign-in';

/**
 * One tab of the reward centre (decision 0042). `kind` ties it to `getAvailablePromotions`: the tab shows
 * only while that kind is offered and carries its count; a tab without a kind (records, promo codes) is
 * always shown. `label` is an i18n key. Each tab lives in its own file here and is loaded when opened.
 */
export type RewardTab = {
  id: string;
  kind?: keyof RewardCentreCounts;
  icon: IconName;
  label: ParseKeys;
  Component: ComponentType;
};

export const rewardTabs: RewardTab[] = [
  {
    id: 'signIn',
    kind: 'LOGIN',
    icon: 'gift',
    label: 'memberCentre.rewards.signIn',
    Component: lazy(() => import('./sign-in-tab')),
  },
  {
    id: 'tickets',
    kind: 'TICKET',
    icon: 'gift',
    label: 'memberCentre.rewards.tickets.tab',
    Component: lazy(() => import('./tickets-tab')),
  },
  {
    id: 'raffles',
    kind: 'RAFFLE',
    icon: 'clock',
    label: 'memberCentre.rewards.raffles.tab',
    Component: lazy(() => import('./raffles-tab')),
  },
  {
    id: 'newbie',
    kind: 'REGISTER',
    icon: 'crown',
    label: 'memberCentre.rewards.newbie.tab',
    Component: lazy(() => import('./newbie-tab')),
  },
  {
    id: 'promoCode',
    icon: 'key',
    label: 'memberCentre.rewards.promoCode.tab',
    Component: lazy(() => import('./promo-code-tab')),
  },
  {
    id: 'savior',
    kind: 'SAVIOR',
    icon: 'shield',
    label: 'memberCentre.rewards.savior.tab',
    Component: lazy(() => import('./savior-tab')),
  },
  {
    id: 'manual',
    kind: 'MANUAL',
    icon: 'gift',
    label: 'memberCentre.rewards.manual.tab',
    Component: lazy(() => import('./manual-tab')),
  },
  {
    id: 'records',
    icon: 'receipt',
    label: 'memberCentre.rewards.records.tab',
    Component: lazy(() => import('./records-tab')),
  },
];
