import { useState } from 'react';
import { validateClientSeed } from '../../../src/engine/fair-core.ts';
import { useI18n } from '../i18n/react.tsx';
import { useHouse } from './house.tsx';
import { Icon } from './icons.tsx';
import { verifyHref } from './links.ts';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useI18n();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="icon-btn icon-btn--sm"
      aria-label={done ? t('common.copied') : label}
      title={done ? t('common.copied') : label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setDone(true);
          setTimeout(() => setDone(false), 1500);
        });
      }}
    >
      <Icon name={done ? 'check' : 'copy'} size={16} />
    </button>
  );
}

export function FairnessPanel() {
  const { t, lang } = useI18n();
  const house = useHouse();
  const { fairness } = house;
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<{ seed: string; hash: string } | null>(null);
  const problem = validateClientSeed(clientSeed);

  const rotate = async () => {
    setBusy(true);
    try {
      const answer = await house.api.rotate(clientSeed === fairness.clientSeed ? undefined : clientSeed);
      setRevealed({ seed: answer.revealedServerSeed, hash: answer.previousHash });
      house.setFairness(answer.fairness);
      setClientSeed(answer.fairness.clientSeed);
    } catch (e) {
      house.fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fair">
      <p className="muted">{t('fair.intro')}</p>
      <div className="field">
        <span className="field__label">{t('fair.serverSeedHash')}</span>
        <div className="hash">
          <code className="hash__text">{fairness.serverSeedHash}</code>
          <CopyButton text={fairness.serverSeedHash} label={t('common.copy')} />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="fair-client-seed">
          {t('fair.clientSeed')}
        </label>
        <input
          id="fair-client-seed"
          className="input"
          value={clientSeed}
          maxLength={64}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setClientSeed(e.target.value)}
          aria-invalid={problem !== null}
          aria-describedby="fair-client-seed-help"
        />
        <span id="fair-client-seed-help" className="field__help">
          {problem ? t('fair.clientSeedInvalid') : t('fair.clientSeedHelp')}
        </span>
      </div>
      <div className="field">
        <span className="field__label">{t('fair.nonce')}</span>
        <strong className="mono">{fairness.nonce}</strong>
      </div>
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={rotate}
        disabled={busy || problem !== null}
      >
        <Icon name="refresh" size={18} />
        {t('fair.rotate')}
      </button>
      {revealed && (
        <div className="fair__revealed" role="status">
          <h3>{t('fair.revealedTitle')}</h3>
          <div className="field">
            <span className="field__label">{t('fair.revealedSeed')}</span>
            <div className="hash">
              <code className="hash__text">{revealed.seed}</code>
              <CopyButton text={revealed.seed} label={t('common.copy')} />
            </div>
          </div>
          <div className="field">
            <span className="field__label">{t('fair.previousHash')}</span>
            <code className="hash__text">{revealed.hash}</code>
          </div>
        </div>
      )}
      <a className="link" href={verifyHref(lang)} target="_blank" rel="noopener noreferrer">
        {t('fair.openVerify')} <Icon name="external" size={16} />
      </a>
    </div>
  );
}
