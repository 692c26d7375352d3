import { useCallback, useMemo, useState } from 'react';
import type { RoomGame } from '../../../../src/shared/rooms-api.ts';
import { roomsClient } from '../../api/rooms.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';
import { Lobby } from './Lobby.tsx';
import { RoomTable } from './RoomTable.tsx';
import '../games.css';
import './rooms.css';

// The room the page shows survives a reload of the tab (the server keeps the seat itself).
const roomKey = (session: string) => `house.room.${session}`;
function storedRoom(session: string): string | null {
  try {
    return sessionStorage.getItem(roomKey(session));
  } catch {
    return null;
  }
}
function storeRoom(session: string, roomId: string | null) {
  try {
    if (roomId) sessionStorage.setItem(roomKey(session), roomId);
    else sessionStorage.removeItem(roomKey(session));
  } catch {
    // Storage blocked in a third-party frame: the lobby shows after a reload.
  }
}

/** The card rooms (HOUSEPK_HOLDEM, HOUSEPK_BULLBULL): the lobby of the game's rooms, or one table. */
export default function RoomsGame() {
  const house = useHouse();
  const { lang } = useI18n();
  const game: RoomGame = house.kind === 'bullbull' ? 'bullbull' : 'holdem';
  const session = house.session.session;
  const api = useMemo(() => roomsClient(session, lang), [session, lang]);
  const [open, setOpen] = useState<{ roomId: string; join: boolean } | null>(() => {
    const roomId = storedRoom(session);
    return roomId ? { roomId, join: false } : null;
  });
  const onOpen = useCallback(
    (roomId: string, join: boolean) => {
      storeRoom(session, roomId);
      setOpen({ roomId, join });
    },
    [session],
  );
  const onLeave = useCallback(() => {
    storeRoom(session, null);
    setOpen(null);
  }, [session]);

  return (
    <div className="rooms">
      {open ? (
        <RoomTable
          key={open.roomId}
          roomId={open.roomId}
          game={game}
          api={api}
          autoJoin={open.join}
          onLeave={onLeave}
        />
      ) : (
        <Lobby game={game} api={api} onOpen={onOpen} />
      )}
    </div>
  );
}
