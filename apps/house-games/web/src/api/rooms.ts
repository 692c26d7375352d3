/**
 * The card rooms' calls (src/shared/rooms-api.ts): the room list, a room's state for the session, sitting
 * (the buy-in), actions against the state version, sitting out, seeds, standing up, my hands, and the
 * public hand record for the verify page. Answers are parsed with the shared schemas.
 */
import {
  handVerifyValue,
  myHandsValue,
  roomActionValue,
  roomState,
  roomsApi,
  roomsValue,
  type ActRequest,
  type RoomGame,
  type SitRequest,
} from '../../../src/shared/rooms-api.ts';
import type { Lang } from '../i18n/index.ts';
import { call } from './client.ts';

const roomPath = (path: string, roomId: string) => path.replace(':roomId', encodeURIComponent(roomId));

export function getHand(handId: string, lang: Lang, signal?: AbortSignal) {
  return call(handVerifyValue, roomsApi.hand.path.replace(':handId', encodeURIComponent(handId)), {
    lang,
    signal,
  });
}

/** ws(s)://same-host/api/rooms/:roomId/live?session= */
export function roomLiveUrl(roomId: string, session: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = roomPath(roomsApi.live.path, roomId);
  return `${scheme}//${location.host}${path}?session=${encodeURIComponent(session)}`;
}

/** Calls with the session. Seat moves are not retried: the page reads the state again instead. */
export function roomsClient(session: string, lang: Lang) {
  const withSession = { session, lang };
  const post = <B>(path: string, roomId: string, body: B) =>
    call(roomActionValue, roomPath(path, roomId), { ...withSession, method: 'POST', body });
  return {
    list: (game: RoomGame, signal?: AbortSignal) =>
      call(roomsValue, `${roomsApi.list.path}?game=${game}`, { ...withSession, signal }),
    state: (roomId: string, version?: number, signal?: AbortSignal) =>
      call(
        roomState,
        `${roomPath(roomsApi.state.path, roomId)}${version === undefined ? '' : `?version=${version}`}`,
        { ...withSession, signal },
      ),
    sit: (roomId: string, body: SitRequest) => post(roomsApi.sit.path, roomId, body),
    act: (roomId: string, body: ActRequest) => post(roomsApi.act.path, roomId, body),
    sitOut: (roomId: string, sittingOut: boolean) => post(roomsApi.sitOut.path, roomId, { sittingOut }),
    seed: (roomId: string, seed: string) => post(roomsApi.seed.path, roomId, { seed }),
    stand: (roomId: string) => post(roomsApi.stand.path, roomId, {}),
    hands: (game: RoomGame, limit = 20, signal?: AbortSignal) =>
      call(myHandsValue, `${roomsApi.hands.path}?game=${game}&limit=${limit}`, { ...withSession, signal }),
  };
}

export type RoomsClient = ReturnType<typeof roomsClient>;
