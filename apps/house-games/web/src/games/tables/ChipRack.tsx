import { useI18n } from '../../i18n/react.tsx';
import { formatChip } from '../../lib/money.ts';
import { useHouse } from '../../shell/house.tsx';

/**
 * The chip rack (the table's chips within the session's limits) and the bet actions: Repeat, Double,
 * Undo, Clear and Confirm, which sends the pending chips as one placement.
 */
export function ChipRack({
  chips,
  chip,
  onChip,
  locked,
  sending,
  pendingMinor,
  placedMinor,
  canRepeat,
  canUndo,
  onRepeat,
  onDouble,
  onUndo,
  onClear,
  onConfirm,
}: {
  /** Minor units. */
  chips: readonly number[];
  chip: number;
  onChip: (minor: number) => void;
  locked: boolean;
  sending: boolean;
  pendingMinor: number;
  placedMinor: number;
  canRepeat: boolean;
  canUndo: boolean;
  onRepeat: () => void;
  onDouble: () => void;
  onUndo: () => void;
  onClear: () => void;
  onConfirm: () => void;
}) {
  const { t, locale } = useI18n();
  const house = useHouse();
  const money = (minor: number) => house.money(house.major(minor));
  return (
    <section className="rack" aria-label={t('tables.chips')}>
      <div className="rack__chips" role="group" aria-label={t('tables.chips')}>
        {chips.map((c, i) => (
          <button
            key={c}
            type="button"
            className={`rack__chip chip-tone-${i % 6}`}
            aria-pressed={c === chip}
            aria-label={t('tables.chip', { amount: money(c) })}
            onClick={() => onChip(c)}
          >
            {formatChip(house.major(c), house.decimals, locale)}
          </button>
        ))}
      </div>
      <div className="rack__actions">
        <button type="button" className="btn btn--ghost" onClick={onRepeat} disabled={locked || !canRepeat}>
          {t('tables.repeat')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={onDouble}
          disabled={locked || (pendingMinor === 0 && placedMinor === 0)}
        >
          {t('tables.double')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onUndo} disabled={locked || !canUndo}>
          {t('tables.undo')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={onClear}
          disabled={locked || pendingMinor === 0}
        >
          {t('tables.clear')}
        </button>
      </div>
      <button
        type="button"
        className="btn btn--primary btn--lg btn--block rack__confirm"
        onClick={onConfirm}
        disabled={locked || sending || pendingMinor === 0}
        aria-keyshortcuts="Space"
      >
        {sending
          ? t('tables.sending')
          : locked
            ? t('tables.locked')
            : pendingMinor > 0
              ? t('tables.confirm', { amount: money(pendingMinor) })
              : t('tables.confirmNone')}
      </button>
      {placedMinor > 0 && (
        <p className="rack__placed small">{t('tables.placedTotal', { amount: money(placedMinor) })}</p>
      )}
    </section>
  );
}
