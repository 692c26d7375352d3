import { useContext, useId, useMemo, useState } from 'react';
import { ROULETTE_RED, rouletteNumbersOf, spotName, spotsOf } from '../../../../src/engine/tables/index.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useMediaQuery } from '../../shell/hooks.ts';
import {
  betTypeOf,
  gridCell,
  rouletteBetTypes,
  rouletteHotspots,
  type RouletteBetType,
} from './roulette-layout.ts';
import { ChipStack, LayoutContext, SpotButton } from './SpotButton.tsx';

const OUTSIDE = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/** The places between numbers (desktop, pointer only: the bet type list below is the keyboard's way). */
function Hotspots() {
  const layout = useContext(LayoutContext)!;
  const { lang } = useI18n();
  const spots = useMemo(() => rouletteHotspots(), []);
  return (
    <div className="rl__hot">
      {spots.map((h) => {
        const total = layout.totals.get(h.spot) ?? 0;
        return (
          <button
            key={h.spot}
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title={spotName('roulette', h.spot)[lang]}
            className={`rl__hotspot${layout.winners.has(h.spot) ? ' rl__hotspot--won' : ''}${h.y >= 1 ? ' rl__hotspot--edge' : ''}`}
            style={{ left: `${h.x * 100}%`, top: `${h.y * 100}%` }}
            onClick={() => !layout.locked && layout.onBet(h.spot)}
          >
            {total > 0 && <ChipStack amount={total} pending={(layout.pending.get(h.spot) ?? 0) > 0} />}
          </button>
        );
      })}
    </div>
  );
}

/**
 * European roulette: the zero, the 36 numbers in red and black, the columns, dozens and outside bets.
 * Desktop: 12 columns with splits, corners, streets and lines by clicking between numbers. Phone: the
 * grid turned to 3 across; every inside bet also from the bet type list.
 */
export function RouletteLayout() {
  const { t } = useI18n();
  const vertical = !useMediaQuery('(min-width: 760px)');
  const [type, setType] = useState<RouletteBetType>('straight');
  const typeId = useId();
  const numbers = Array.from({ length: 37 }, (_, n) => n);
  const ofType = spotsOf('roulette').filter((s) => betTypeOf(s.id) === type);

  return (
    <div className={`lay lay--roulette rl${vertical ? ' rl--vertical' : ''}`}>
      <div className="rl__grid">
        {numbers.map((n) => {
          const cell = gridCell(n, vertical);
          const colour = n === 0 ? 'green' : ROULETTE_RED.has(n) ? 'red' : 'black';
          return (
            <SpotButton
              key={n}
              spot={`straight:${n}`}
              className={`rl__num rl__num--${colour}`}
              showPays={false}
              style={{ gridColumn: cell.column, gridRow: cell.row }}
            >
              {n}
            </SpotButton>
          );
        })}
        {[3, 2, 1].map((c, i) => (
          <SpotButton
            key={c}
            spot={`column:${c}`}
            className="rl__col"
            showPays={false}
            style={
              vertical
                ? { gridColumn: String(c), gridRow: '14' }
                : { gridColumn: '14', gridRow: String(i + 1) }
            }
          >
            2:1
          </SpotButton>
        ))}
        {!vertical && <Hotspots />}
      </div>
      <div className="rl__dozens">
        {[1, 2, 3].map((d) => (
          <SpotButton key={d} spot={`dozen:${d}`} />
        ))}
      </div>
      <div className="rl__outside">
        {OUTSIDE.map((s) => (
          <SpotButton key={s} spot={s} className={s === 'red' || s === 'black' ? `rl__out--${s}` : ''} />
        ))}
      </div>
      <div className="rl__types">
        <label className="field__label" htmlFor={typeId}>
          {t('tables.betType')}
        </label>
        <select
          id={typeId}
          className="input rl__type-select"
          value={type}
          onChange={(e) => setType(e.target.value as RouletteBetType)}
        >
          {rouletteBetTypes.map((bt) => (
            <option key={bt} value={bt}>
              {t(`tables.betType.${bt}`)}
            </option>
          ))}
        </select>
        {type === 'straight' ? (
          <p className="muted small">{t('tables.betTypeHelp')}</p>
        ) : (
          <div className="rl__type-list" role="group" aria-label={t(`tables.betType.${type}`)}>
            {ofType.map((s) => (
              <SpotButton key={s.id} spot={s.id} className="rl__inside" showPays={false}>
                {rouletteNumbersOf(s.id).join(' · ')}
              </SpotButton>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
