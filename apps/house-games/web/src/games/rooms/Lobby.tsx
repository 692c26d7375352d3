import { useEffect, useRef, useState } from 'react';
import type { RoomGame, RoomSummary } from '../../../../src/shared/rooms-api.ts';
import type { RoomsClient } from '../../api/rooms.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';

const REFRESH_MS = 5_000;

/** The rooms of the game: stakes, buy-in range, seats taken; join opens the table with the buy-in. */
export function Lobby({
  game,
  api,
  seatedIn,
  onOpen,
  onSeatFound,
}: {
  game: RoomGame;
  api: RoomsClient;
  /** The room where I still have a seat. */
  seatedIn: string | null;
  onOpen: (roomId: string, join: boolean) => void;
  /** A seat of mine found at a table (a new launch, another tab): the game may take me back to it. */
  onSeatFound: (roomId: string) => void;
}) {
  const house = useHouse();
  const { t, lang } = useI18n();
  const [rooms, setRooms] = useState<RoomSummary[] | null>(null);
  const { fail } = house;

  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        setRooms((await api.list(game, abort.signal)).rooms);
      } catch (e) {
        if (!abort.signal.aborted) fail(e);
      }
      if (!abort.signal.aborted) timer = setTimeout(load, REFRESH_MS);
    };
    void load();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [api, game, fail]);

  // Once: the server keeps seats across launches, so look for mine at the tables with players.
  const looked = useRef(false);
  useEffect(() => {
    if (rooms === null || looked.current) return;
    looked.current = true;
    const abort = new AbortController();
    const withPlayers = rooms.filter((r) => r.seated > 0 && r.currency === house.currency);
    void Promise.all(
      withPlayers.map((r) =>
        api.state(r.roomId, undefined, abort.signal).then(
          (s) => (s.you ? r.roomId : null),
          () => null,
        ),
      ),
    ).then((found) => {
      const roomId = found.find((x) => x !== null);
      if (roomId && !abort.signal.aborted) onSeatFound(roomId);
    });
    return () => abort.abort();
  }, [rooms, api, house.currency, onSeatFound]);

  if (rooms === null) {
    return (
      <div className="screen" role="status">
        <div className="spinner" />
      </div>
    );
  }
  return (
    <section className="room-lobby" aria-labelledby="room-lobby-title">
      <h2 id="room-lobby-title" className="room-lobby__title">
        {t('rooms.lobby.title')}
      </h2>
      {rooms.length === 0 && <p className="muted">{t('rooms.lobby.empty')}</p>}
      <ul className="room-lobby__list">
        {rooms.map((r) => {
          const full = r.seated >= r.seats;
          const other = r.currency !== house.currency;
          return (
            <li key={r.roomId} className="room-card">
              <div className="room-card__head">
                <h3 className="room-card__name">{r.name[lang]}</h3>
                <span className={`tag${r.status === 'playing' ? ' tag--gold' : ''}`}>
                  {r.status === 'playing' ? t('rooms.lobby.playing') : t('rooms.lobby.waiting')}
                </span>
              </div>
              <dl className="room-card__facts">
                <div>
                  <dt>{game === 'holdem' ? t('rooms.lobby.blinds') : t('rooms.lobby.base')}</dt>
                  <dd>
                    {game === 'holdem'
                      ? `${house.money(r.smallBlind)} / ${house.money(r.bigBlind)}`
                      : house.money(r.bigBlind)}
                  </dd>
                </div>
                <div>
                  <dt>{t('rooms.lobby.buyIn')}</dt>
                  <dd>
                    {house.money(r.minBuyIn)} – {house.money(r.maxBuyIn)}
                  </dd>
                </div>
                <div>
                  <dt>{t('rooms.lobby.seats')}</dt>
                  <dd>
                    {r.seated}/{r.seats}
                  </dd>
                </div>
              </dl>
              {r.seated === 0 && <p className="muted small">{t('rooms.lobby.waitingForPlayers')}</p>}
              {other && <p className="muted small">{t('rooms.lobby.currency', { currency: r.currency })}</p>}
              {r.roomId === seatedIn ? (
                <div className="room-card__actions">
                  <button type="button" className="btn btn--primary" onClick={() => onOpen(r.roomId, false)}>
                    {t('rooms.lobby.back')}
                  </button>
                </div>
              ) : (
                <div className="room-card__actions">
                  <button type="button" className="btn btn--ghost" onClick={() => onOpen(r.roomId, false)}>
                    {t('rooms.lobby.watch')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => onOpen(r.roomId, true)}
                    disabled={full || other}
                  >
                    {full ? t('rooms.lobby.full') : t('rooms.lobby.join')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
