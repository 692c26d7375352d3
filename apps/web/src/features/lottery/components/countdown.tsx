import { formatCountdown, secondsLeft } from '../lib/countdown';
import { useNow } from '../hooks/use-now';

/**
 * A countdown to `until` (epoch ms) that ticks by itself: only its figures re-render each second, not
 * the widget around it. `urgentWithin` seconds before the end it turns urgent.
 */
export function LiveCountdown({
  until,
  urgentWithin,
  ...rest
}: {
  until: number | null;
  urgentWithin?: number;
  label: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const now = useNow();
  const seconds = until === null ? null : secondsLeft(until, now);
  const urgent = urgentWithin !== undefined && seconds !== null && seconds <= urgentWithin;
  return <Countdown seconds={seconds} urgent={urgent} {...rest} />;
}

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
