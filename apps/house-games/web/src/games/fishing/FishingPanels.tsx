import { useEffect, useRef, useState } from 'react';
import { FISH_KINDS, type FishKind } from '../../../../src/engine/fishing/fish.ts';
import { catchChance } from '../../../../src/engine/fishing/shot.ts';
import type { FishingClient, FishingState } from '../../api/fishing.ts';
import { useI18n } from '../../i18n/react.tsx';
import { formatPercent } from '../../lib/money.ts';
import { useHouse } from '../../shell/house.tsx';

const paysText = (k: FishKind) =>
  k.pays.length === 1 ? `${k.pays[0]}x` : `${k.pays[0]}–${k.pays[k.pays.length - 1]}x`;

/** The rules: every fish with what it pays and its catch chance at the session's RTP, and the seeds. */
export function FishingRules({
  state,
  api,
  onRotated,
}: {
  state: FishingState;
  api: FishingClient;
  onRotated: (f: FishingState['fairness']) => void;
}) {
  const { t, lang, locale } = useI18n();
  const house = useHouse();
  const [revealed, setRevealed] = useState<string | null>(null);
  const rotate = async () => {
    try {
      const r = await api.rotate();
      setRevealed(r.revealedServerSeed);
      onRotated(r.fairness);
    } catch (e) {
      house.fail(e);
    }
  };
  return (
    <div className="fishing-rules">
      <p>{t('fishing.rulesHow', { rtp: state.rtp })}</p>
      <p className="muted">{t('fishing.rulesMiss')}</p>
      <p className="muted">{t('fishing.rulesBonus')}</p>
      <table className="fishing-rules__table">
        <thead>
          <tr>
            <th scope="col">{t('fishing.colFish')}</th>
            <th scope="col">{t('fishing.colPays')}</th>
            <th scope="col">{t('fishing.colChance')}</th>
          </tr>
        </thead>
        <tbody>
          {FISH_KINDS.map((k) => (
            <tr key={k.id}>
              <th scope="row">
                <span className="fishing-rules__dot" style={{ background: k.colors[0] }} aria-hidden="true" />
                {k.names[lang]}
              </th>
              <td>{paysText(k)}</td>
              <td>{formatPercent(catchChance(k, state.rtp), locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('fishing.fairTitle')}</h3>
      <dl className="fishing-rules__seeds">
        <dt>{t('fishing.fairHash')}</dt>
        <dd className="mono">{state.fairness.serverSeedHash}</dd>
        <dt>{t('fishing.fairClient')}</dt>
        <dd className="mono">{state.fairness.clientSeed}</dd>
        <dt>{t('fishing.fairNonce')}</dt>
        <dd className="mono">{state.fairness.nonce}</dd>
        {revealed && (
          <>
            <dt>{t('fishing.fairRevealed')}</dt>
            <dd className="mono">{revealed}</dd>
          </>
        )}
      </dl>
      <button type="button" className="btn" onClick={() => void rotate()}>
        {t('fishing.fairRotate')}
      </button>
    </div>
  );
}

/** The player's batches (a second of play each), newest first, each with its verify link. */
export function FishingHistory({ api }: { api: FishingClient }) {
  const { t, locale } = useI18n();
  const house = useHouse();
  const [rows, setRows] = useState<Awaited<ReturnType<FishingClient['history']>>['batches'] | null>(null);
  // The house changes with every balance update; the list loads once per opening.
  const fail = useRef(house.fail);
  fail.current = house.fail;
  useEffect(() => {
    api
      .history()
      .then((r) => setRows(r.batches))
      .catch((e: unknown) => fail.current(e));
  }, [api]);
  if (!rows) return <p className="muted">{t('app.loading')}</p>;
  if (rows.length === 0) return <p className="muted">{t('fishing.historyEmpty')}</p>;
  return (
    <ul className="fishing-history">
      {rows.map((b) => (
        <li key={b.batchId} className="fishing-history__row">
          <div>
            <time dateTime={b.time}>{new Date(b.time).toLocaleString(locale)}</time>
            <span>{t('fishing.historyShots', { n: b.shots, k: b.catches })}</span>
          </div>
          <div>
            <span>
              {t('fishing.historyBet')} {house.money(b.bet)}
            </span>
            <strong className={b.status === 'void' ? 'muted' : b.win > 0 ? 'pos' : ''}>
              {b.status === 'void'
                ? t('fishing.historyVoid')
                : `${t('fishing.historyWin')} ${house.money(b.win)}`}
            </strong>
            <a href={`/verify?fish=${encodeURIComponent(b.batchId)}`} target="_blank" rel="noreferrer">
              {t('fishing.historyVerify')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
