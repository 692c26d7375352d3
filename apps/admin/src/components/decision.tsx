import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';
import { Modal } from './modal';
import { Button, Field } from './ui';

/** A reviewer's answer to a pending request (a withdrawal, a deposit, a redemption, an application). */
export type Decision = 'approve' | 'reject';

/** The words of one queue: its buttons, and the reason field's label and complaint. */
export interface DecisionLabels {
  approve: string;
  reject: string;
  reasonLabel: string;
  /** Shown when a required reason is empty. */
  reasonMissing?: string;
}

/**
 * The big approve and reject buttons of a pending row (usable with a thumb on a phone). `testId` names
 * them `<prefix>approve-<id>` and `<prefix>reject-<id>`.
 */
export function DecisionButtons({
  id,
  prefix = '',
  wrap = false,
  labels,
  onAsk,
}: {
  id: string | number;
  prefix?: string;
  /** On a card: the buttons may wrap onto two lines (in a table row they stay side by side). */
  wrap?: boolean;
  labels: Pick<DecisionLabels, 'approve' | 'reject'>;
  onAsk: (decision: Decision) => void;
}) {
  return (
    <span className={wrap ? 'row' : 'row row--tight'}>
      <Button
        size="lg"
        variant="success"
        icon="check"
        data-testid={`${prefix}approve-${id}`}
        onClick={() => onAsk('approve')}
      >
        {labels.approve}
      </Button>
      <Button
        size="lg"
        variant="danger"
        icon="close"
        data-testid={`${prefix}reject-${id}`}
        onClick={() => onAsk('reject')}
      >
        {labels.reject}
      </Button>
    </span>
  );
}

/**
 * The confirmation before a decision moves anything: the question (`children`), and for a rejection a
 * reason the member will read, required unless `reason` is 'optional'. `onConfirm` gets the trimmed
 * reason ('' for an approval or an empty optional one). The dialog forgets the reason when it closes.
 */
export function DecisionDialog({
  decision,
  labels,
  busy,
  reason: reasonRule = 'required',
  maxLength = 500,
  onClose,
  onConfirm,
  children,
}: {
  decision: Decision | null;
  labels: DecisionLabels;
  busy: boolean;
  reason?: 'required' | 'optional';
  maxLength?: number;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  children?: ReactNode;
}) {
  const t = useT(componentMessages);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  // Closed (cancelled, or decided and closed by the caller): the next row starts with an empty reason.
  useEffect(() => {
    if (decision === null) {
      setReason('');
      setMissing(false);
    }
  }, [decision]);
  const close = onClose;
  const label = decision ? labels[decision] : '';
  return (
    <Modal
      open={decision !== null}
      onClose={close}
      size="sm"
      title={label}
      footer={
        <>
          <Button size="lg" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            size="lg"
            variant={decision === 'reject' ? 'danger' : 'success'}
            busy={busy}
            data-testid="confirm-decision"
            onClick={() => {
              if (decision === 'reject' && reasonRule === 'required' && !reason.trim()) {
                setMissing(true);
                return;
              }
              onConfirm(decision === 'reject' ? reason.trim() : '');
            }}
          >
            {label}
          </Button>
        </>
      }
    >
      {decision ? (
        <>
          {children}
          {decision === 'reject' ? (
            <Field label={labels.reasonLabel} error={missing ? labels.reasonMissing : undefined}>
              <textarea
                className="input"
                rows={3}
                required={reasonRule === 'required'}
                maxLength={maxLength}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setMissing(false);
                }}
              />
            </Field>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
