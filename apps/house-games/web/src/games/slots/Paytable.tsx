import type { SlotDefinition } from '../../../../src/engine/slots.ts';
import { useI18n } from '../../i18n/react.tsx';
import { formatPercent } from '../../lib/money.ts';
import { useHouse } from '../../shell/house.tsx';
import { SymbolIcon } from './symbols.tsx';
import { useSymbolName } from './names.ts';

/** A payline as a 5x3 dot diagram with the line's cells lit. */
export function PaylineDiagram({ rows, index }: { rows: readonly number[]; index: number }) {
  return (
    <svg className="payline" viewBox="0 0 50 30" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((reel) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${reel}-${row}`}
            x={reel * 10 + 1.5}
            y={row * 10 + 1.5}
            width="7"
            height="7"
            rx="1.5"
            className={rows[reel] === row ? 'payline__on' : 'payline__off'}
          />
        )),
      )}
      <polyline
        points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}
        className="payline__path"
        style={{ stroke: `hsl(${(index * 47) % 360} 90% 65%)` }}
      />
    </svg>
  );
}

export function Paytable({ def }: { def: SlotDefinition }) {
  const { t, locale } = useI18n();
  const house = useHouse();
  const name = useSymbolName();
  const lines = def.paylines.length;
  const lineBet = house.major(Math.floor(house.bet / lines));
  const wildReels = def.reels.flatMap((strip, i) => (strip.includes(def.wild) ? [i + 1] : []));
  const wildPays = def.paytable[def.wild];
  const symbols = Object.entries(def.paytable).sort((a, b) => b[1][2] - a[1][2]);
  const scatterPays = Object.entries(def.scatterPays)
    .map(([count, pay]) => [Number(count), pay ?? 0] as const)
    .filter(([, pay]) => pay > 0)
    .sort((a, b) => b[0] - a[0]);

  return (
    <div className="paytable">
      <p className="paytable__rtp">
        {t('paytable.rtp')} <strong>{formatPercent(def.declaredRtp, locale)}</strong>
        <span className="muted"> · {t('paytable.linesCount', { count: lines })}</span>
      </p>

      <section aria-labelledby="pt-symbols">
        <h3 id="pt-symbols">{t('paytable.symbols')}</h3>
        <p className="muted small">{t('paytable.symbolsHelp', { lineBet: house.money(lineBet) })}</p>
        <ul className="paytable__grid">
          {symbols.map(([id, pays]) => (
            <li key={id} className="paytable__sym">
              <SymbolIcon game={def.id} id={id} label={name(def.id, id)} />
              <table className="paytable__pays">
                <caption className="visually-hidden">{name(def.id, id)}</caption>
                <tbody>
                  {[5, 4, 3].map((count) => {
                    const pay = pays[count - 3] as number;
                    return pay > 0 ? (
                      <tr key={count}>
                        <th scope="row">{count}×</th>
                        <td>{pay}</td>
                        <td className="muted">{house.money(lineBet * pay)}</td>
                      </tr>
                    ) : null;
                  })}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pt-special" className="paytable__special">
        <h3 id="pt-special">{t('paytable.special')}</h3>
        <div className="paytable__feature">
          <SymbolIcon game={def.id} id={def.wild} label={name(def.id, def.wild)} />
          <div>
            <strong>{name(def.id, def.wild)}</strong>
            <p>{t('paytable.wild', { reels: wildReels.join(', ') })}</p>
            {wildPays && wildPays.some((p) => p > 0) ? (
              <p className="muted small">{t('paytable.wildPays')}</p>
            ) : (
              <p className="muted small">{t('paytable.wildNoPays')}</p>
            )}
          </div>
        </div>
        <div className="paytable__feature">
          <SymbolIcon game={def.id} id={def.scatter} label={name(def.id, def.scatter)} />
          <div>
            <strong>{name(def.id, def.scatter)}</strong>
            <p>{t('paytable.scatter')}</p>
            <ul className="paytable__scatter">
              {scatterPays.map(([count, pay]) => (
                <li key={count}>
                  {t('paytable.scatterPay', { count, pay })}{' '}
                  <span className="muted">{house.money(house.major(house.bet) * pay)}</span>
                </li>
              ))}
            </ul>
            {def.freeSpins && (
              <p className="paytable__free">
                {t('paytable.freeSpins', {
                  count: def.freeSpins.minScatters,
                  spins: def.freeSpins.spins,
                  multiplier: def.freeSpins.multiplier,
                })}
              </p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="pt-lines">
        <h3 id="pt-lines">{t('paytable.paylines')}</h3>
        <ol className="paytable__lines">
          {def.paylines.map((rows, i) => (
            <li key={i}>
              <span className="paytable__line-no">{i + 1}</span>
              <PaylineDiagram rows={rows} index={i} />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="pt-rules">
        <h3 id="pt-rules">{t('paytable.rules')}</h3>
        <ul className="paytable__rules">
          <li>{t('paytable.rule1')}</li>
          <li>{t('paytable.rule2')}</li>
          <li>{t('paytable.rule3')}</li>
          <li>{t('paytable.rule4')}</li>
          <li>{t('paytable.rule5')}</li>
        </ul>
      </section>
    </div>
  );
}
