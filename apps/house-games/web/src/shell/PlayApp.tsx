import { Suspense, lazy, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useI18n } from '../i18n/react.tsx';
import type { PlainKey } from '../i18n/index.ts';
import { Drawer } from './Drawer.tsx';
import { FairnessPanel } from './FairnessDrawer.tsx';
import { HistoryPanel } from './HistoryDrawer.tsx';
import { HouseProvider, errorKey, useHouse, type GameKind } from './house.tsx';
import { Icon } from './icons.tsx';
import type { Boot } from './session.ts';
import { isTableGame } from '../../../src/shared/api.ts';

const Slots = lazy(() => import('../games/slots/SlotsGame.tsx'));
const Tables = lazy(() => import('../games/tables/TableGame.tsx'));
const Rooms = lazy(() => import('../games/rooms/RoomsGame.tsx'));
const games: Record<GameKind, ComponentType> = {
  'dragon-fortune': Slots,
  'neon-fruits': Slots,
  dice: lazy(() => import('../games/dice/DiceGame.tsx')),
  crash: lazy(() => import('../games/crash/CrashGame.tsx')),
  plinko: lazy(() => import('../games/plinko/PlinkoGame.tsx')),
  sports: lazy(() => import('../games/sports/SportsGame.tsx')),
  baccarat: Tables,
  'baccarat-nc': Tables,
  'dragon-tiger': Tables,
  roulette: Tables,
  sicbo: Tables,
  fishing: lazy(() => import('../games/fishing/FishingGame.tsx')),
  holdem: Rooms,
  bullbull: Rooms,
};

/** Games that keep their own history, rules and verification in the page: the top bar offers none. */
const ownRecords = new Set<GameKind>(['sports', 'fishing', 'holdem', 'bullbull']);

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className="screen" role="status" aria-live="polite">
      <div className="spinner" />
      <p className="muted">{label ?? t('app.loading')}</p>
    </div>
  );
}

function Screen({ icon, title, text }: { icon: 'lock' | 'alert'; title: string; text: string }) {
  return (
    <div className="screen" role="alert">
      <div className="screen__icon">
        <Icon name={icon} size={30} />
      </div>
      <h1 className="screen__title">{title}</h1>
      <p className="muted screen__text">{text}</p>
    </div>
  );
}

export function ExpiredScreen() {
  const { t } = useI18n();
  return <Screen icon="lock" title={t('app.expiredTitle')} text={t('app.expiredText')} />;
}

export function ErrorScreen({ messageKey }: { messageKey: PlainKey }) {
  const { t } = useI18n();
  return <Screen icon="alert" title={t('app.errorTitle')} text={t(messageKey)} />;
}

function Toasts({
  items,
  onDismiss,
}: {
  items: { id: number; text: string }[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="toasts" role="alert" aria-live="assertive">
      {items.map((item) => (
        <div key={item.id} className="toast">
          <Icon name="alert" size={18} />
          <span>{item.text}</span>
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            onClick={() => onDismiss(item.id)}
            aria-label={t('common.close')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}

function TopBar({ onHistory, onFairness }: { onHistory: () => void; onFairness: () => void }) {
  const { t } = useI18n();
  const house = useHouse();
  return (
    <header className="topbar">
      <h1 className="topbar__game">{t(`game.${house.code}`)}</h1>
      <div className="wallet">
        <div className="wallet__item">
          <span className="wallet__label">{t('bar.balance')}</span>
          <strong className="wallet__value" data-testid="balance">
            {house.money(house.balance)} <small>{house.currency}</small>
          </strong>
        </div>
        <div className="wallet__item">
          <span className="wallet__label">{t('bar.lastWin')}</span>
          <strong className={`wallet__value${house.lastWin ? ' pos' : ''}`} data-testid="last-win">
            {house.lastWin === null ? '—' : house.money(house.lastWin)}
          </strong>
        </div>
        {house.session.player.trial && <span className="tag">{t('bar.trial')}</span>}
      </div>
      <div className="topbar__actions">
        {/* The sportsbook, tables, card rooms and fishing have their own records and verification in the page. */}
        {!ownRecords.has(house.kind) && !isTableGame(house.code) && (
          <>
            <button
              type="button"
              className="icon-btn"
              onClick={onHistory}
              aria-label={t('bar.history')}
              title={t('bar.history')}
            >
              <Icon name="history" />
            </button>
            <button
              type="button"
              className="icon-btn"
              onClick={onFairness}
              aria-label={t('bar.fairness')}
              title={t('bar.fairness')}
            >
              <Icon name="shield" />
            </button>
          </>
        )}
        <button
          type="button"
          className="icon-btn"
          onClick={house.toggleSound}
          aria-pressed={house.soundOn}
          aria-label={t('bar.sound')}
          title={house.soundOn ? t('bar.soundOn') : t('bar.soundOff')}
        >
          <Icon name={house.soundOn ? 'soundOn' : 'soundOff'} />
        </button>
      </div>
    </header>
  );
}

function Game() {
  const house = useHouse();
  const Component = games[house.kind];
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

export function PlayApp({ boot }: { boot: Promise<Boot> }) {
  const { t } = useI18n();
  const result = use(boot);
  const [expired, setExpired] = useState(false);
  const [drawer, setDrawer] = useState<'history' | 'fairness' | null>(null);
  const [toasts, setToasts] = useState<{ id: number; text: string }[]>([]);
  const toastId = useRef(0);

  const onExpired = useCallback(() => setExpired(true), []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const onError = useCallback(
    (text: string) => {
      const id = ++toastId.current;
      setToasts((list) => [...list.slice(-2), { id, text }]);
      setTimeout(() => dismiss(id), 5000);
    },
    [dismiss],
  );

  const gameName = result.kind === 'ready' ? t(`game.${result.session.game}`) : '';
  useEffect(() => {
    if (gameName) document.title = gameName;
  }, [gameName]);

  if (result.kind === 'expired' || expired) return <ExpiredScreen />;
  if (result.kind === 'error') return <ErrorScreen messageKey={errorKey(result.error)} />;

  return (
    <HouseProvider session={result.session} onExpired={onExpired} onError={onError}>
      <div className="app">
        <TopBar onHistory={() => setDrawer('history')} onFairness={() => setDrawer('fairness')} />
        <main className="app__main">
          <Game />
        </main>
        <Toasts items={toasts} onDismiss={dismiss} />
        <Drawer open={drawer === 'history'} onClose={() => setDrawer(null)} title={t('history.title')}>
          <HistoryPanel />
        </Drawer>
        <Drawer open={drawer === 'fairness'} onClose={() => setDrawer(null)} title={t('fair.title')}>
          <FairnessPanel />
        </Drawer>
      </div>
    </HouseProvider>
  );
}
