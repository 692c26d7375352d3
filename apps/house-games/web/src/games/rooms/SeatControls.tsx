import { useState } from 'react';
import type { RoomState } from '../../../../src/shared/rooms-api.ts';
import type { RoomsClient } from '../../api/rooms.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';
import { randomSeed } from './buyin.ts';
import { Modal } from './Modal.tsx';

/** My seat: sit out / I'm back, a new seed for the next hands, stand up (cash out, confirmed first). */
export function SeatControls({
  roomId,
  state,
  api,
  onState,
}: {
  roomId: string;
  state: RoomState;
  api: RoomsClient;
  onState: (state: RoomState) => void;
}) {
  const house = useHouse();
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [confirmStand, setConfirmStand] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const you = state.you;
  if (!you) return null;

  const run = async (
    call: () => ReturnType<RoomsClient['stand']>,
    after?: (a: Awaited<ReturnType<RoomsClient['stand']>>) => void,
  ) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await call();
      onState(answer.state);
      after?.(answer);
    } catch (e) {
      house.fail(e);
    } finally {
      setBusy(false);
    }
  };

  const stand = () =>
    run(
      () => api.stand(roomId),
      (answer) => {
        setConfirmStand(false);
        if (answer.balance !== null) house.setBalance(answer.balance);
        setNotice(
          answer.cashOut !== null
            ? t('rooms.seat.cashedOut', { amount: house.money(answer.cashOut) })
            : t('rooms.seat.leavingAfterHand'),
        );
      },
    );

  return (
    <div className="seat-controls">
      {you.sittingOut && (
        <p className="room-notice" role="status">
          {t('rooms.seat.sittingOutNotice', { n: you.sittingOutHands, max: 3 })}
        </p>
      )}
      <div className="seat-controls__buttons">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => void run(() => api.sitOut(roomId, !you.sittingOut))}
          disabled={busy}
          aria-pressed={you.sittingOut}
        >
          {you.sittingOut ? t('rooms.seat.back') : t('rooms.seat.sitOut')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => void run(() => api.seed(roomId, randomSeed()))}
          disabled={busy}
        >
          {t('rooms.seat.newSeed')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setConfirmStand(true)}
          disabled={busy}
        >
          {t('rooms.seat.stand')}
        </button>
      </div>
      <p className="muted small">
        {t('rooms.seat.yourSeed')} <code>{you.seed}</code>
      </p>
      {notice && (
        <p className="room-notice" role="status">
          {notice}
        </p>
      )}
      <Modal open={confirmStand} onClose={() => setConfirmStand(false)} title={t('rooms.seat.standTitle')}>
        <p>{t('rooms.seat.standText', { amount: house.money(you.stack) })}</p>
        <div className="room-modal__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => setConfirmStand(false)}
            disabled={busy}
          >
            {t('rooms.buyin.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void stand()}
            disabled={busy}
            autoFocus
          >
            {t('rooms.seat.standConfirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
