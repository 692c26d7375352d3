import type { ReactNode } from 'react';
import { houseGameNames } from '@portal/contract/house-games';
import { Field } from '../../components';
import { useLang, useT } from '../../lib/i18n';
import { messages } from './messages';
import { roomGameCode, tableGameCode, type Problem } from './validate';

/** A fieldset without its frame (the card is the frame). */
export const bare = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

const gameCodes = { ...tableGameCode, ...roomGameCode, fishing: 'HOUSEFH_OCEAN' } as const;

/** A table's, room's or fishing's game name in the staff member's language. */
export function useGameName(): (game: keyof typeof gameCodes) => string {
  const lang = useLang();
  return (game) => houseGameNames[gameCodes[game]][lang];
}

/** The text of a field's problem. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const t = useT(messages);
  return (problem) => (problem ? t(problem.key, problem.vars) : undefined);
}

/**
 * A typed number in its labelled field, with its problem under it (shown once the form was submitted or the
 * field changed). `whole` asks the phone for digits only.
 */
export function NumberText({
  label,
  hint,
  value,
  onChange,
  problem,
  whole = false,
  disabled,
  name,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  whole?: boolean;
  disabled?: boolean;
  name?: string;
}) {
  return (
    <Field label={label} hint={hint} error={problem}>
      <input
        className="input num"
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** Said to staff who hold games.manage but are scoped to one merchant: the server refuses their changes. */
export function PlatformOnlyNote({ show }: { show: boolean }) {
  const t = useT(messages);
  return show ? <p className="notice">{t('platformOnly')}</p> : null;
}
