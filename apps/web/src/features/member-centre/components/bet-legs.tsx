import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetLeg, BetLines, BetRow } from '@portal/contract';
import { Icon } from '@/components/icon';
import { useMoney } from '@/hooks/use-money';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';

const knownSports = ['football', 'basketball', 'esports', 'cockfight'] as const;
const isKnownSport = (s: string): s is (typeof knownSports)[number] =>
  (knownSports as readonly string[]).includes(s);

/** Odds as the sportsbook shows them: three decimals (1.875). */
const formatOdds = (odds: number) => odds.toFixed(3);

/**
 * A round's details in the betting record: a sports bet's legs (decision 0071), or the lines of a table,
 * card room or fishing round (decision 0075). A toggle that shows them, and the list: the table puts the list
 * in a row of its own under the bet, a card under its figures.
 */
export function useBetLegs(row: BetRow) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const legs = row.legs;
  if (!legs?.length) {
    if (!row.lines) return null;
    const toggle = (
      <button
        type="button"
        className="bet-legs__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('memberCentre.bets.linesCount', { count: row.lines.placed.length })}
        <Icon name="chevronDown" size={14} className={open ? 'bet-legs__chevron--open' : undefined} />
        <span className="visually-hidden">
          {open ? t('memberCentre.bets.hideLines') : t('memberCentre.bets.showLines')}
        </span>
      </button>
    );
    const list = open ? <BetLineList id={listId} roundId={row.roundId} lines={row.lines} /> : null;
    return { toggle, list, open };
  }
  const toggle = (
    <button
      type="button"
      className="bet-legs__toggle"
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen((o) => !o)}
    >
      {t('memberCentre.bets.legsCount', { count: legs.length })}
      <Icon name="chevronDown" size={14} className={open ? 'bet-legs__chevron--open' : undefined} />
      <span className="visually-hidden">
        {open ? t('memberCentre.bets.hideLegs') : t('memberCentre.bets.showLegs')}
      </span>
    </button>
  );
  const list = open ? <BetLegList id={listId} roundId={row.roundId} legs={legs} /> : null;
  return { toggle, list, open };
}

function BetLegList({ id, roundId, legs }: { id: string; roundId: string; legs: BetLeg[] }): ReactNode {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ol id={id} className="bet-legs" aria-label={t('memberCentre.bets.legsOf', { round: roundId })}>
      {legs.map((leg, i) => {
        const result = leg.result ?? 'open';
        return (
          <li key={`${leg.eventId}:${i}`} className="bet-leg">
            <div className="bet-leg__head">
              <span className="bet-leg__event">{leg.eventName}</span>
              <span className={`tx-status bet-leg__result bet-leg__result--${result}`}>
                {t(`memberCentre.bets.legResults.${result}`)}
              </span>
            </div>
            <div className="bet-leg__pick">
              <span>
                {leg.market} · <strong>{leg.selection}</strong>
              </span>
              <span className="bet-leg__odds">
                <span className="visually-hidden">{t('memberCentre.bets.odds')} </span>@{formatOdds(leg.odds)}
              </span>
            </div>
            <div className="bet-leg__meta">
              <span>
                {isKnownSport(leg.sport) ? t(`memberCentre.bets.sports.${leg.sport}`) : leg.sport} ·{' '}
                {t('memberCentre.bets.kickoff')} {formatDateTime(leg.kickoffAt, lang)}
              </span>
              {leg.verifyUrl && /^https?:\/\//i.test(leg.verifyUrl) && (
                <a
                  className="bet-verify"
                  href={leg.verifyUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('memberCentre.bets.verifyEvent', { event: leg.eventName })}
                >
                  {t('memberCentre.bets.verify')}
                  <Icon name="external" size={13} />
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A lines round: what was staked, then the result and what each winning line returned. */
function BetLineList({ id, roundId, lines }: { id: string; roundId: string; lines: BetLines }): ReactNode {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div id={id} className="bet-legs" aria-label={t('memberCentre.bets.linesOf', { round: roundId })}>
      <div className="bet-leg">
        <div className="bet-leg__head">
          <span className="bet-leg__event">{t('memberCentre.bets.linesPlaced')}</span>
          {lines.result === null && (
            <span className="tx-status bet-leg__result bet-leg__result--open">
              {t('memberCentre.bets.legResults.open')}
            </span>
          )}
        </div>
        <ul className="bet-lines">
          {lines.placed.map((line, i) => (
            <li key={i} className="bet-leg__pick">
              <span>{line.label}</span>
              <span className="bet-leg__odds">{money.major(line.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
      {lines.result !== null && (
        <div className="bet-leg">
          <div className="bet-leg__head">
            <span className="bet-leg__event">{t('memberCentre.bets.linesResult')}</span>
            <span className="bet-leg__pick">{lines.result}</span>
          </div>
          {lines.won.length > 0 ? (
            <ul className="bet-lines">
              {lines.won.map((line, i) => (
                <li key={i} className="bet-leg__pick">
                  <span>{line.label}</span>
                  <span className="bet-leg__odds bet-leg__result--won">{money.major(line.amount)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="bet-leg__meta">{t('memberCentre.bets.linesNoWin')}</p>
          )}
        </div>
      )}
    </div>
  );
}
