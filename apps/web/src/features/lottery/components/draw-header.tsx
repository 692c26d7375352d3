import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import type { Draw } from '../api/get-draws';
import type { NumeroClock } from '../hooks/use-numero-clock';
import { DrawBalls } from './balls';
import { LiveCountdown } from './countdown';

/**
 * The bet page's head: the game, the numero on sale with the countdown to the lock ("closed, draw in…"
 * while locked), the committed hash of this draw with a link to verify, and the latest result.
 */
export function DrawHeader({
  gameCode,
  name,
  icon,
  groupCode,
  clock,
  latest,
  children,
}: {
  gameCode: string;
  name: string;
  icon?: string;
  groupCode: string;
  clock: NumeroClock;
  latest: Draw | undefined;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const label =
    clock.phase === 'open'
      ? t('lottery.clock.closesIn')
      : clock.phase === 'locked'
        ? t('lottery.clock.closedDrawIn')
        : t('lottery.clock.drawing');
  return (
    <section className="lhead" aria-label={t('lottery.clock.region', { game: name })}>
      <div className="lhead__game">
        {icon && (
          <span className="lhead__icon">
            <ImageWithFallback src={icon} alt="" loading="eager" />
          </span>
        )}
        <div className="lhead__titles">
          <h1 className="lhead__name">{name}</h1>
          {children}
        </div>
      </div>

      <div className={`lhead__clock lhead__clock--${clock.phase}`}>
        {clock.phase === 'loading' ? (
          <Skeleton height={44} width={200} />
        ) : (
          <>
            <p className="lhead__numero">
              {t('lottery.clock.numero', { numero: clock.numero })}
              <span className={`lhead__state lhead__state--${clock.phase}`}>{label}</span>
            </p>
            <LiveCountdown
              until={clock.until}
              label={label}
              size="lg"
              urgentWithin={clock.phase === 'open' ? 10 : undefined}
            />
          </>
        )}
        {!(clock.commitHash && clock.numero) && clock.phase !== 'loading' && (
          // The hash comes a moment after the clock: its row is kept so the results below stay put.
          <p className="lhead__hash lhead__hash--pending" aria-hidden="true" />
        )}
        {clock.commitHash && clock.numero && (
          <p className="lhead__hash">
            <span className="lhead__hash-label">{t('lottery.clock.commitHash')}</span>
            <code className="lhead__hash-value" title={clock.commitHash}>
              {clock.commitHash.slice(0, 10)}…{clock.commitHash.slice(-6)}
            </code>
            <CopyButton text={clock.commitHash} label={t('lottery.clock.copyHash')} />
            <Link className="lhead__verify" to={links.lotteryVerify(gameCode, clock.numero)}>
              {t('lottery.verify.link')}
            </Link>
          </p>
        )}
      </div>

      <div className="lhead__last">
        {latest ? (
          <>
            <p className="lhead__last-title">
              {t('lottery.clock.lastResult', { numero: latest.numero })}
              <Link className="lhead__verify" to={links.lotteryVerify(gameCode, latest.numero)}>
                {t('lottery.verify.link')}
              </Link>
            </p>
            <DrawBalls winNo={latest.winNo} groupCode={groupCode} size="md" />
          </>
        ) : (
          <p className="lhead__last-title">{t('lottery.results.none')}</p>
        )}
      </div>
    </section>
  );
}
