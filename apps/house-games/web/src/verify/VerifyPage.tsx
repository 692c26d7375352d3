import { useEffect, useState } from 'react';
import {
  houseGameCodes,
  houseGameKind,
  type HouseGameCode,
  type RoundValue,
} from '../../../src/shared/api.ts';
import type { DiceDirection } from '../../../src/engine/dice.ts';
import { isHash, isServerSeed, validateClientSeed } from '../../../src/engine/fair-core.ts';
import { PLINKO_RISKS, PLINKO_ROWS, type PlinkoRisk, type PlinkoRows } from '../../../src/engine/plinko.ts';
import { rtpVariantsOf } from '../../../src/engine/rtp-variants.ts';
import { HouseApiError, getVerify } from '../api/client.ts';
import { useI18n } from '../i18n/react.tsx';
import type { PlainKey } from '../i18n/index.ts';
import {
  crashOutcome,
  diceOutcome,
  plinkoOutcome,
  read,
  readDiceParams,
  readPlinkoParams,
  readRtp,
} from '../lib/outcomes.ts';
import { SymbolDefs, SymbolIcon } from '../games/slots/symbols.tsx';
import { Icon } from '../shell/icons.tsx';
import { CheckBadge, CompareTableHead, Field, VerdictHead } from './parts.tsx';
import { formatMoney } from '../lib/money.ts';
import {
  amountDecimals,
  overall,
  slotDefinition,
  verifyCrash,
  verifyDice,
  verifyPlinko,
  verifySlots,
  type VerifyReport,
} from './verify-logic.ts';
import { FishVerify } from './FishVerify.tsx';
import { HandVerify } from './HandVerify.tsx';
import { SportsVerify } from './SportsVerify.tsx';
import { TableVerify } from './TableVerify.tsx';
import './verify.css';

interface Form {
  game: HouseGameCode;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  target: string;
  direction: DiceDirection;
  rows: PlinkoRows;
  risk: PlinkoRisk;
  /** The RTP variant in percent the round played (decision 0034); '' = the game's default. */
  rtp: string;
  roundHash: string;
  terminatingHash: string;
  salt: string;
  maxSteps: string;
}

const emptyForm: Form = {
  game: 'HOUSE_DICE',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  bet: '',
  target: '50.00',
  direction: 'over',
  rows: 12,
  risk: 'medium',
  rtp: '',
  roundHash: '',
  terminatingHash: '',
  salt: '',
  maxSteps: '100000',
};

function formFromRound(round: RoundValue): Form {
  const kind = houseGameKind(round.game);
  const form: Form = {
    ...emptyForm,
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    bet: String(round.bet),
  };
  const rtp = readRtp(round.params, round.outcome);
  if (rtp !== null) form.rtp = String(rtp);
  if (kind === 'dice') {
    const p = readDiceParams(round.params, read(diceOutcome, round.outcome));
    if (p) Object.assign(form, { target: (p.target / 100).toFixed(2), direction: p.direction });
  }
  if (kind === 'plinko') {
    const p = readPlinkoParams(round.params, read(plinkoOutcome, round.outcome));
    if (p) Object.assign(form, { rows: p.rows, risk: p.risk });
  }
  if (kind === 'crash') {
    // A crash round in roundValue: serverSeedHash is the chain's terminating hash, serverSeed the round's
    // chain hash (once crashed), clientSeed the chain's salt and nonce the round's number in the chain.
    Object.assign(form, {
      roundHash: round.serverSeed ?? '',
      terminatingHash: round.serverSeedHash,
      salt: round.clientSeed,
      maxSteps: String(Math.max(1, round.nonce)),
    });
  }
  return form;
}

/** A crash round handed over in the address (the live page links rounds it saw crash this way). */
function formFromQuery(
  q: URLSearchParams,
): { form: Form; crashPoint: number | null; roundNumber: number | null } | null {
  if (q.get('game') !== 'HOUSE_CRASH' || !q.get('chain')) return null;
  const n = Number(q.get('n'));
  const crash = Number(q.get('crash'));
  return {
    form: {
      ...emptyForm,
      game: 'HOUSE_CRASH',
      roundHash: q.get('hash') ?? '',
      terminatingHash: q.get('chain') ?? '',
      salt: q.get('salt') ?? '',
      maxSteps: Number.isInteger(n) && n > 0 ? String(n) : emptyForm.maxSteps,
    },
    crashPoint: Number.isInteger(crash) && crash >= 100 ? crash : null,
    roundNumber: Number.isInteger(n) && n > 0 ? n : null,
  };
}

function MiniGrid({
  game,
  grid,
  label,
}: {
  game: string;
  grid: readonly (readonly string[])[];
  label: string;
}) {
  return (
    <div className="mini-grid" role="img" aria-label={label}>
      {[0, 1, 2].map((row) =>
        grid.map((col, reel) => (
          <span key={`${reel}-${row}`} className="mini-grid__cell">
            <SymbolIcon game={game} id={col[row] ?? ''} />
          </span>
        )),
      )}
    </div>
  );
}

type Mode = 'rounds' | 'sports' | 'tables' | 'hands' | 'fish';

export default function VerifyPage() {
  const { t } = useI18n();
  const [query] = useState(() => new URLSearchParams(location.search));
  const [mode, setMode] = useState<Mode>(
    query.has('event')
      ? 'sports'
      : query.has('table-round')
        ? 'tables'
        : query.has('hand')
          ? 'hands'
          : query.has('fish')
            ? 'fish'
            : 'rounds',
  );
  return (
    <div className="verify">
      <SymbolDefs />
      <header className="verify__head">
        <div className="verify__icon">
          <Icon name="shield" size={26} />
        </div>
        <div>
          <h1>{t('verify.title')}</h1>
          <p className="muted">{t('verify.lead')}</p>
        </div>
      </header>
      <div className="verify__modes" role="group" aria-label={t('verify.sports.modes')}>
        {(['rounds', 'sports', 'tables', 'hands'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`verify__mode${mode === m ? ' verify__mode--on' : ''}`}
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
          >
            {m === 'tables'
              ? t('tables.verify.mode')
              : m === 'hands'
                ? t('rooms.verify.mode')
                : t(`verify.sports.mode.${m}`)}
          </button>
        ))}
        <button
          type="button"
          className={`verify__mode${mode === 'fish' ? ' verify__mode--on' : ''}`}
          aria-pressed={mode === 'fish'}
          onClick={() => setMode('fish')}
        >
          {t('fishing.verifyMode')}
        </button>
      </div>
      {mode === 'fish' ? (
        <FishVerify initialBatchId={query.get('fish')} />
      ) : mode === 'hands' ? (
        <HandVerify initialHandId={query.get('hand')} />
      ) : mode === 'sports' ? (
        <SportsVerify initialEventId={query.get('event')} />
      ) : mode === 'tables' ? (
        <TableVerify initialRoundId={query.get('table-round')} />
      ) : (
        <RoundVerify query={query} />
      )}
    </div>
  );
}

function RoundVerify({ query }: { query: URLSearchParams }) {
  const { t, lang, locale } = useI18n();
  const roundId = query.get('round');
  const [fromQuery] = useState(() => formFromQuery(query));
  const [form, setForm] = useState<Form>(fromQuery?.form ?? emptyForm);
  const [round, setRound] = useState<RoundValue | null>(null);
  const [loading, setLoading] = useState(roundId !== null);
  const [loadError, setLoadError] = useState<PlainKey | null>(null);
  const [report, setReport] = useState<VerifyReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kind = houseGameKind(form.game);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setReport(null);
  };

  useEffect(() => {
    document.title = t('verify.title');
  }, [t]);

  const run = async (f: Form, stored: RoundValue | null) => {
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      const k = houseGameKind(f.game);
      const sameRound = stored && stored.game === f.game ? stored : null;
      const storedRound = {
        bet: f.bet.trim() ? Number(f.bet) : null,
        win: sameRound ? sameRound.win : null,
        outcome: sameRound ? sameRound.outcome : null,
        decimals: sameRound?.decimals,
      };
      const seed = {
        serverSeed: f.serverSeed,
        serverSeedHash: f.serverSeedHash,
        clientSeed: f.clientSeed,
        nonce: Number(f.nonce),
      };
      // The variant the round played: it decides the multipliers and pays recomputed.
      const rtp = f.rtp ? Number(f.rtp) : undefined;
      let r: VerifyReport;
      if (k !== 'crash') {
        if (!isServerSeed(seed.serverSeed.trim().toLowerCase())) throw new RangeError(t('verify.badSeed'));
        if (validateClientSeed(seed.clientSeed) !== null) throw new RangeError(t('verify.badClientSeed'));
        if (!/^\d+$/.test(f.nonce.trim())) throw new RangeError(t('verify.badNonce'));
      }
      if (k === 'crash') {
        if (!isHash(f.roundHash.trim().toLowerCase()) || !isHash(f.terminatingHash.trim().toLowerCase()))
          throw new RangeError(t('verify.badHash'));
        const o = sameRound ? read(crashOutcome, sameRound.outcome) : null;
        const sameQuery =
          !sameRound && fromQuery && fromQuery.form.roundHash === f.roundHash ? fromQuery : null;
        r = await verifyCrash(
          {
            roundHash: f.roundHash,
            terminatingHash: f.terminatingHash,
            salt: f.salt,
            maxSteps: Math.min(10_000_000, Math.max(1, Number(f.maxSteps) || 1)),
          },
          {
            crashPoint: o?.crashPoint ?? sameQuery?.crashPoint ?? null,
            roundNumber: sameRound ? sameRound.nonce : (sameQuery?.roundNumber ?? null),
            bet: sameRound && o ? { cashedOutAt: o.cashedOutAt ?? null, win: sameRound.win } : null,
          },
        );
      } else if (k === 'dice') {
        r = await verifyDice(
          seed,
          { target: Math.round(Number(f.target) * 100), direction: f.direction, rtp },
          storedRound,
        );
      } else if (k === 'plinko') {
        r = await verifyPlinko(seed, { rows: f.rows, risk: f.risk, rtp }, storedRound);
      } else {
        r = await verifySlots(f.game, seed, storedRound, rtp);
      }
      setReport(r);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (fromQuery && fromQuery.form.roundHash) void run(fromQuery.form, null);
    // Once, for a crash round handed over in the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!roundId) return;
    const ctl = new AbortController();
    getVerify(roundId, lang, ctl.signal)
      .then((r) => {
        const f = formFromRound(r);
        setRound(r);
        setForm(f);
        setLoading(false);
        if (r.serverSeed) void run(f, r);
      })
      .catch((e: unknown) => {
        if (ctl.signal.aborted) return;
        setLoading(false);
        setLoadError(
          e instanceof HouseApiError && e.code === 'round.not.found'
            ? 'verify.notFound'
            : 'verify.loadFailed',
        );
      });
    return () => ctl.abort();
    // Loads once for the address's round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId, lang]);

  const verdict = report ? overall(report) : null;
  const waitingForSeed = round !== null && round.serverSeed === null;
  const gameName = (code: HouseGameCode) => t(`game.${code}`);

  return (
    <>
      {loading && (
        <p className="muted" role="status">
          <span className="spinner spinner--sm" /> {t('verify.loading')}
        </p>
      )}
      {loadError && (
        <p className="notice notice--error" role="alert">
          {t(loadError)}
        </p>
      )}
      {round && (
        <div className="card verify__round">
          <dl>
            <div>
              <dt>{t('verify.round')}</dt>
              <dd className="mono">{round.roundId}</dd>
            </div>
            <div>
              <dt>{t('verify.game')}</dt>
              <dd>{gameName(round.game)}</dd>
            </div>
            <div>
              <dt>{t('verify.time')}</dt>
              <dd>{new Date(round.time).toLocaleString(locale)}</dd>
            </div>
            <div>
              <dt>{t('verify.betWin')}</dt>
              <dd>
                {formatMoney(round.bet, round.decimals ?? amountDecimals(round.bet, round.win), locale)} /{' '}
                {formatMoney(round.win, round.decimals ?? amountDecimals(round.bet, round.win), locale)}{' '}
                {round.currency ?? ''}
              </dd>
            </div>
          </dl>
          {waitingForSeed && (
            <p className="notice">
              {t(houseGameKind(round.game) === 'crash' ? 'verify.notRevealedCrash' : 'verify.notRevealed')}
            </p>
          )}
        </div>
      )}

      <form
        className="card verify__form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(form, round);
        }}
      >
        <Field label={t('verify.game')}>
          {(id) => (
            <select
              id={id}
              className="input"
              value={form.game}
              onChange={(e) => {
                // Another game has other variants: back to its default.
                set('rtp', '');
                set('game', e.target.value as HouseGameCode);
              }}
            >
              {houseGameCodes.map((code) => (
                <option key={code} value={code}>
                  {gameName(code)}
                </option>
              ))}
            </select>
          )}
        </Field>

        {kind === 'crash' ? (
          <>
            <Field label={t('verify.roundHash')} wide>
              {(id) => (
                <input
                  id={id}
                  className="input mono"
                  value={form.roundHash}
                  onChange={(e) => set('roundHash', e.target.value)}
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label={t('verify.terminatingHash')} wide>
              {(id) => (
                <input
                  id={id}
                  className="input mono"
                  value={form.terminatingHash}
                  onChange={(e) => set('terminatingHash', e.target.value)}
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label={t('verify.salt')} wide>
              {(id) => (
                <input
                  id={id}
                  className="input mono"
                  value={form.salt}
                  onChange={(e) => set('salt', e.target.value)}
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label={t('verify.maxSteps')} help={t('verify.maxStepsHelp')}>
              {(id) => (
                <input
                  id={id}
                  className="input"
                  inputMode="numeric"
                  value={form.maxSteps}
                  onChange={(e) => set('maxSteps', e.target.value)}
                />
              )}
            </Field>
          </>
        ) : (
          <>
            <Field label={t('verify.serverSeed')} wide>
              {(id) => (
                <input
                  id={id}
                  className="input mono"
                  value={form.serverSeed}
                  onChange={(e) => set('serverSeed', e.target.value)}
                  spellCheck={false}
                  placeholder={t('verify.serverSeedPlaceholder')}
                />
              )}
            </Field>
            <Field label={t('verify.serverSeedHash')} wide>
              {(id) => (
                <input
                  id={id}
                  className="input mono"
                  value={form.serverSeedHash}
                  onChange={(e) => set('serverSeedHash', e.target.value)}
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label={t('verify.clientSeed')}>
              {(id) => (
                <input
                  id={id}
                  className="input"
                  value={form.clientSeed}
                  onChange={(e) => set('clientSeed', e.target.value)}
                  spellCheck={false}
                />
              )}
            </Field>
            <Field label={t('verify.nonce')}>
              {(id) => (
                <input
                  id={id}
                  className="input"
                  inputMode="numeric"
                  value={form.nonce}
                  onChange={(e) => set('nonce', e.target.value)}
                />
              )}
            </Field>
            <Field label={t('verify.bet')} help={t('verify.betHelp')}>
              {(id) => (
                <input
                  id={id}
                  className="input"
                  inputMode="decimal"
                  value={form.bet}
                  onChange={(e) => set('bet', e.target.value)}
                />
              )}
            </Field>
            {kind === 'dice' && (
              <>
                <Field label={t('verify.target')}>
                  {(id) => (
                    <input
                      id={id}
                      className="input"
                      inputMode="decimal"
                      value={form.target}
                      onChange={(e) => set('target', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('dice.direction')}>
                  {(id) => (
                    <select
                      id={id}
                      className="input"
                      value={form.direction}
                      onChange={(e) => set('direction', e.target.value as DiceDirection)}
                    >
                      <option value="over">{t('dice.over')}</option>
                      <option value="under">{t('dice.under')}</option>
                    </select>
                  )}
                </Field>
              </>
            )}
            {kind === 'plinko' && (
              <>
                <Field label={t('plinko.rows')}>
                  {(id) => (
                    <select
                      id={id}
                      className="input"
                      value={form.rows}
                      onChange={(e) => set('rows', Number(e.target.value) as PlinkoRows)}
                    >
                      {PLINKO_ROWS.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('plinko.risk')}>
                  {(id) => (
                    <select
                      id={id}
                      className="input"
                      value={form.risk}
                      onChange={(e) => set('risk', e.target.value as PlinkoRisk)}
                    >
                      {PLINKO_RISKS.map((r) => (
                        <option key={r} value={r}>
                          {t(`plinko.risk.${r}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </>
            )}
            {rtpVariantsOf(kind).length > 1 && (
              <Field label={t('verify.rtp')} help={t('verify.rtpHelp')}>
                {(id) => (
                  <select
                    id={id}
                    className="input"
                    value={form.rtp || String(rtpVariantsOf(kind)[0])}
                    onChange={(e) => set('rtp', e.target.value)}
                  >
                    {rtpVariantsOf(kind).map((v) => (
                      <option key={v} value={v}>
                        {v}%
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          </>
        )}
        <div className="verify__actions">
          <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
            {busy ? t('verify.running') : t('verify.run')}
          </button>
        </div>
      </form>

      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}

      {report && verdict && (
        <section className={`card verify__result verify__result--${verdict}`} aria-live="polite">
          <VerdictHead
            verdict={verdict}
            hashLabel={kind === 'crash' ? t('verify.chainCheck') : t('verify.hashCheck')}
            hashCheck={report.hashCheck}
          />
          <table className="verify__table">
            <CompareTableHead />
            <tbody>
              {report.comparisons.map((c) => (
                <tr key={c.label}>
                  <th scope="row">{t(`verify.field.${c.label}`)}</th>
                  <td className="mono">{c.label === 'grid' ? t('verify.gridBelow') : c.recomputed}</td>
                  <td className="mono">
                    {c.label === 'grid' ? (c.stored ? t('verify.gridBelow') : '—') : (c.stored ?? '—')}
                  </td>
                  <td>
                    <CheckBadge check={c.check} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.grid && report.slotGame && (
            <div className="verify__grids">
              <figure>
                <figcaption>{t('verify.recomputed')}</figcaption>
                <MiniGrid game={report.slotGame} grid={report.grid} label={t('verify.recomputed')} />
              </figure>
              {round &&
                Array.isArray(round.outcome.grid) &&
                slotDefinition(round.game, readRtp(round.params, round.outcome) ?? undefined) && (
                  <figure>
                    <figcaption>{t('verify.stored')}</figcaption>
                    <MiniGrid
                      game={report.slotGame}
                      grid={round.outcome.grid as string[][]}
                      label={t('verify.stored')}
                    />
                  </figure>
                )}
            </div>
          )}
        </section>
      )}

      <section className="card verify__how">
        <h2>{t('verify.howTitle')}</h2>
        <ol>
          <li>{t('verify.how1')}</li>
          <li>{t('verify.how2')}</li>
          <li>{t('verify.how3')}</li>
          <li>{t('verify.how4')}</li>
        </ol>
      </section>
    </>
  );
}
