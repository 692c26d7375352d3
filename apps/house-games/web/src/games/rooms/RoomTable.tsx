import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoomGame, RoomState } from '../../../../src/shared/rooms-api.ts';
import { HouseApiError } from '../../api/client.ts';
import type { RoomsClient } from '../../api/rooms.ts';
import { useI18n } from '../../i18n/react.tsx';
import { Drawer } from '../../shell/Drawer.tsx';
import { useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import type { Act } from './ActionBar.tsx';
import { BullTable } from './BullTable.tsx';
import { BuyInDialog } from './BuyInDialog.tsx';
import { firstFreeSeat, randomSeed } from './buyin.ts';
import { HandHistory } from './HandHistory.tsx';
import { HoldemTable } from './HoldemTable.tsx';
import { isOver, winnings } from './seat-view.ts';
import { Rules } from './Rules.tsx';
import { SeatControls } from './SeatControls.tsx';
import { useRoomFeed } from './use-room.ts';
import { verifyHandHref } from './links.ts';

const short = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

/** Codes after which the table cannot be shown any more: back to the lobby. */
const roomGone = new Set<string>(['room.not.found']);
/** The page acted on a state the table had left. */
const staleVersion = new Set<string>(['room.version.stale']);

function StatusNotice({ state, now }: { state: RoomState; now: () => number }) {
  const { t } = useI18n();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (state.status !== 'starting') return;
    const id = setInterval(() => setTick((n) => n + 1), 500);
    return () => clearInterval(id);
  }, [state.status]);
  if (state.status === 'playing') return null;
  if (state.status === 'starting' && state.nextHandAt) {
    const secs = Math.max(0, Math.ceil((Date.parse(state.nextHandAt) - now()) / 1000));
    return (
      <p className="room-notice" role="status">
        {secs > 0 ? t('rooms.table.nextHand', { seconds: secs }) : t('rooms.table.dealing')}
      </p>
    );
  }
  return (
    <div className="room-notice room-notice--waiting" role="status">
      <strong>{t('rooms.table.waiting')}</strong>
      <span className="muted small">{t('rooms.table.waitingText')}</span>
    </div>
  );
}

/**
 * One room: the live state (WebSocket with polling), the felt of its game, my seat's controls, the
 * buy-in and stand-up dialogs, my hands and the rules. The server keeps the seat: a reload comes back
 * to the same seat, stack and cards.
 */
export function RoomTable({
  roomId,
  game,
  api,
  autoJoin,
  onLeave,
  onSeat,
}: {
  roomId: string;
  game: RoomGame;
  api: RoomsClient;
  autoJoin: boolean;
  onLeave: () => void;
  /** Told whether I hold a seat here, so the lobby can lead back to it. */
  onSeat: (roomId: string, seated: boolean) => void;
}) {
  const house = useHouse();
  const { t, lang } = useI18n();
  const { fail, setBalance, setLastWin, cue } = house;
  const onFeedError = useCallback(
    (e: unknown) => {
      fail(e);
      if (e instanceof HouseApiError && roomGone.has(e.code)) onLeave();
    },
    [fail, onLeave],
  );
  const feed = useRoomFeed(api, house.session.session, roomId, onFeedError);
  const { state, now, apply } = feed;
  const [busy, setBusy] = useState(false);
  const [sitAt, setSitAt] = useState<number | null>(null);
  const [panel, setPanel] = useState<'history' | 'rules' | null>(null);
  const [seed] = useState(randomSeed);
  const joined = useRef(false);

  // From the lobby's Join: the buy-in opens at the first free seat once the table is known.
  useEffect(() => {
    if (!autoJoin || joined.current || !state) return;
    joined.current = true;
    if (state.you) return;
    const free = firstFreeSeat(
      state.room.seats,
      state.seats.map((s) => s.seat),
    );
    if (free !== null) setSitAt(free);
  }, [autoJoin, state]);

  // The end of a hand I played: the last win, a sound; leaving the table: the wallet's balance.
  const lastHand = useRef<string | null>(null);
  const seenPlaying = useRef(false);
  const wasSeated = useRef(false);
  useEffect(() => {
    if (!state) return;
    const hand = state.hand;
    const mySeat = state.you?.seat;
    const inHand = hand?.players.some((p) => p.seat === mySeat) ?? false;
    if (hand && mySeat !== undefined && inHand && lastHand.current !== hand.handId) {
      const finished = hand.game === 'holdem' ? isOver(hand) : hand.phase === 'done';
      // A hand already over when the page opened (a reload) is not announced again.
      const seenBefore = lastHand.current === null && !seenPlaying.current;
      if (finished && seenBefore) lastHand.current = hand.handId;
      else if (finished) {
        lastHand.current = hand.handId;
        const mine =
          hand.game === 'holdem'
            ? (winnings(hand).get(mySeat) ?? 0)
            : Math.max(0, hand.players.find((p) => p.seat === mySeat)?.net ?? 0);
        setLastWin(mine);
        cue(mine > 0 ? 'win' : 'stop');
      } else seenPlaying.current = true;
    }
    const seated = state.you !== null;
    onSeat(roomId, seated);
    if (wasSeated.current && !seated)
      house.api
        .balance()
        .then((b) => setBalance(b.balance))
        .catch(fail);
    wasSeated.current = seated;
  }, [state, roomId, onSeat, house.api, setBalance, setLastWin, cue, fail]);

  const act = useCallback(
    async (a: Act) => {
      if (!state || busy) return;
      setBusy(true);
      try {
        const answer = await api.act(roomId, { ...a, version: state.version } as Parameters<
          RoomsClient['act']
        >[1]);
        apply(answer.state);
        cue('tick');
      } catch (e) {
        fail(e);
        // The table moved on (another action, a time-out): show where it is now at once.
        if (e instanceof HouseApiError && staleVersion.has(e.code))
          api
            .state(roomId)
            .then(apply)
            .catch(() => undefined);
      } finally {
        setBusy(false);
      }
    },
    [state, busy, api, roomId, apply, cue, fail],
  );

  if (!state) {
    return (
      <div className="screen" role="status" aria-live="polite">
        <div className="spinner" />
        <p className="muted">{t('rooms.table.connecting')}</p>
      </div>
    );
  }
  const room = state.room;
  const hand = state.hand;
  const canSit = state.you === null && state.seats.length < room.seats && room.currency === house.currency;

  return (
    <div className={`room room--${game}`}>
      <header className="room__bar">
        <button type="button" className="btn btn--ghost room__back" onClick={onLeave}>
          ‹ {t('rooms.table.lobby')}
        </button>
        <div className="room__title">
          <h2>{room.name[lang]}</h2>
          <span className="muted small">
            {game === 'holdem'
              ? t('rooms.table.blinds', {
                  small: house.money(room.smallBlind),
                  big: house.money(room.bigBlind),
                })
              : t('rooms.table.base', { base: house.money(room.bigBlind) })}
            {hand ? ` · ${t('rooms.table.hand', { n: hand.handNo })}` : ''}
          </span>
        </div>
        <div className="room__tools">
          {feed.status !== 'open' && (
            <span className="room__feed muted small" role="status">
              <span className="spinner spinner--sm" /> {t('rooms.table.reconnecting')}
            </span>
          )}
          <button type="button" className="btn btn--ghost" onClick={() => setPanel('history')}>
            <Icon name="history" size={18} /> {t('rooms.history.title')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setPanel('rules')}>
            <Icon name="book" size={18} /> {t('rooms.rules.title')}
          </button>
        </div>
      </header>

      <div className="room__stage">
        <StatusNotice state={state} now={now} />
        {hand?.game === 'bullbull' || game === 'bullbull' ? (
          <BullTable
            state={state}
            hand={hand?.game === 'bullbull' ? hand : null}
            now={now}
            busy={busy}
            onAct={(a) => void act(a)}
            onSit={canSit ? setSitAt : undefined}
          />
        ) : (
          <HoldemTable
            state={state}
            hand={hand?.game === 'holdem' ? hand : null}
            now={now}
            busy={busy}
            onAct={(a) => void act(a)}
            onSit={canSit ? setSitAt : undefined}
          />
        )}
      </div>

      <footer className="room__foot">
        {state.you ? (
          <SeatControls roomId={roomId} state={state} api={api} onState={apply} />
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--lg"
            disabled={!canSit}
            onClick={() =>
              setSitAt(
                firstFreeSeat(
                  room.seats,
                  state.seats.map((s) => s.seat),
                ),
              )
            }
          >
            {t('rooms.table.sitDown')}
          </button>
        )}
        {hand && (
          <p className="room__fair small">
            <span className="muted">{t('rooms.table.serverHash')}</span>{' '}
            <code title={hand.fair.serverSeedHash}>{short(hand.fair.serverSeedHash)}</code>{' '}
            <a
              className="link"
              href={verifyHandHref(lang, hand.handId)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('rooms.table.verify')} <Icon name="external" size={14} />
            </a>
          </p>
        )}
      </footer>

      {sitAt !== null && (
        <BuyInDialog
          room={room}
          seat={sitAt}
          seed={seed}
          api={api}
          onClose={() => setSitAt(null)}
          onSeated={(s) => {
            setSitAt(null);
            apply(s);
          }}
        />
      )}
      <Drawer
        open={panel === 'history'}
        onClose={() => setPanel(null)}
        title={t('rooms.history.title')}
        size="wide"
      >
        <HandHistory api={api} game={game} />
      </Drawer>
      <Drawer
        open={panel === 'rules'}
        onClose={() => setPanel(null)}
        title={t('rooms.rules.title')}
        size="wide"
      >
        <Rules game={game} room={room} />
      </Drawer>
    </div>
  );
}
