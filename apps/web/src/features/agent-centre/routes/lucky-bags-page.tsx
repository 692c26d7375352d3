import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { FormMessage, TextField } from '@/components/text-field';
import { useBalance } from '@/hooks/use-balance';
import { useMoney } from '@/hooks/use-money';
import { useMoneyMoved } from '@/hooks/use-money-moved';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { newRequestId } from '@/lib/request-id';
import { useSessionStore } from '@/lib/session';
import { sendLuckyBags, useTeamList, type LuckyBagResult, type TeamMember } from '../api/team';
import { ChoiceChips, FundPasswordField, TeamSkeleton } from '../components/team-bits';
import { isFundPassword, mainBalance, parseAmount } from '../lib/team-forms';
import './agent-team.css';

/**
 * agentRedRain (inventory 2.1.9, decision 0054): one total to all direct downlines or a picked list,
 * shared equally (Share) or at random (Fighting), with the fund password; every part or none is paid.
 */
export default function LuckyBagsPage() {
  const { t } = useTranslation();
  const agents = useTeamList({ tab: 'agents', page: 1, pageSize: 100 });
  const players = useTeamList({ tab: 'players', page: 1, pageSize: 100 });
  if (agents.isPending || players.isPending) return <TeamSkeleton />;
  if (agents.isError) return <QueryError error={agents.error} onRetry={() => void agents.refetch()} />;
  if (players.isError) return <QueryError error={players.error} onRetry={() => void players.refetch()} />;
  const direct = [...agents.data.rows, ...players.data.rows].sort((a, b) => a.id - b.id);
  if (direct.length === 0)
    return (
      <div className="at-page">
        <EmptyState icon="gift" title={t('agentTeam.luckyBags.noDownline')} />
      </div>
    );
  return (
    <div className="at-page">
      <LuckyBagForm direct={direct} />
    </div>
  );
}

function LuckyBagForm({ direct }: { direct: TeamMember[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyMoved = useMoneyMoved();
  const token = useSessionStore((s) => s.token) ?? '';
  const available = mainBalance(useBalance().data);
  const [receivers, setReceivers] = useState<'ALL' | 'PICKED'>('ALL');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [type, setType] = useState<'SHARE' | 'FIGHTING'>('SHARE');
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<LuckyBagResult | null>(null);
  const requestId = useRef<string | null>(null);
  const amount = parseAmount(amountText);
  const passwordOk = isFundPassword(password);
  const count = receivers === 'ALL' ? direct.length : picked.size;
  const changed = () => {
    requestId.current = null;
    setFailure(null);
    setDone(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount === null || !passwordOk || count === 0 || busy) return;
    const confirmed = await dialogs.confirm(
      t('agentTeam.luckyBags.confirmText', { amount: money.major(amount), count }),
      { title: t('agentTeam.luckyBags.title') },
    );
    if (!confirmed) return;
    requestId.current ??= newRequestId();
    setBusy(true);
    setFailure(null);
    try {
      const result = await sendLuckyBags({
        receivers,
        memberIds: receivers === 'PICKED' ? [...picked] : [],
        type,
        amount,
        paymentPassword: password,
        requestId: requestId.current,
      });
      requestId.current = null;
      setDone(result);
      setAmountText('');
      setPassword('');
      setTouched(false);
      moneyMoved([queryKeys.agentTeam(token)]);
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="at-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="at-muted">
        {t('agentTeam.transfer.available')}: <strong>{money.major(done ? done.balance : available)}</strong>
      </p>
      <ChoiceChips
        name="receivers"
        legend={t('agentTeam.luckyBags.receivers')}
        value={receivers}
        onChange={(v) => {
          setReceivers(v);
          changed();
        }}
        options={[
          { key: 'ALL', label: `${t('agentTeam.luckyBags.allDirect')} (${direct.length})` },
          { key: 'PICKED', label: t('agentTeam.luckyBags.picked') },
        ]}
      />
      {receivers === 'PICKED' ? (
        <fieldset className="at-pick">
          <legend>
            {t('agentTeam.luckyBags.pick')} · {t('agentTeam.luckyBags.pickedCount', { count: picked.size })}
          </legend>
          <div className="at-pick__list">
            {direct.map((m) => (
              <label key={m.id} className="at-pick__item">
                <input
                  type="checkbox"
                  checked={picked.has(m.id)}
                  onChange={(e) => {
                    const next = new Set(picked);
                    if (e.target.checked) next.add(m.id);
                    else next.delete(m.id);
                    setPicked(next);
                    changed();
                  }}
                />
                <span>{m.username}</span>
                <small className="at-muted">
                  {t(`agentTeam.accountTypes.${m.accountType}` as 'agentTeam.accountTypes.0')}
                </small>
              </label>
            ))}
          </div>
          {touched && picked.size === 0 ? (
            <FormMessage>{t('agentTeam.luckyBags.needReceivers')}</FormMessage>
          ) : null}
        </fieldset>
      ) : null}
      <ChoiceChips
        name="bagType"
        legend={t('agentTeam.luckyBags.type')}
        value={type}
        onChange={(v) => {
          setType(v);
          changed();
        }}
        options={[
          { key: 'SHARE', label: t('agentTeam.luckyBags.share'), hint: t('agentTeam.luckyBags.shareHint') },
          {
            key: 'FIGHTING',
            label: t('agentTeam.luckyBags.fighting'),
            hint: t('agentTeam.luckyBags.fightingHint'),
          },
        ]}
      />
      <TextField
        label={t('agentTeam.luckyBags.amount')}
        value={amountText}
        inputMode="decimal"
        onValueChange={(v) => {
          setAmountText(v);
          changed();
        }}
        markRequired
        error={touched && amount === null ? t('agentTeam.transfer.badAmount') : null}
      />
      <FundPasswordField
        value={password}
        onChange={(v) => {
          setPassword(v);
          setFailure(null);
        }}
        showError={touched && !passwordOk}
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      {done ? (
        <div className="at-success" role="status">
          <strong>{t('agentTeam.luckyBags.sent')}</strong>
          <ul>
            {done.shares.map((s) => (
              <li key={s.memberId}>
                {s.username}: {money.major(s.amount)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {t('agentTeam.luckyBags.submit')}
      </button>
    </form>
  );
}
