import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  baccaratRoads,
  outcomeText,
  ROULETTE_RED,
  type BaccaratOutcome,
  type BaccaratResult,
  type DragonTigerOutcome,
  type RouletteOutcome,
  type SicBoOutcome,
  type TableOutcome,
} from '../../../../src/engine/tables/index.ts';
import type { TableGame } from '../../../../src/shared/api.ts';
import type { TableState } from '../../../../src/shared/tables-api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { tableVerifyHref } from './links.ts';
import { hotAndCold } from './roulette-layout.ts';
import { dieGlyph } from './table-spots.ts';

/** Columns a road shows at least (the derived roads' cells are half as wide), so a new shoe's roads still draw their grid. */
const MIN_COLUMNS = 24;

function Road({
  title,
  cells,
  rows = 6,
  small = false,
}: {
  title: string;
  cells: { col: number; row: number; node: ReactNode; key: string }[];
  rows?: number;
  small?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const columns = Math.max(small ? 2 * MIN_COLUMNS : MIN_COLUMNS, ...cells.map((c) => c.col + 2));
  const lastCol = cells.reduce((max, c) => Math.max(max, c.col), 0);
  // The newest results are on the right: keep the last column in view (with one free column after it).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const cell = el.scrollWidth / columns;
    el.scrollLeft = Math.max(0, (lastCol + 2) * cell - el.clientWidth);
  }, [lastCol, columns]);
  return (
    <section className={`road${small ? ' road--small' : ''}`} aria-label={title}>
      <h3 className="road__title">{title}</h3>
      <div className="road__scroll" ref={ref} tabIndex={0}>
        <div
          className="road__grid"
          style={{
            gridTemplateColumns: `repeat(${columns}, var(--road-cell))`,
            gridTemplateRows: `repeat(${rows}, var(--road-cell))`,
          }}
        >
          {cells.map((c) => (
            <span key={c.key} className="road__cell" style={{ gridColumn: c.col + 1, gridRow: c.row + 1 }}>
              {c.node}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The five baccarat roads of the current shoe, drawn from its results with the engine's baccaratRoads. */
export function Roads({ results }: { results: readonly BaccaratResult[] }) {
  const { t } = useI18n();
  const roads = useMemo(() => baccaratRoads(results), [results]);
  const count = (w: BaccaratResult['winner']) => results.filter((r) => r.winner === w).length;
  const short = {
    player: t('tables.short.player'),
    banker: t('tables.short.banker'),
    tie: t('tables.short.tie'),
  };
  const derived = (cells: typeof roads.bigEyeBoy, kind: string) =>
    cells.map((c) => ({
      col: c.col,
      row: c.row,
      key: `${c.col},${c.row}`,
      node: <i className={`dot dot--${kind} dot--${c.red ? 'red' : 'blue'}`} />,
    }));
  return (
    <div className="roads" role="group" aria-label={t('tables.roads')}>
      <p className="roads__counts">
        {t('tables.road.counts', { b: count('banker'), p: count('player'), t: count('tie') })}
      </p>
      <Road
        title={t('tables.road.beadPlate')}
        cells={roads.beadPlate.map((b) => ({
          col: b.col,
          row: b.row,
          key: `${b.col},${b.row}`,
          node: (
            <i className={`bead bead--${b.result.winner}`}>
              {short[b.result.winner]}
              {b.result.bankerPair && <b className="pair pair--banker" />}
              {b.result.playerPair && <b className="pair pair--player" />}
            </i>
          ),
        }))}
      />
      <Road
        title={t('tables.road.bigRoad')}
        cells={roads.bigRoad.map((c) => ({
          col: c.col,
          row: c.row,
          key: `${c.col},${c.row}`,
          node: (
            <i
              className={`ring ring--${c.winner}`}
              title={c.ties > 0 ? t('tables.road.ties', { n: c.ties }) : undefined}
            >
              {c.ties > 0 && <b className="ring__tie">{c.ties > 1 ? c.ties : ''}</b>}
              {c.bankerPair && <b className="pair pair--banker" />}
              {c.playerPair && <b className="pair pair--player" />}
            </i>
          ),
        }))}
      />
      <div className="roads__derived">
        <Road small title={t('tables.road.bigEyeBoy')} cells={derived(roads.bigEyeBoy, 'ring')} />
        <Road small title={t('tables.road.smallRoad')} cells={derived(roads.smallRoad, 'fill')} />
        <Road small title={t('tables.road.cockroachPig')} cells={derived(roads.cockroachPig, 'slash')} />
      </div>
    </div>
  );
}

/** One past result as a small chip, in the table's own terms. */
function ResultChip({ game, outcome }: { game: TableGame; outcome: TableOutcome }) {
  const { t } = useI18n();
  if (game === 'roulette') {
    const n = (outcome as RouletteOutcome).number;
    return (
      <span className={`rchip rchip--${n === 0 ? 'green' : ROULETTE_RED.has(n) ? 'red' : 'black'}`}>{n}</span>
    );
  }
  if (game === 'sicbo') {
    const d = (outcome as SicBoOutcome).dice;
    return (
      <span className="rchip rchip--dice">
        {d.map(dieGlyph).join('')} <b>{d[0] + d[1] + d[2]}</b>
      </span>
    );
  }
  if (game === 'dragon-tiger') {
    const w = (outcome as DragonTigerOutcome).winner;
    return <span className={`rchip rchip--${w}`}>{t(`tables.short.${w}`)}</span>;
  }
  const o = outcome as BaccaratOutcome;
  return (
    <span className={`rchip rchip--${o.winner}`}>
      {t(`tables.short.${o.winner}`)}
      <small>{o.winner === 'player' ? o.playerTotal : o.bankerTotal}</small>
    </span>
  );
}

/** The last results, newest first, each a link to its verification; roulette's hot and cold numbers. */
export function ResultsStrip({ game, history }: { game: TableGame; history: TableState['history'] }) {
  const { t, lang } = useI18n();
  const numbers = game === 'roulette' ? history.map((h) => (h.outcome as RouletteOutcome).number) : [];
  const hc = game === 'roulette' && numbers.length > 0 ? hotAndCold(numbers) : null;
  return (
    <section className="results-strip" aria-label={t('tables.history')}>
      <h3 className="road__title">{t('tables.history')}</h3>
      {history.length === 0 ? (
        <p className="muted small">{t('tables.noHistory')}</p>
      ) : (
        <ol className="results-strip__list">
          {history.slice(0, 30).map((h) => (
            <li key={h.roundId}>
              <a
                href={tableVerifyHref(lang, h.roundId)}
                target="_blank"
                rel="noopener noreferrer"
                title={`${t('tables.round', { n: h.number })}: ${outcomeText(game, h.outcome)[lang]}`}
              >
                <ResultChip game={game} outcome={h.outcome} />
              </a>
            </li>
          ))}
        </ol>
      )}
      {hc && (
        <dl className="hotcold">
          <div>
            <dt>{t('tables.hot')}</dt>
            <dd>
              {hc.hot.map((n) => (
                <ResultChip key={n} game="roulette" outcome={{ number: n }} />
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('tables.cold')}</dt>
            <dd>
              {hc.cold.map((n) => (
                <ResultChip key={n} game="roulette" outcome={{ number: n }} />
              ))}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
