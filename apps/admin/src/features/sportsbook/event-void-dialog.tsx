import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Field, Modal } from '../../components';
import { api, errorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { OperatorEvent } from './api';
import { messages } from './messages';

/** Money moves: a reason before the void is sent; the answer says how many bets it refunded. */
export function EventVoidDialog({
  event,
  onClose,
  onVoided,
}: {
  event: OperatorEvent;
  onClose: () => void;
  onVoided: (bets: number) => void;
}) {
  const t = useT(messages);
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const run = useMutation({
    mutationFn: () =>
      api.post<{ eventId: string; bets: number }>(
        `/bo/v1/sportsbook/events/${encodeURIComponent(event.id)}/void`,
        { reason: reason.trim() },
      ),
    onSuccess: (r) => {
      void client.invalidateQueries({ queryKey: ['bo', 'sportsbook'] });
      onVoided(r.bets);
    },
  });
  const bets = event.exposure.reduce((n, x) => n + x.markets.reduce((m, k) => m + k.bets, 0), 0);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('voidConfirmTitle', { event: `${event.homeId} – ${event.awayId}` })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={reason.trim().length < 3}
            busy={run.isPending}
            onClick={() => run.mutate()}
          >
            {t('void')}
          </Button>
        </>
      }
    >
      <p className="notice">{t('voidWarning')}</p>
      <p>
        <span className="mono">{event.id}</span> · {t('colBets')}: {bets}
      </p>
      <Field label={t('voidReason')} hint={t('voidReasonHint')}>
        <input className="input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {run.isError ? (
        <p className="form__error" role="alert">
          {errorText(run.error)}
        </p>
      ) : null}
    </Modal>
  );
}
