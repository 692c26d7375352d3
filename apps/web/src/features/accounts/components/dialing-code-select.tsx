import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { langTags } from '@portal/i18n/langs';
import { Icon } from '@/components/icon';
import { useLanguage } from '@/lib/language';
import { useCountries } from '../api/get-countries';
import { flagOf, type CountryEntry } from '../lib/dialing-codes';
import './auth.css';

/** The country's flag: its emoji, drawn with the bundled flag font wherever the system has none. */
function Flag({ countryCode }: { countryCode: string }) {
  return (
    <span className="dial-select__flag" aria-hidden="true" data-country={countryCode}>
      {flagOf(countryCode)}
    </span>
  );
}

/** The dropdown closes this long after the selector loses focus (spec section 9). */
const CLOSE_DELAY_MS = 200;

/**
 * The country dialling-code selector of spec section 2: flag and code; its list opens on focus and
 * closes 200 ms after blur. Country names come from the browser (Intl.DisplayNames) in the UI language.
 */
export function DialingCodeSelect({
  value,
  onChange,
}: {
  value: CountryEntry;
  onChange: (entry: CountryEntry) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: dialingCodes = [value] } = useCountries();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([langTags[lang]], { type: 'region' });
    } catch {
      return null;
    }
  }, [lang]);
  const nameOf = (code: string) => names?.of(code) ?? code;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    if (!open)
      setActive(
        Math.max(
          0,
          dialingCodes.findIndex((c) => c.countryCode === value.countryCode),
        ),
      );
    setOpen(true);
  };
  const choose = (entry: CountryEntry) => {
    onChange(entry);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + dialingCodes.length) % dialingCodes.length);
    } else if ((event.key === 'Enter' || event.key === ' ') && open) {
      event.preventDefault();
      const entry = dialingCodes[active];
      if (entry) choose(entry);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="dial-select">
      <button
        type="button"
        role="combobox"
        className="dial-select__button"
        aria-label={`${t('auth.dialingCode')}: ${nameOf(value.countryCode)} ${value.countryDialingCode}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onFocus={show}
        onClick={show}
        onBlur={() => {
          window.clearTimeout(closeTimer.current);
          closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      >
        <Flag countryCode={value.countryCode} />
        <span>{value.countryDialingCode}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      <ul
        id={listId}
        role="listbox"
        className="dial-select__list"
        hidden={!open}
        aria-label={t('auth.dialingCode')}
      >
        {dialingCodes.map((entry, index) => (
          <li
            key={entry.countryCode}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={entry.countryCode === value.countryCode}
            className={`dial-select__option${index === active ? ' dial-select__option--active' : ''}`}
            // Keep the focus on the button, so choosing does not count as leaving it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(entry)}
          >
            <Flag countryCode={entry.countryCode} />
            <span className="dial-select__name">{nameOf(entry.countryCode)}</span>
            <span className="dial-select__code">{entry.countryDialingCode}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
