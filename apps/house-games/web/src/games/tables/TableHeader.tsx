import type { TableState } from '../../../../src/shared/tables-api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { CopyButton } from '../../shell/FairnessDrawer.tsx';
import { useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import { countdownSeconds, type RoundStage } from './table-clock.ts';
import type { FeedStatus } from './use-table-feed.ts';

const short = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

/**
 * The strip above the table: its name and round, the phase with a countdown to closesAt on the server's
 * clock, the seated count, the limits and the fairness hash (the shoe's or the round's).
 */
export function TableHeader({
  state,
  stage,
  status,
  onRules,
  onMine,
}: {
  state: TableState | null;
  stage: RoundStage | null;
  status: FeedStatus;
  onRules: () => void;
  onMine: () => void;
}) {
  const { t } = useI18n();
  const house = useHouse();
  const round = state?.round ?? null;
  const phase = !state
    ? t('tables.live.connecting')
    : !state.enabled && stage?.stage !== 'revealing'
      ? t('tables.phase.disabled')
      : !stage
        ? t('tables.phase.waiting')
        : t(`tables.phase.${stage.stage}`);
  const hash = round?.shoe?.serverSeedHash ?? round?.serverSeedHash ?? null;
  return (
    <header className="tbl-head">
      <div className="tbl-head__title">
        <h2>{t(`game.${house.code}`)}</h2>
        {round && <span className="muted">{t('tables.round', { n: round.number })}</span>}
      </div>
      <div className={`tbl-head__phase tbl-head__phase--${stage?.stage ?? 'waiting'}`} role="status">
        <span>{phase}</span>
        {stage?.stage === 'betting' && (
          <>
            <strong className="tbl-head__count" aria-hidden="true">
              {t('tables.countdown', { s: countdownSeconds(stage.left) })}
            </strong>
            <span className="tbl-head__bar" aria-hidden="true">
              <span style={{ width: `${stage.share * 100}%` }} />
            </span>
          </>
        )}
      </div>
      <dl className="tbl-head__facts">
        {state && (
          <div>
            <dt className="visually-hidden">{t('tables.seated', { n: state.seated })}</dt>
            <dd>{t('tables.seated', { n: state.seated })}</dd>
          </div>
        )}
        {state && (
          <div>
            <dt className="visually-hidden">{t('tables.chips')}</dt>
            <dd>
              {t('tables.limits', {
                min: house.money(state.limits.minBet),
                max: house.money(state.limits.maxBet),
                side: house.money(state.limits.sideMaxBet),
              })}
            </dd>
          </div>
        )}
        {hash && (
          <div className="tbl-head__hash">
            <dt>{round?.shoe ? t('tables.shoeHash', { n: round.shoe.number }) : t('tables.roundHash')}</dt>
            <dd>
              <code title={hash}>{short(hash)}</code>
              <CopyButton text={hash} label={t('common.copy')} />
              {round?.shoe && (
                <span className="muted small">{t('tables.cardsLeft', { n: round.shoe.cardsLeft })}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
      <div className="tbl-head__actions">
        <button type="button" className="btn btn--ghost tbl-head__btn" onClick={onMine}>
          <Icon name="history" size={16} /> {t('tables.view.mine')}
        </button>
        <button type="button" className="btn btn--ghost tbl-head__btn" onClick={onRules}>
          <Icon name="book" size={16} /> {t('tables.view.rules')}
        </button>
      </div>
      {status === 'polling' && (
        <p className="tbl-head__live small muted" role="status">
          <span className="spinner spinner--sm" /> {t('tables.live.polling')}
        </p>
      )}
    </header>
  );
}
