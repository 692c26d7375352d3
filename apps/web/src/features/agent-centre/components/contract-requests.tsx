import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useMoney } from '@/hooks/use-money';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { useConsolidated, type Consolidated } from '../api/consolidated';
import { useAnswerContract, type AnswerRequest } from '../api/contracts';
import './contracts.css';

const CLOSED_KEY = 'agentContractPopupClosed';

type Status = 'P' | 'A' | 'E' | 'C' | 'V' | 'R';
type Column = { key: string; label: string; format: (v: number) => string };
export interface RequestCard {
  key: string;
  kind: 'DIVIDEND' | 'DAILY' | 'MR_DAILY' | 'HOURLY' | 'REALTIME';
  id: number;
  status: Status;
  product: string;
  period: string;
  higherRate: boolean;
  rows: Record<string, number | string | null>[];
}

/** The pending requests of the consolidated payload as one card per contract (product × period). */
export function requestCards(c: Consolidated): RequestCard[] {
  const cards: RequestCard[] = [];
  const group = <R extends { status: Status; downlineHigherRate: 'Y' | 'N' }>(
    rows: R[],
    idOf: (r: R) => number,
    make: (r: R) => Omit<RequestCard, 'rows' | 'key' | 'higherRate' | 'status' | 'id'>,
  ) => {
    const byId = new Map<number, R[]>();
    for (const r of rows) byId.set(idOf(r), [...(byId.get(idOf(r)) ?? []), r]);
    for (const [id, list] of byId) {
      const first = list[0]!;
      const base = make(first);
      cards.push({
        ...base,
        key: `${base.kind}-${id}`,
        id,
        status: first.status,
        higherRate: first.downlineHigherRate === 'Y',
        rows: list as unknown as Record<string, number | string | null>[],
      });
    }
  };
  for (const [product, periods] of Object.entries(c.divtypecompperiodreq))
    for (const [period, rows] of Object.entries(periods))
      group(
        rows,
        (r) => r.id,
        () => ({ kind: 'DIVIDEND', product, period }),
      );
  for (const [product, rows] of Object.entries(c.dailysalreqtype))
    group(
      rows,
      (r) => r.id,
      (r) => ({ kind: r.kind, product, period: '' }),
    );
  for (const [product, rows] of Object.entries(c.contracthoursalreq))
    group(
      rows,
      (r) => r.contractId,
      (r) => ({ kind: 'HOURLY', product, period: r.frequency }),
    );
  for (const [product, list] of Object.entries(c.realtimesalreqtype))
    for (const r of list)
      cards.push({
        key: `REALTIME-${r.contractId}`,
        kind: 'REALTIME',
        id: r.contractId,
        status: r.status,
        product,
        period: '',
        higherRate: r.downlineHigherRate === 'Y',
        rows: r.realTimeSalaryRates,
      });
  return cards;
}

export const hasRequests = (c: Consolidated | undefined) => !!c && requestCards(c).length > 0;

/**
 * The wire code of each button (inventory 2.1.10): for a new or edited contract Reject sends R and Accept
 * A; for a termination request Reject sends A (keep) and Terminate C, except hourly salary, whose
 * Reject sends R and Terminate A (the original's reversed codes).
 */
export function buttonCodes(
  card: Pick<RequestCard, 'kind' | 'status'>,
):
  | { reject: 'A' | 'R'; accept: 'A'; terminate?: never }
  | { reject: 'A' | 'R'; terminate: 'A' | 'C'; accept?: never } {
  if (card.status !== 'V') return { reject: 'R', accept: 'A' };
  return card.kind === 'HOURLY' ? { reject: 'R', terminate: 'A' } : { reject: 'A', terminate: 'C' };
}

function answerOf(card: RequestCard, status: 'A' | 'R' | 'C'): AnswerRequest {
  if (card.kind === 'DIVIDEND')
    return { kind: 'DIVIDEND', productType: card.product, computationPeriod: card.period, status };
  if (card.kind === 'HOURLY')
    return { kind: 'HOURLY', contractId: card.id, productType: card.product, status };
  if (card.kind === 'REALTIME') return { kind: 'REALTIME', contractId: card.id, status };
  return { kind: 'DAILY', id: card.id, status };
}

/** The tier table of a card, the columns its kind has. */
export function TierTable({ card }: { card: Pick<RequestCard, 'kind' | 'rows'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const pct = (v: number) => `${v}%`;
  const rate = (row: Record<string, unknown>) => (v: number) =>
    row.rateType === 'F' ? t('agentContracts.tiers.fixed', { amount: money.major(v) }) : pct(v);
  let columns: Column[];
  if (card.kind === 'DIVIDEND') {
    columns = [
      { key: 'minimumBet', label: t('agentContracts.tiers.minimumBet'), format: money.major },
      { key: 'netLoss', label: t('agentContracts.tiers.netLoss'), format: money.major },
      ...(card.rows.some((r) => r.periodicTotalBet !== null && r.periodicTotalBet !== undefined)
        ? [
            {
              key: 'periodicTotalBet',
              label: t('agentContracts.tiers.periodicTotalBet'),
              format: money.major,
            },
          ]
        : []),
      { key: 'activeMember', label: t('agentContracts.tiers.activeMember'), format: String },
      { key: 'contractRate', label: t('agentContracts.tiers.contractRate'), format: pct },
    ];
  } else if (card.kind === 'REALTIME') {
    columns = [
      { key: 'betAmount', label: t('agentContracts.tiers.betAmount'), format: money.major },
      { key: 'lossRate', label: t('agentContracts.tiers.lossRate'), format: pct },
      { key: 'winRate', label: t('agentContracts.tiers.winRate'), format: pct },
    ];
  } else {
    const bet = card.kind === 'HOURLY' ? 'minimumBet' : 'betVolume';
    columns = [
      {
        key: bet,
        label: t(card.kind === 'HOURLY' ? 'agentContracts.tiers.hourBet' : 'agentContracts.tiers.betVolume'),
        format: money.major,
      },
      { key: 'activeMember', label: t('agentContracts.tiers.activeMember'), format: String },
      { key: 'rate', label: t('agentContracts.tiers.rate'), format: pct },
    ];
  }
  return (
    <div className="acc-scroll">
      <table className="acc-table">
        <thead>
          <tr>
            <th>{t('agentContracts.tiers.tier')}</th>
            {columns.map((c) => (
              <th key={c.key}>{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {card.rows.map((row, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              {columns.map((c) => (
                <td key={c.key}>
                  {c.key === 'rate' ? rate(row)(Number(row[c.key])) : c.format(Number(row[c.key]))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Card({ card, onDone }: { card: RequestCard; onDone: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerContract();
  const product = t(`agentContracts.products.${card.product}` as 'agentContracts.products.RNG');
  const title =
    card.kind === 'DIVIDEND'
      ? t('agentContracts.popup.dividendCard', {
          product,
          period: t(`agentContracts.periods.${card.period}` as 'agentContracts.periods.D'),
        })
      : card.kind === 'HOURLY'
        ? t('agentContracts.popup.hourlyCard', {
            product,
            frequency: t(`agentContracts.frequencies.${card.period}` as 'agentContracts.frequencies.H'),
          })
        : card.kind === 'REALTIME'
          ? t('agentContracts.popup.realtimeCard', { product })
          : t(
              card.kind === 'MR_DAILY'
                ? 'agentContracts.popup.mrDailyCard'
                : 'agentContracts.popup.dailyCard',
              { product },
            );
  const policy =
    card.status === 'V'
      ? t('agentContracts.popup.terminationPolicy')
      : card.kind === 'DIVIDEND'
        ? t('agentContracts.popup.dividendPolicy')
        : card.kind === 'REALTIME'
          ? t('agentContracts.popup.realtimePolicy')
          : t('agentContracts.popup.salaryPolicy');
  const codes = buttonCodes(card);
  const send = async (status: 'A' | 'R' | 'C', confirmHigher = false) => {
    if (confirmHigher && card.higherRate) {
      const ok = await dialogs.confirm(t('agentContracts.popup.higherRateConfirm'), { tone: 'warning' });
      if (!ok) return;
    }
    answer.mutate(answerOf(card, status), {
      onSuccess: () => {
        void dialogs.alert(t('agentContracts.popup.success'), { tone: 'success' });
        onDone();
      },
      onError: (e) => void dialogs.alert(errorText(e), { tone: 'warning' }),
    });
  };
  return (
    <article className="acc-card" data-testid={`contract-card-${card.kind}-${card.id}`}>
      <header className="acc-card__head">
        <h3 className="acc-card__title">{title}</h3>
        <span className="acc-badge">{t(`agentContracts.statuses.${card.status}`)}</span>
      </header>
      <p className="acc-card__policy">{policy}</p>
      <TierTable card={card} />
      <div className="acc-card__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={answer.isPending}
          onClick={() => void send(codes.reject)}
        >
          {t('agentContracts.popup.reject')}
        </button>
        {codes.accept ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={answer.isPending}
            onClick={() => void send('A', true)}
          >
            {t('agentContracts.popup.accept')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={answer.isPending}
            onClick={() => void send(codes.terminate!)}
          >
            {t('agentContracts.popup.terminate')}
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * The contract acceptance popup (inventory 2.1.10): after login, when the consolidated payload has
 * requests, "New contract request" and "Contract termination request" sections with one card per product
 * × period. Closing it hides it until the requests change or the next login.
 */
export default function ContractRequests() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const consolidated = useConsolidated();
  const cards = consolidated.data ? requestCards(consolidated.data) : [];
  // Closed stays closed for this tab's session until the requests change (a new login has a new token).
  const signature = `${(token ?? '').slice(-8)}|${cards.map((c) => `${c.key}:${c.status}`).join(',')}`;
  const [closed, setClosed] = useState(() => sessionStore.get(CLOSED_KEY));
  if (cards.length === 0 || closed === signature) return null;
  const close = () => {
    sessionStore.set(CLOSED_KEY, signature);
    setClosed(signature);
  };
  const fresh = cards.filter((c) => c.status !== 'V');
  const ending = cards.filter((c) => c.status === 'V');
  return (
    <Modal
      open
      onClose={close}
      title={t('agentContracts.popup.title')}
      width="min(720px, 100%)"
      closeOnOverlayClick={false}
      className="acc-popup"
    >
      <div className="acc-popup__body">
        {fresh.length > 0 && (
          <section aria-labelledby="acc-new">
            <h2 id="acc-new" className="acc-popup__section">
              {t('agentContracts.popup.newRequests')}
            </h2>
            {fresh.map((c) => (
              <Card key={c.key} card={c} onDone={() => undefined} />
            ))}
          </section>
        )}
        {ending.length > 0 && (
          <section aria-labelledby="acc-end">
            <h2 id="acc-end" className="acc-popup__section">
              {t('agentContracts.popup.terminationRequests')}
            </h2>
            {ending.map((c) => (
              <Card key={c.key} card={c} onDone={() => undefined} />
            ))}
          </section>
        )}
      </div>
    </Modal>
  );
}
