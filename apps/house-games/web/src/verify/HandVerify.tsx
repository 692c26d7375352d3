import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { cardText } from '../../../src/engine/cards/deck.ts';
import type { HandVerifyValue } from '../../../src/shared/rooms-api.ts';
import { getHand } from '../api/rooms.ts';
import { bullName, handName } from '../games/rooms/hand-names.ts';
import { useI18n } from '../i18n/react.tsx';
import { errorKey } from '../shell/house.tsx';
import { CheckBadge, CompareTableHead, Field, VerdictHead } from './parts.tsx';
import { combineChecks } from './verify-logic.ts';
import { verifyHand, type HandReport } from './verify-hand.ts';

const cards = (list: readonly number[] | null) =>
  list && list.length > 0 ? list.map(cardText).join(' ') : '—';

/**
 * Verify a card room hand: load it by id, check SHA-256(server seed) against the hash published at the
 * hand's start, rebuild the deck from the seeds with the engine, compare the dealt cards and the board,
 * and recompute the winners.
 */
export function HandVerify({ initialHandId }: { initialHandId: string | null }) {
  const { t, lang, locale } = useI18n();
  const [handId, setHandId] = useState(initialHandId ?? '');
  const [seed, setSeed] = useState('');
  const [hand, setHand] = useState<HandVerifyValue | null>(null);
  const [report, setReport] = useState<HandReport | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (id: string, pasted: string, signal?: AbortSignal) => {
      setBusy(true);
      setNotice(null);
      setReport(null);
      try {
        const loaded = await getHand(id.trim(), lang, signal);
        setHand(loaded);
        if (loaded.status === 'running' && !pasted.trim()) {
          setNotice({ text: t('rooms.verify.running'), error: false });
          return;
        }
        if (loaded.status === 'void') setNotice({ text: t('rooms.verify.void'), error: false });
        const r = await verifyHand(loaded, pasted);
        if (typeof r === 'string') setNotice({ text: t(`rooms.verify.error.${r}`), error: true });
        else setReport(r);
      } catch (e) {
        if (signal?.aborted) return;
        setHand(null);
        setNotice({ text: t(errorKey(e)), error: true });
      } finally {
        if (!signal?.aborted) setBusy(false);
      }
    },
    [lang, t],
  );

  useEffect(() => {
    if (!initialHandId) return;
    const ctl = new AbortController();
    void run(initialHandId, '', ctl.signal);
    return () => ctl.abort();
  }, [initialHandId, run]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!handId.trim()) return setNotice({ text: t('rooms.verify.error.id.missing'), error: true });
    const url = new URL(location.href);
    url.searchParams.set('hand', handId.trim());
    history.replaceState(null, '', url);
    void run(handId, seed);
  };

  const verdict = report
    ? combineChecks([
        report.hashCheck,
        report.clientSeedCheck,
        report.deckCheck,
        report.board.check,
        report.winners.check,
        ...report.seats.map((s) => s.check),
      ])
    : null;
  const seatName = (seat: number) => {
    const p = hand?.seats.find((s) => s.seat === seat);
    return `${t('rooms.table.seatN', { n: seat + 1 })}${p ? ` (${p.player})` : ''}`;
  };

  return (
    <>
      <form className="card verify__form" onSubmit={submit} noValidate>
        <h2>{t('rooms.verify.formTitle')}</h2>
        <Field label={t('rooms.verify.handId')} wide>
          {(id) => (
            <input
              id={id}
              className="input mono"
              value={handId}
              onChange={(e) => setHandId(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={t('rooms.verify.serverSeed')} wide help={t('rooms.verify.serverSeedHelp')}>
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

      {hand && (
        <div className="card verify__round">
          <dl>
            <div>
              <dt>{t('rooms.verify.handId')}</dt>
              <dd className="mono">
                {hand.handId} · {t(`game.${hand.game === 'holdem' ? 'HOUSEPK_HOLDEM' : 'HOUSEPK_BULLBULL'}`)}{' '}
                · {t('rooms.table.hand', { n: hand.handNo })} ·{' '}
                {new Date(hand.startedAt).toLocaleString(locale)}
              </dd>
            </div>
            <div>
              <dt>{t('rooms.verify.hash')}</dt>
              <dd className="mono">{hand.fair.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('rooms.verify.playerSeeds')}</dt>
              <dd className="mono">
                {hand.fair.playerSeeds.map((s) => `${s.seat + 1}: ${s.seed}`).join(' · ')}
              </dd>
            </div>
            <div>
              <dt>{t('rooms.verify.clientSeed')}</dt>
              <dd className="mono">{hand.fair.clientSeed}</dd>
            </div>
            <div>
              <dt>{t('rooms.verify.nonce')}</dt>
              <dd className="mono">{hand.fair.nonce}</dd>
            </div>
            <div>
              <dt>{t('rooms.verify.serverSeed')}</dt>
              <dd className="mono">{hand.fair.serverSeed ?? t('verify.sports.unrevealedShort')}</dd>
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

      {report && verdict && hand && (
        <section className={`card verify__result verify__result--${verdict}`} aria-live="polite">
          <VerdictHead verdict={verdict} hashLabel={t('verify.hashCheck')} hashCheck={report.hashCheck} />
          <table className="verify__table">
            <CompareTableHead />
            <tbody>
              <tr>
                <th scope="row">{t('rooms.verify.clientSeed')}</th>
                <td className="mono">{hand.fair.clientSeed.slice(0, 16)}…</td>
                <td className="mono">{hand.fair.clientSeed.slice(0, 16)}…</td>
                <td>
                  <CheckBadge check={report.clientSeedCheck} />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('rooms.verify.deck')}</th>
                <td className="mono">
                  {cards(report.deck.slice(0, hand.deck?.length ?? report.deck.length))}
                </td>
                <td className="mono">{cards(hand.deck)}</td>
                <td>
                  <CheckBadge check={report.deckCheck} />
                </td>
              </tr>
              {report.seats.map((s) => (
                <tr key={s.seat}>
                  <th scope="row">
                    {t('rooms.verify.cardsOf', { n: s.seat + 1 })} <span className="muted">{s.player}</span>
                    {s.folded && <span className="muted"> · {t('rooms.verify.folded')}</span>}
                  </th>
                  <td className="mono">
                    {cards(s.recomputed)}
                    {s.best && ` · ${handName(s.best.category, lang)}`}
                    {s.bull && ` · ${bullName(s.bull, lang)} (${s.bull.multiplier}×)`}
                  </td>
                  <td className="mono">{cards(s.stored)}</td>
                  <td>
                    <CheckBadge check={s.check} />
                  </td>
                </tr>
              ))}
              {hand.game === 'holdem' && (
                <tr>
                  <th scope="row">{t('rooms.verify.board')}</th>
                  <td className="mono">{cards(report.board.recomputed)}</td>
                  <td className="mono">{cards(hand.board)}</td>
                  <td>
                    <CheckBadge check={report.board.check} />
                  </td>
                </tr>
              )}
              <tr>
                <th scope="row">
                  {hand.game === 'holdem' ? t('rooms.verify.winners') : t('rooms.verify.banker')}
                </th>
                <td>{report.winners.seats.map(seatName).join(', ') || '—'}</td>
                <td className="mono">
                  {hand.result
                    ? hand.result.nets
                        .map((n) => `${n.seat + 1}: ${n.net > 0 ? '+' : ''}${n.net}`)
                        .join(' · ')
                    : '—'}
                </td>
                <td>
                  <CheckBadge check={report.winners.check} />
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
