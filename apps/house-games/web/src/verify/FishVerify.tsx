import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { fishKind } from '../../../src/engine/fishing/fish.ts';
import { getFishVerify, type FishingVerifyValue } from '../api/fishing.ts';
import { useI18n } from '../i18n/react.tsx';
import { formatMoney } from '../lib/money.ts';
import { errorKey } from '../shell/house.tsx';
import { CheckBadge, Field, VerdictHead } from './parts.tsx';
import type { Check } from './verify-logic.ts';
import { verifyBatch } from './verify-fish.ts';

export function FishVerify({ initialBatchId }: { initialBatchId: string | null }) {
  const { t, lang, locale } = useI18n();
  const [batchId, setBatchId] = useState(initialBatchId ?? '');
  const [batch, setBatch] = useState<FishingVerifyValue | null>(null);
  const [report, setReport] = useState<Awaited<ReturnType<typeof verifyBatch>> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (id: string) => {
      setError(null);
      setReport(null);
      try {
        const b = await getFishVerify(id.trim(), lang);
        setBatch(b);
        setReport(await verifyBatch(b));
      } catch (e) {
        setBatch(null);
        setError(t(errorKey(e)));
      }
    },
    [lang, t],
  );
  useEffect(() => {
    if (initialBatchId) void load(initialBatchId);
  }, [initialBatchId, load]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (batchId.trim()) void load(batchId);
  };
  const money = (v: number) => (batch ? formatMoney(v, batch.decimals, locale) : String(v));
  const verdict: Check = !report
    ? 'unknown'
    : report.shots.some((s) => s.check === 'mismatch')
      ? 'mismatch'
      : report.shots.every((s) => s.check === 'match')
        ? 'match'
        : 'unknown';
  const result = (r: { caught: boolean; multiplier: number; payout: number }) =>
    r.caught
      ? `${t('fishing.verifyCaught', { m: r.multiplier })} ${money(r.payout)}`
      : t('fishing.verifyMissed');

  return (
    <section className="verify__card">
      <form className="verify__form" onSubmit={submit}>
        <h2>{t('fishing.verifyTitle')}</h2>
        <Field label={t('fishing.verifyBatch')} wide>
          {(id) => (
            <input id={id} value={batchId} onChange={(e) => setBatchId(e.target.value)} maxLength={40} />
          )}
        </Field>
        <button type="submit" className="btn btn--primary">
          {t('fishing.verifyGo')}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {batch && report && (
        <div className="verify__result">
          <VerdictHead verdict={verdict} hashLabel={t('fishing.fairHash')} hashCheck={report.hash} />
          <p className="muted">
            {t('fishing.historyShots', { n: batch.shots, k: batch.catches })} · {t('fishing.historyBet')}{' '}
            {money(batch.bet)} · {t('fishing.historyWin')} {money(batch.win)} · RTP {batch.rtp}%
          </p>
          {report.hash === 'unknown' && <p className="muted">{t('fishing.verifyUnrevealed')}</p>}
          <div className="verify__table-wrap">
            <table className="verify__table">
              <thead>
                <tr>
                  <th scope="col">{t('fishing.fairNonce')}</th>
                  <th scope="col">{t('fishing.colFish')}</th>
                  <th scope="col">{t('fishing.bullet')}</th>
                  <th scope="col">{t('fishing.verifyStored')}</th>
                  <th scope="col">{t('fishing.verifyAgain')}</th>
                  <th scope="col">{t('verify.checkCol')}</th>
                </tr>
              </thead>
              <tbody>
                {report.shots.map((s) => (
                  <tr key={s.nonce}>
                    <td>{s.nonce}</td>
                    <td>{fishKind(s.kind)?.names[lang] ?? s.kind}</td>
                    <td>{money(s.bullet)}</td>
                    <td>{result(s.stored)}</td>
                    <td>{s.again ? result(s.again) : '—'}</td>
                    <td>
                      <CheckBadge check={s.check} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
