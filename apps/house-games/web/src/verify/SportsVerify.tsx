import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Grade, SportOutcome } from '../../../src/engine/sports/index.ts';
import { getSportsEvent, type SportsEventValue } from '../api/sports.ts';
import type { PlainKey, TFunction } from '../i18n/index.ts';
import { useI18n } from '../i18n/react.tsx';
import { sideNames } from '../lib/sports-names.ts';
import { errorKey } from '../shell/house.tsx';
import { CheckBadge, CompareTableHead, Field, VerdictHead } from './parts.tsx';
import {
  type MarketSettlement,
  type SportsReport,
  sportsVerdict,
  storedResult,
  verifySportsEvent,
} from './verify-sports.ts';

const GRADE_ORDER = ['won', 'half-won', 'push', 'half-lost'] as const satisfies readonly Grade[];

/** "2 – 1", "104 – 101 (OT)", "Meron wins". */
function resultText(o: SportOutcome, t: TFunction): string {
  switch (o.sport) {
    case 'cockfight':
      return o.winner === 'draw'
        ? t('watch.cockfight.draw')
        : t('watch.cockfight.wins', { side: t(`watch.cockfight.${o.winner}`) });
    case 'basketball':
      return `${o.home} – ${o.away}${o.overtime ? ` (${t('watch.basketball.ot')})` : ''}`;
    default:
      return `${o.home} – ${o.away}`;
  }
}

function storedText(stored: unknown, t: TFunction): string | null {
  const s = storedResult(stored);
  if (!s) return null;
  try {
    return resultText(s.result as SportOutcome, t);
  } catch {
    return JSON.stringify(s.result);
  }
}

/** Timeline length as the player can count it: football goals and moments, basketball ticks, ... */
function timelineText(timeline: unknown, t: TFunction): string {
  const tl = timeline as Record<string, readonly unknown[] | number> | null;
  if (!tl) return '—';
  const n = Object.values(tl).reduce<number>((sum, v) => sum + (Array.isArray(v) ? v.length : 0), 0);
  return t('verify.sports.timelineItems', { n });
}

function pickLabel(pick: string, names: { home: string; away: string }, t: TFunction): string {
  if (pick === 'home' || pick === 'meron') return names.home;
  if (pick === 'away' || pick === 'wala') return names.away;
  switch (pick) {
    case 'draw':
    case 'over':
    case 'under':
    case 'yes':
    case 'no':
    case 'other-home':
    case 'other-draw':
    case 'other-away':
      return t(`verify.sports.pick.${pick}`);
    default:
      return pick;
  }
}

/** "Total 2.5"; a handicap line is the home side's: "Asian handicap: Harbour Falcons -0.75". */
function marketLabel(m: MarketSettlement, home: string, t: TFunction): string {
  const name = t(`verify.sports.market.${m.kind}` as PlainKey);
  if (m.line === null) return name;
  if (m.kind === 'total' || m.kind === 'total-maps') return `${name} ${m.line}`;
  return `${name}: ${home} ${m.line > 0 ? '+' : ''}${m.line}`;
}

/**
 * Verify a sports event (issue 19): load it by id, recompute outcome and timeline from the revealed (or a
 * pasted) server seed in the browser, compare, and settle every market on the recomputed result.
 */
export function SportsVerify({ initialEventId }: { initialEventId: string | null }) {
  const { t, lang, locale } = useI18n();
  const [eventId, setEventId] = useState(initialEventId ?? '');
  const [seed, setSeed] = useState('');
  const [event, setEvent] = useState<SportsEventValue | null>(null);
  const [report, setReport] = useState<SportsReport | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (id: string, pasted: string, signal?: AbortSignal) => {
      setBusy(true);
      setNotice(null);
      setReport(null);
      try {
        const { event: loaded } = await getSportsEvent(id.trim(), lang, signal);
        setEvent(loaded);
        const useSeed = pasted.trim() || loaded.serverSeed;
        if (!useSeed) {
          setNotice({ text: t('verify.sports.unrevealed'), error: false });
          return;
        }
        const r = await verifySportsEvent(loaded, useSeed);
        if (typeof r === 'string') setNotice({ text: t(`verify.sports.error.${r}`), error: true });
        else setReport(r);
      } catch (e) {
        if (signal?.aborted) return;
        setEvent(null);
        setNotice({ text: t(errorKey(e)), error: true });
      } finally {
        if (!signal?.aborted) setBusy(false);
      }
    },
    [lang, t],
  );

  useEffect(() => {
    if (!initialEventId) return;
    const ctl = new AbortController();
    void run(initialEventId, '', ctl.signal);
    return () => ctl.abort();
  }, [initialEventId, run]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!eventId.trim()) return setNotice({ text: t('verify.sports.error.id.missing'), error: true });
    const url = new URL(location.href);
    url.searchParams.set('event', eventId.trim());
    history.replaceState(null, '', url);
    void run(eventId, seed);
  };

  const names = event ? sideNames(event.sport, event.fixture, lang) : null;
  const verdict = report ? sportsVerdict(report) : null;

  return (
    <>
      <form className="card verify__form" onSubmit={submit} noValidate>
        <h2>{t('verify.sports.formTitle')}</h2>
        <Field label={t('verify.sports.eventId')} wide>
          {(id) => (
            <input
              id={id}
              className="input mono"
              value={eventId}
              onChange={(e) => setEventId(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={t('verify.sports.serverSeed')} wide help={t('verify.sports.serverSeedHelp')}>
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

      {event && names && (
        <div className="card verify__round">
          <dl>
            <div>
              <dt>{t('verify.sports.event')}</dt>
              <dd className="mono">{event.id}</dd>
            </div>
            <div>
              <dt>{t('verify.sports.match')}</dt>
              <dd>
                {t(`watch.sport.${event.sport}`)}: {names.home} {t('watch.versus')} {names.away}
              </dd>
            </div>
            <div>
              <dt>{t('verify.sports.kickoff')}</dt>
              <dd>{new Date(event.kickoffAt).toLocaleString(locale)}</dd>
            </div>
            <div>
              <dt>{t('verify.sports.hash')}</dt>
              <dd className="mono">{event.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('verify.sports.clientSeed')}</dt>
              <dd className="mono">
                {event.clientSeed} / {event.nonce}
              </dd>
            </div>
            <div>
              <dt>{t('verify.sports.serverSeed')}</dt>
              <dd className="mono">{event.serverSeed ?? t('verify.sports.unrevealedShort')}</dd>
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

      {report && verdict && names && event && (
        <section className={`card verify__result verify__result--${verdict}`} aria-live="polite">
          <VerdictHead verdict={verdict} hashLabel={t('verify.hashCheck')} hashCheck={report.hashCheck} />
          <table className="verify__table">
            <CompareTableHead />
            <tbody>
              <tr>
                <th scope="row">{t('verify.sports.result')}</th>
                <td className="mono">{resultText(report.outcome, t)}</td>
                <td className="mono">{storedText(event.outcome, t) ?? '—'}</td>
                <td>
                  <CheckBadge check={report.resultCheck} />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('verify.sports.timeline')}</th>
                <td className="mono">{timelineText(report.timeline, t)}</td>
                <td className="mono">{timelineText(storedResult(event.outcome)?.timeline ?? null, t)}</td>
                <td>
                  <CheckBadge check={report.timelineCheck} />
                </td>
              </tr>
            </tbody>
          </table>
          <h3>{t('verify.sports.markets')}</h3>
          <table className="verify__table verify__markets">
            <thead>
              <tr>
                <th scope="col">{t('verify.sports.market')}</th>
                <th scope="col">{t('verify.sports.settlement')}</th>
              </tr>
            </thead>
            <tbody>
              {report.markets.map((m) => (
                <tr key={m.id}>
                  <th scope="row">{marketLabel(m, names.home, t)}</th>
                  <td>
                    {GRADE_ORDER.flatMap((g) =>
                      m.picks
                        .filter((p) => p.grade === g)
                        .map((p) => (
                          <span key={p.id} className={`grade grade--${g}`}>
                            {pickLabel(p.id, names, t)}: {t(`verify.sports.grade.${g}`)}
                          </span>
                        )),
                    )}
                    {m.picks.every((p) => p.grade === 'lost') && t('verify.sports.noWinner')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
