import { useState } from 'react';
import { CheckField, EditorModal, Field, SelectField } from '../../components';
import { LANGS, useLocalName, useT } from '../../lib/i18n';
import { useSaveRoom, type RoomValue } from './api';
import { messages } from './messages';
import { NumberText, useGameName, useProblemText } from './parts';
import {
  ROOM_GAMES,
  checkRoom,
  newRoomDraft,
  roomDraftOf,
  type RoomDraft,
  type RoomField,
  type RoomNumberField,
} from './validate';

/**
 * Adds a card room (`room` null) or changes one: names in TW/EN/VI, the game (fixed once the room exists),
 * seats, blinds, buy-ins, rake and its cap, the turn timer, open or closed. A field's problem shows under it
 * once the staff member tried to save or changed that field; nothing is sent while one remains.
 */
export function RoomDialog({
  room,
  readOnly,
  onClose,
}: {
  room: RoomValue | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const localName = useLocalName();
  const gameName = useGameName();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<RoomDraft>(() => (room ? roomDraftOf(room) : newRoomDraft()));
  const [touched, setTouched] = useState<ReadonlySet<RoomField> | 'all'>(new Set());
  const save = useSaveRoom(room?.roomId ?? null, onClose);
  const checked = room ? checkRoom(draft, false) : checkRoom(draft, true);
  const touch = (f: RoomField) => setTouched((s) => (s === 'all' ? s : new Set(s).add(f)));
  const problem = (f: RoomField) =>
    touched === 'all' || touched.has(f) ? problemText(checked.problems[f]) : undefined;
  const set = (f: RoomNumberField) => (value: string) => {
    setDraft((d) => ({ ...d, [f]: value }));
    touch(f);
  };
  const number = (f: RoomNumberField, hint?: string, whole = false) => (
    <NumberText
      label={t(f)}
      hint={hint}
      name={f}
      whole={whole}
      value={draft[f]}
      onChange={set(f)}
      problem={problem(f)}
    />
  );
  const submit = () => {
    setTouched('all');
    if (checked.value) save.mutate(checked.value);
  };
  const title = room ? t(readOnly ? 'viewRoom' : 'editRoom', { name: localName(room.name) }) : t('addRoom');
  return (
    <EditorModal
      title={title}
      onClose={onClose}
      onSave={submit}
      saving={save.isPending}
      readOnly={readOnly}
      asForm
    >
      <div className="grid">
        {LANGS.map((lang) => {
          const f = `name${lang}` as const;
          return (
            <Field key={lang} label={t(f)} error={problem(f)}>
              <input
                className="input"
                name={f}
                maxLength={40}
                value={draft.name[lang]}
                aria-invalid={problem(f) ? true : undefined}
                onChange={(e) => {
                  const value = e.target.value;
                  setDraft((d) => ({ ...d, name: { ...d.name, [lang]: value } }));
                  touch(f);
                }}
              />
            </Field>
          );
        })}
      </div>
      <div className="grid">
        <Field label={t('roomId')} hint={room ? t('roomIdFixed') : t('roomIdHint')} error={problem('roomId')}>
          <input
            className="input mono"
            name="roomId"
            maxLength={40}
            value={draft.roomId}
            readOnly={room !== null}
            disabled={room !== null}
            aria-invalid={problem('roomId') ? true : undefined}
            onChange={(e) => {
              const value = e.target.value;
              setDraft((d) => ({ ...d, roomId: value }));
              touch('roomId');
            }}
          />
        </Field>
        <Field label={t('currency')} hint={t('currencyHint')} error={problem('currency')}>
          <input
            className="input mono"
            name="currency"
            maxLength={8}
            value={draft.currency}
            aria-invalid={problem('currency') ? true : undefined}
            onChange={(e) => {
              const value = e.target.value;
              setDraft((d) => ({ ...d, currency: value }));
              touch('currency');
            }}
          />
        </Field>
      </div>
      <div className="grid">
        {room ? (
          <Field label={t('game')} hint={t('gameFixed')}>
            <input className="input" value={gameName(room.game)} readOnly disabled />
          </Field>
        ) : (
          <SelectField
            label={t('game')}
            value={draft.game}
            options={ROOM_GAMES}
            optionLabel={gameName}
            onChange={(game) => setDraft((d) => ({ ...d, game }))}
          />
        )}
        {number('seats', t('seatsHint'), true)}
        {number('turnSeconds', t('secondsHint'), true)}
      </div>
      <div className="grid">
        {number('smallBlind')}
        {number('bigBlind', draft.game === 'bullbull' ? t('bullBase') : undefined)}
        {number('minBuyIn', t('buyInHint'))}
        {number('maxBuyIn')}
        {number('rakePercent', t('rakePercentHint'))}
        {number('rakeCap')}
      </div>
      <CheckField
        checked={draft.enabled}
        onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
        name="enabled"
      >
        {t('enabled')}
      </CheckField>
    </EditorModal>
  );
}
