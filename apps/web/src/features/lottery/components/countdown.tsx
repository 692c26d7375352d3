import { formatCountdown } from '../lib/countdown';

/** A countdown as HH:MM:SS digit boxes; "--:--:--" while there is none. */
export function Countdown({
  seconds,
  label,
  size = 'md',
  urgent = false,
}: {
  seconds: number | null;
  label: string;
  size?: 'sm' | 'md' | 'lg';
  urgent?: boolean;
}) {
  const text = formatCountdown(seconds);
  return (
    <span
      className={`lcount lcount--${size}${urgent ? ' lcount--urgent' : ''}`}
      role="timer"
      aria-label={`${label} ${text}`}
    >
      {text.split(':').map((part, i) => (
        <span key={i} className="lcount__part" aria-hidden="true">
          {i > 0 && <span className="lcount__colon">:</span>}
          <span className="lcount__digits">{part}</span>
        </span>
      ))}
    </span>
  );
}
