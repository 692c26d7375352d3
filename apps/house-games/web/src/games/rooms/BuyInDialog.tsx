import { useId, useState } from 'react';
import type { RoomSettings, RoomState } from '../../../../src/shared/rooms-api.ts';
import type { RoomsClient } from '../../api/rooms.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';
import { buyInRange, buyInStep, defaultBuyIn } from './buyin.ts';
import { Modal } from './Modal.tsx';
import { parseAmount } from './raise.ts';

/**
 * Sitting down: the amount (slider and input, within the room's range and the balance), then a
 * confirmation before any money moves; the buy-in goes through the wallet on confirm.
 */
export function BuyInDialog({
  room,
  seat,
  seed,
  api,
  onClose,
  onSeated,
}: {
  room: RoomSettings;
  seat: number;
  seed: string;
  api: RoomsClient;
  onClose: () => void;
  onSeated: (state: RoomState) => void;
}) {
  const house = useHouse();
  const { t, lang } = useI18n();
  const id = useId();
  const bb = house.minor(room.bigBlind);
  const range = buyInRange(
    { min: house.minor(room.minBuyIn), max: house.minor(room.maxBuyIn) },
    house.minor(house.balance),
  );
  const [amount, setAmount] = useState(() => (range ? defaultBuyIn(range, bb) : 0));
  const [text, setText] = useState(() => String(house.major(amount)));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const typed = parseAmount(text, house.decimals);
  const valid = range !== null && typed !== null && typed >= range.min && typed <= range.max;
  const money = (minor: number) => house.money(house.major(minor));
  const name = room.name[lang];

  const setBoth = (minor: number) => {
    setAmount(minor);
    setText(String(house.major(minor)));
  };

  const confirm = async () => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      const answer = await api.sit(room.roomId, { seat, buyIn: house.major(amount), seed });
      if (answer.balance !== null) house.setBalance(answer.balance);
      house.cue('tick');
      onSeated(answer.state);
    } catch (e) {
      house.fail(e);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('rooms.buyin.title', { room: name })}>
      {range === null ? (
        <>
          <p className="muted">
            {t('rooms.buyin.short', { min: house.money(room.minBuyIn), balance: house.money(house.balance) })}
          </p>
          <div className="room-modal__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('common.close')}
            </button>
          </div>
        </>
      ) : confirming ? (
        <>
          <p>{t('rooms.buyin.confirmText', { amount: money(amount), seat: seat + 1 })}</p>
          <div className="room-modal__actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              {t('rooms.buyin.change')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void confirm()}
              disabled={busy}
              autoFocus
            >
              {busy ? <span className="spinner spinner--sm" /> : null}{' '}
              {t('rooms.buyin.confirm', { amount: money(amount) })}
            </button>
          </div>
        </>
      ) : (
        <form
          className="buyin"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid && typed !== null) {
              setAmount(typed);
              setConfirming(true);
            }
          }}
        >
          <p className="muted small">
            {t('rooms.buyin.range', { min: money(range.min), max: money(range.max) })} ·{' '}
            {t('rooms.buyin.balance', { balance: house.money(house.balance) })}
          </p>
          <label className="field__label" htmlFor={`${id}-amount`}>
            {t('rooms.buyin.amount')}
          </label>
          <input
            type="range"
            className="range"
            min={range.min}
            max={range.max}
            step={buyInStep(range, bb)}
            value={amount}
            onChange={(e) => setBoth(Number(e.target.value))}
            aria-label={t('rooms.buyin.amount')}
            aria-valuetext={money(amount)}
          />
          <div className="input-suffix">
            <input
              id={`${id}-amount`}
              className="input"
              inputMode="decimal"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                const v = parseAmount(e.target.value, house.decimals);
                if (v !== null && v >= range.min && v <= range.max) setAmount(v);
              }}
              aria-invalid={!valid}
              aria-describedby={`${id}-help`}
            />
            <span aria-hidden="true">{house.currency}</span>
          </div>
          <span id={`${id}-help`} className={`field__help${valid ? '' : ' field__help--error'}`}>
            {valid
              ? t('rooms.buyin.seat', { seat: seat + 1 })
              : t('rooms.buyin.invalid', { min: money(range.min), max: money(range.max) })}
          </span>
          <div className="room-modal__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('rooms.buyin.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={!valid}>
              {t('rooms.buyin.next')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
