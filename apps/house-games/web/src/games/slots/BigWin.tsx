import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/react.tsx';
import { useHouse } from '../../shell/house.tsx';

export type BigWinTier = 'big' | 'mega' | 'epic' | 'jackpot';

/** Wins of 10x the bet and more are celebrated: 10x big, 25x mega, 50x epic. */
export function bigWinTier(win: number, bet: number): BigWinTier | null {
  if (!(bet > 0)) return null;
  const x = win / bet;
  return x >= 50 ? 'epic' : x >= 25 ? 'mega' : x >= 10 ? 'big' : null;
}

// Fixed coin positions (left %, delay s, duration s, size px) so renders are deterministic.
const coins = Array.from({ length: 28 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: ((i * 53) % 20) / 10,
  duration: 1.8 + ((i * 29) % 12) / 10,
  size: 16 + ((i * 17) % 14),
}));

export function BigWin({
  tier,
  amount,
  reducedMotion,
  onClose,
}: {
  tier: BigWinTier;
  amount: number;
  reducedMotion: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const house = useHouse();
  const [shown, setShown] = useState(reducedMotion ? amount : 0);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    button.current?.focus();
    if (reducedMotion) return;
    let id = 0;
    const start = performance.now();
    const ms = 2200;
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / ms);
      setShown(amount * (1 - (1 - p) ** 3));
      if (p < 1) id = requestAnimationFrame(step);
    };
    id = requestAnimationFrame(step);
    return () => cancelAnimationFrame(id);
  }, [amount, reducedMotion]);

  useEffect(() => {
    const id = setTimeout(onClose, reducedMotion ? 5000 : 6500);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(id);
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose, reducedMotion]);

  return (
    <div
      className={`bigwin bigwin--${tier}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="bigwin-title"
      onClick={onClose}
    >
      {!reducedMotion && (
        <div className="bigwin__coins" aria-hidden="true">
          {coins.map((c, i) => (
            <span
              key={i}
              className="bigwin__coin"
              style={{
                left: `${c.left}%`,
                width: c.size,
                height: c.size,
                animationDelay: `${c.delay}s`,
                animationDuration: `${c.duration}s`,
              }}
            />
          ))}
        </div>
      )}
      <div className="bigwin__box">
        <h2 id="bigwin-title" className="bigwin__title">
          {t(`bigwin.${tier}`)}
        </h2>
        <p className="bigwin__amount">{house.money(Math.min(amount, shown))}</p>
        <button ref={button} type="button" className="btn btn--primary" onClick={onClose}>
          {t('bigwin.collect')}
        </button>
      </div>
    </div>
  );
}
