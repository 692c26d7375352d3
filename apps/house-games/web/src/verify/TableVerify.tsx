import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { outcomeText } from '../../../src/engine/tables/index.ts';
import type { TableRoundValue, TableShoeValue } from '../../../src/shared/tables-api.ts';
import { getTableRound, getTableShoe } from '../api/tables.ts';
import { useI18n } from '../i18n/react.tsx';
import { errorKey } from '../shell/house.tsx';
import { tableVerdict, verifyTableRound, type TableReport } from '../games/tables/verify-table.ts';
import { CheckBadge, CompareTableHead, Field, VerdictHead } from './parts.tsx';

const gameCodes = {
  baccarat: 'HOUSELC_BACCARAT',
  'baccarat-nc': 'HOUSELC_BACCARAT_NC',
  'dragon-tiger': 'HOUSELC_DRAGON_TIGER',
  roulette: 'HOUSELC_ROULETTE',
  sicbo: 'HOUSELC_SICBO',
} as const;

/**
 * Verify a casino table round (issue 20): load it (and its shoe for baccarat and dragon tiger), check the
 * seed against the published hash, recompute the outcome in the browser and compare; a shoe still being
 * dealt says when it becomes verifiable.
 */
export function TableVerify({ initialRoundId }: { initialRoundId: string | null }) {
  const { t, lang, locale } = useI18n();
  const [roundId, setRoundId] = useState(initialRoundId ?? '');
  const [seed, setSeed] = useState('');
  const [round, setRound] = useState<TableRoundValue | null>(null);
  const [shoe, setShoe] = useState<TableShoeValue | null>(null);
  const [report, setReport] = useState<TableReport | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (id: string, pasted: string, signal?: AbortSignal) => {
      setBusy(true);
      setNotice(null);
      setReport(null);
      try {
        const loaded = await getTableRound(id.trim(), lang, signal);
        const loadedShoe = loaded.shoe ? await getTableShoe(loaded.shoe.id, lang, signal) : null;
        setRound(loaded);
        setShoe(loadedShoe);
        const r = await verifyTableRound(loaded, loadedShoe, pasted);
        if (r === 'seed.missing')
          setNotice({
            text: loaded.shoe ? t('tables.verify.unrevealedShoe') : t('tables.verify.unrevealedRound'),
            error: false,
          });
        else if (r === 'seed.invalid')
          setNotice({ text: t('tables.verify.error.seed.invalid'), error: true });
        else setReport(r);
      } catch (e) {
        if (signal?.aborted) return;
        setRound(null);
        setShoe(null);
        setNotice({ text: t(errorKey(e)), error: true });
      } finally {
        if (!signal?.aborted) setBusy(false);
      }
    },
    [lang, t],
  );

  useEffect(() => {
    if (!initialRoundId) return;
    const ctl = new AbortController();
    void run(initialRoundId, '', ctl.signal);
    return () => ctl.abort();
  }, [initialRoundId, run]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!roundId.trim()) return setNotice({ text: t('tables.verify.error.id.missing'), error: true });
    const url = new URL(location.href);
    url.searchParams.set('table-round', roundId.trim());
    history.replaceState(null, '', url);
    void run(roundId, seed);
  };

  const verdict = report ? tableVerdict(report) : null;
  const mismatches = report?.shoeRounds?.filter((r) => r.check === 'mismatch').length ?? 0;

  return (
    <>
      <form className="card verify__form" onSubmit={submit} noValidate>
        <h2>{t('tables.verify.formTitle')}</h2>
        <Field label={t('tables.verify.roundId')} wide>
          {(id) => (
            <input
              id={id}
              className="input mono"
              value={roundId}
              onChange={(e) => setRoundId(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={t('tables.verify.serverSeed')} wide help={t('tables.verify.serverSeedHelp')}>
          {(id) => (
            <input
              id={id}
              className="input mono"
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <div className="verify__actions">
          <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
            {busy ? t('verify.running') : t('verify.run')}
          </button>
        </div>
      </form>

      {round && (
        <div className="card verify__round">
          <dl>
            <div>
              <dt>{t('tables.verify.game')}</dt>
              <dd>
                {t(`game.${gameCodes[round.game]}`)} · {t('tables.round', { n: round.number })}
              </dd>
            </div>
            <div>
              <dt>{t('tables.verify.closedAt')}</dt>
              <dd>{new Date(round.closesAt).toLocaleString(locale)}</dd>
            </div>
            <div>
              <dt>{t('tables.verify.hash')}</dt>
              <dd className="mono">{shoe?.serverSeedHash ?? round.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('tables.verify.clientSeed')}</dt>
              <dd className="mono">
                {shoe ? `${shoe.clientSeed} / 0` : `${round.clientSeed} / ${round.nonce}`}
              </dd>
            </div>
            {round.shoe && (
              <div>
                <dt>{t('tables.verify.shoeLabel')}</dt>
                <dd>
                  {t('tables.verify.shoe', { n: round.shoe.number, position: round.shoe.position + 1 })}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('tables.verify.serverSeed')}</dt>
              <dd className="mono">
                {(shoe ? shoe.serverSeed : round.serverSeed) ?? t('tables.verify.unrevealedShort')}
              </dd>
            </div>
          </dl>
        </div>
      )}

      {notice && (
        <p
          className={`notice${notice.error ? ' notice--error' : ''}`}
          role={notice.error ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}

      {report && verdict && round && (
        <section className={`card verify__result verify__result--${verdict}`} aria-live="polite">
          <VerdictHead verdict={verdict} hashLabel={t('verify.hashCheck')} hashCheck={report.hashCheck} />
          <table className="verify__table">
            <CompareTableHead />
            <tbody>
              <tr>
                <th scope="row">{t('tables.verify.outcome')}</th>
                <td className="mono">{outcomeText(round.game, report.outcome)[lang]}</td>
                <td className="mono">{round.outcome ? outcomeText(round.game, round.outcome)[lang] : '—'}</td>
                <td>
                  <CheckBadge check={report.outcomeCheck} />
                </td>
              </tr>
              {report.shoeRounds && (
                <tr>
                  <th scope="row">{t('tables.verify.shoeRounds')}</th>
                  <td colSpan={2}>
                    {mismatches === 0
                      ? t('tables.verify.shoeAll', { n: report.shoeRounds.length })
                      : t('tables.verify.shoeSome', { n: mismatches })}
                  </td>
                  <td>
                    <CheckBadge check={mismatches === 0 ? 'match' : 'mismatch'} />
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
