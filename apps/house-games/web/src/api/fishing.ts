/**
 * Fishing's calls (src/shared/fishing-api.ts): the session's fishing client and the public batch verify read.
 */
import {
  fishingApi,
  fishingHistoryValue,
  fishingRotateValue,
  fishingShotsValue,
  fishingState,
  fishingVerifyValue,
} from '../../../src/shared/fishing-api.ts';
import type { FishKindId } from '../../../src/engine/fishing/fish.ts';
import type { Lang } from '../i18n/index.ts';
import { call } from './client.ts';

export type { FishingState, FishingShotsValue, FishingVerifyValue } from '../../../src/shared/fishing-api.ts';

export interface ShotAsk {
  shotId: string;
  fishId: string;
  kind: FishKindId;
  bullet: number;
}

export function fishingClient(session: string, lang: Lang) {
  const s = { session, lang };
  return {
    enter: (clientSeed?: string) =>
      call(fishingState, fishingApi.enter.path, {
        ...s,
        method: 'POST',
        body: clientSeed ? { clientSeed } : {},
      }),
    state: () => call(fishingState, fishingApi.state.path, s),
    shots: (shots: ShotAsk[]) =>
      call(fishingShotsValue, fishingApi.shots.path, { ...s, method: 'POST', body: { shots } }),
    leave: () => call(fishingState, fishingApi.leave.path, { ...s, method: 'POST', body: {} }),
    rotate: (clientSeed?: string) =>
      call(fishingRotateValue, fishingApi.rotate.path, {
        ...s,
        method: 'POST',
        body: clientSeed ? { clientSeed } : {},
      }),
    history: (limit = 30) => call(fishingHistoryValue, `${fishingApi.history.path}?limit=${limit}`, s),
  };
}
export type FishingClient = ReturnType<typeof fishingClient>;

export function getFishVerify(batchId: string, lang: Lang, signal?: AbortSignal) {
  return call(fishingVerifyValue, fishingApi.verify.path.replace(':batchId', encodeURIComponent(batchId)), {
    lang,
    signal,
  });
}
