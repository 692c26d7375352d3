import type { MemberInfo } from '@portal/contract';
import { Icon } from './icon';
import './vip-mark.css';

/** The background of everything a VIP rank colours (decision 0062): its two colours as a gradient. */
export const vipGradient = (color: string, color2: string) => `linear-gradient(135deg, ${color}, ${color2})`;

/** Black or white text, whichever reads better on a colour (#rrggbb). */
function textOn(color: string): string {
  const n = parseInt(color.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1a1203' : '#ffffff';
}

/** The VIP mark (spec section 6: shown when the member has a label): the label name in its colours. */
export function VipMark({ label, className }: { label: MemberInfo['clubLabel']; className?: string }) {
  if (!label) return null;
  return (
    <span
      className={`vip-mark${className ? ` ${className}` : ''}`}
      style={{ background: vipGradient(label.color, label.color2), color: textOn(label.color) }}
      data-testid="vip-mark"
    >
      <Icon name="crown" size={12} />
      {label.labelName}
    </span>
  );
}
