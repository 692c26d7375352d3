import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajor } from '@portal/contract/money';
import { Modal } from '@/components/modal';
import { FormMessage, TextField } from '@/components/text-field';
import { useBalance } from '@/hooks/use-balance';
import { OutgoingAmountField, checkOutgoingAmount } from '@/features/member-centre';
import { useMoney } from '@/hooks/use-money';
import { useMoneyMoved } from '@/hooks/use-money-moved';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { newRequestId } from '@/lib/request-id';
import { useSessionStore } from '@/lib/session';
import { transferToDownline, type DownlineTransfer } from '../api/team';
import { FundPasswordField } from './team-bits';
import { isFundPassword, mainBalance } from '../lib/team-forms';

/**
 * Transfer to downline (inventory 2.1.4): my available balance, the recipient, amount, remark and fund
 * password; one request id per attempt, so a retry after a lost answer moves the money once.
 */
export function TransferDialog({
  member,
  onClose,
}: {
  member: { id: number; username: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      title={t('agentTeam.transfer.title')}
      width="min(440px, 100%)"
    >
      {member ? <TransferForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function TransferForm({
  member,
  onClose,
}: {
  member: { id: number; username: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyMoved = useMoneyMoved();
  const token = useSessionStore((s) => s.token) ?? '';
  const available = mainBalance(useBalance().data);
  const [amountText, setAmountText] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<DownlineTransfer | null>(null);
  const requestId = useRef<string | null>(null);
  const check = checkOutgoingAmount(amountText, { available });
  const amount = check.amount === undefined ? null : toMajor(check.amount);
  const passwordOk = isFundPassword(password);
  const changed = () => {
    requestId.current = null;
    setFailure(null);
    setDone(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount === null || !passwordOk || busy) return;
    const confirmed = await dialogs.confirm(
      t('agentTeam.transfer.confirmText', { amount: money.major(amount), username: member.username }),
      { title: t('agentTeam.transfer.title') },
    );
    if (!confirmed) return;
    requestId.current ??= newRequestId();
    setBusy(true);
    setFailure(null);
    try {
      const result = await transferToDownline({
        memberId: member.id,
        amount,
        paymentPassword: password,
        remark: remark.trim() || undefined,
        requestId: requestId.current,
      });
      requestId.current = null;
      setDone(result);
      setAmountText('');
      setPassword('');
      setRemark('');
      setTouched(false);
      moneyMoved([queryKeys.agentTeam(token)]);
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="at-form at-dialog" onSubmit={(e) => void submit(e)} noValidate>
      <dl className="at-details">
        <dt>{t('agentTeam.transfer.available')}</dt>
        <dd data-testid="transfer-available">{money.major(done ? done.balance : available)}</dd>
        <dt>{t('agentTeam.transfer.recipient')}</dt>
        <dd>{member.username}</dd>
      </dl>
      <OutgoingAmountField
        label={t('agentTeam.transfer.amount')}
        value={amountText}
        onChange={(v) => {
          setAmountText(v);
          changed();
        }}
        all={available}
        problem={touched || amountText !== '' ? (check.problem ?? null) : null}
      />
      <TextField
        label={t('agentTeam.transfer.remark')}
        value={remark}
        onValueChange={(v) => {
          setRemark(v);
          changed();
        }}
        maxLength={100}
        markOptional
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
        <FormMessage tone="info">
          {t('agentTeam.transfer.done', { amount: money.major(done.amount), username: done.receiver })}
        </FormMessage>
      ) : null}
      <div className="at-dialog__buttons">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          {t('agentTeam.team.close')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('agentTeam.transfer.submit')}
        </button>
      </div>
    </form>
  );
}
