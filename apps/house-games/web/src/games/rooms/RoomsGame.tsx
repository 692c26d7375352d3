import { useCallback, useMemo, useRef, useState } from 'react';
import type { RoomGame } from '../../../../src/shared/rooms-api.ts';
import { roomsClient } from '../../api/rooms.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';
import { Lobby } from './Lobby.tsx';
import { RoomTable } from './RoomTable.tsx';
import '../games.css';
import './rooms.css';
import './felt.css';

// The room the page shows survives a reload of the tab (the server keeps the seat itself).
// The lobby marks the room where the player still has a seat (the seat stays when they look round).
const roomKey = (session: string, what: 'open' | 'seated') => `house.room.${what}.${session}`;
function storedRoom(session: string, what: 'open' | 'seated'): string | null {
  try {
    return sessionStorage.getItem(roomKey(session, what));
  } catch {
    return null;
  }
}
function storeRoom(session: string, what: 'open' | 'seated', roomId: string | null) {
  try {
    if (roomId) sessionStorage.setItem(roomKey(session, what), roomId);
    else sessionStorage.removeItem(roomKey(session, what));
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
    const roomId = storedRoom(session, 'open');
    return roomId ? { roomId, join: false } : null;
  });
  const [seatedIn, setSeatedIn] = useState(() => storedRoom(session, 'seated'));
  // A fresh launch (no table opened in this tab yet) goes straight back to a seat the server kept.
  const fresh = useRef(open === null && storedRoom(session, 'seated') === null);
  const onOpen = useCallback(
    (roomId: string, join: boolean) => {
      fresh.current = false;
      storeRoom(session, 'open', roomId);
      setOpen({ roomId, join });
    },
    [session],
  );
  const onLeave = useCallback(() => {
    storeRoom(session, 'open', null);
    setOpen(null);
  }, [session]);
  const onSeatFound = useCallback(
    (roomId: string) => {
      storeRoom(session, 'seated', roomId);
      setSeatedIn(roomId);
      if (fresh.current) onOpen(roomId, false);
    },
    [session, onOpen],
  );
  const onSeat = useCallback(
    (roomId: string, seated: boolean) => {
      setSeatedIn((old) => {
        const next = seated ? roomId : old === roomId ? null : old;
        storeRoom(session, 'seated', next);
        return next;
      });
    },
    [session],
  );

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
          onSeat={onSeat}
        />
      ) : (
        <Lobby game={game} api={api} seatedIn={seatedIn} onOpen={onOpen} onSeatFound={onSeatFound} />
      )}
    </div>
  );
}
