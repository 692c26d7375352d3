import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useAuthModal } from '@/features/auth';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useIsLoggedIn } from '@/lib/session';
import { useSystemInfo } from '@/features/system';
import { useRoomList } from '../api/get-room-list';
import { useLaunchGame } from '../hooks/use-launch-game';
import './room-list.css';

/** The open PvP rooms (`GLS2_roomList`) above the card games, for members; join launches the room. */
export function RoomList() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  return (
    <section className="rooms" aria-labelledby="pvp-rooms">
      <h2 id="pvp-rooms" className="rooms__title">
        <Icon name="users" size={18} />
        {t('games.rooms.title')}
      </h2>
      {loggedIn ? (
        <Rooms />
      ) : (
        <EmptyState
          icon="lock"
          title={t('games.rooms.loginTitle')}
          action={
            <button type="button" className="btn btn--primary btn--sm" onClick={() => open('login')}>
              {t('header.login')}
            </button>
          }
        />
      )}
    </section>
  );
}

function Rooms() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const currency = useSystemInfo().currency;
  const launch = useLaunchGame();
  const rooms = useRoomList();
  if (rooms.isPending)
    return (
      <div className="rooms__grid" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={92} />
        ))}
      </div>
    );
  if (rooms.isError) return <QueryError error={rooms.error} onRetry={() => void rooms.refetch()} />;
  if (rooms.data.length === 0)
    return (
      <EmptyState icon="cards" title={t('games.rooms.emptyTitle')}>
        {t('games.rooms.emptyText')}
      </EmptyState>
    );
  return (
    <ul className="rooms__grid">
      {rooms.data.map((room) => (
        <li key={room.roomId} className="room-card">
          <div className="room-card__head">
            <span className="room-card__name">{room.gameName}</span>
            <span className="room-card__vendor">{room.vassalage}</span>
          </div>
          <dl className="room-card__facts">
            <div>
              <dt>{t('games.rooms.minBet')}</dt>
              <dd>{formatMoney(room.minBet, lang, currency.symbol, currency.decimals)}</dd>
            </div>
            <div>
              <dt>{t('games.rooms.players')}</dt>
              <dd>{room.players}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            aria-label={t('games.rooms.joinRoom', { name: room.gameName })}
            onClick={() =>
              launch({
                roomId: room.roomId,
                nodeId: room.nodeId,
                vassalage: room.vassalage,
                gameType: 'PVP',
                name: room.gameName,
              })
            }
          >
            {t('games.rooms.join')}
          </button>
        </li>
      ))}
    </ul>
  );
}
