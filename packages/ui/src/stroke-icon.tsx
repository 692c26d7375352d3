/**
 * A stroke icon on the 24px grid from one SVG path, decorative (the control that holds it carries the
 * label). The portal and the house games each keep their own set of paths and stroke width.
 */
export function StrokeIcon({
  d,
  size,
  strokeWidth,
  className,
}: {
  d: string;
  size: number;
  strokeWidth: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
