import { useEffect, useRef } from 'react';
import { CRASH, msToReach } from '../../../../src/engine/crash.ts';
import type { CrashView } from '../../lib/crash-clock.ts';
import { fitCanvas, useElementSize, useLatest } from '../../shell/hooks.ts';

const curve = (ms: number) => Math.exp(CRASH.growthPerMs * ms); // as a multiple, continuous for drawing

function niceStep(range: number, target: number): number {
  const raw = range / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const n = raw / mag;
  return (n < 1.5 ? 1 : n < 3 ? 2 : n < 7 ? 5 : 10) * mag;
}

/**
 * The curve, drawn every frame from `view()` (the caller's clock-corrected state). Imperative on purpose:
 * a 60 fps React render of the whole page would be wasted work.
 */
export function CrashCanvas({
  view,
  reducedMotion,
  label,
}: {
  view: () => CrashView;
  reducedMotion: boolean;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [box, size] = useElementSize<HTMLDivElement>();
  const viewRef = useLatest(view);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx || size.width === 0) return;
    const dpr = fitCanvas(el, size.width, size.height);
    const styles = getComputedStyle(el);
    const text = styles.getPropertyValue('--text-muted').trim() || '#8d97ad';
    const primary = styles.getPropertyValue('--primary').trim() || '#f5b82e';
    const danger = styles.getPropertyValue('--danger').trim() || '#f0506e';
    let id = 0;
    let lastDraw = 0;

    const draw = (now: number) => {
      id = requestAnimationFrame(draw);
      // Reduced motion: a few updates a second instead of a smooth sweep.
      if (reducedMotion && now - lastDraw < 250) return;
      lastDraw = now;
      const v = viewRef.current();
      const W = size.width;
      const H = size.height;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, W, H);
      const padL = 44;
      const padB = 26;
      const padT = 16;
      const padR = 16;
      const plotW = W - padL - padR;
      const plotH = H - padT - padB;
      const crashedAt =
        v.phase === 'crashed' ? Math.min(v.elapsed, msToReach(Math.max(100, v.multiplier))) : v.elapsed;
      const elapsed = v.phase === 'betting' ? 0 : crashedAt;
      const xMax = Math.max(8000, elapsed * 1.15);
      const top = Math.max(2, curve(elapsed) * 1.2);
      const x = (ms: number) => padL + (ms / xMax) * plotW;
      const y = (m: number) => padT + plotH - ((m - 1) / (top - 1)) * plotH;

      // Grid and labels.
      ctx.font = '11px Inter, system-ui, sans-serif';
      ctx.fillStyle = text;
      ctx.strokeStyle = 'rgba(255,255,255,0.06)';
      ctx.lineWidth = 1;
      const yStep = niceStep(top - 1, 4);
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      for (let m = 1; m <= top + 1e-9; m += yStep) {
        const yy = Math.round(y(m)) + 0.5;
        ctx.beginPath();
        ctx.moveTo(padL, yy);
        ctx.lineTo(W - padR, yy);
        ctx.stroke();
        ctx.fillText(`${m.toFixed(m < 10 ? 1 : 0)}×`, padL - 6, yy);
      }
      const xStep = niceStep(xMax / 1000, 5) * 1000;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      for (let ms = 0; ms <= xMax; ms += xStep) {
        ctx.fillText(`${Math.round(ms / 1000)}s`, x(ms), H - padB + 8);
      }

      if (v.phase === 'betting') return;

      // The curve with a soft fill under it.
      const crashed = v.phase === 'crashed';
      const colour = crashed ? danger : primary;
      const steps = Math.max(24, Math.round(plotW / 4));
      ctx.beginPath();
      for (let i = 0; i <= steps; i++) {
        const ms = (elapsed * i) / steps;
        const px = x(ms);
        const py = y(curve(ms));
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      const headX = x(elapsed);
      const headY = y(curve(elapsed));
      ctx.lineTo(headX, y(1));
      ctx.lineTo(x(0), y(1));
      ctx.closePath();
      const fill = ctx.createLinearGradient(0, padT, 0, padT + plotH);
      fill.addColorStop(0, `${colour}55`);
      fill.addColorStop(1, `${colour}00`);
      ctx.fillStyle = fill;
      ctx.fill();

      ctx.beginPath();
      for (let i = 0; i <= steps; i++) {
        const ms = (elapsed * i) / steps;
        if (i === 0) ctx.moveTo(x(ms), y(curve(ms)));
        else ctx.lineTo(x(ms), y(curve(ms)));
      }
      ctx.strokeStyle = colour;
      ctx.lineWidth = 4;
      ctx.lineCap = 'round';
      ctx.shadowColor = colour;
      ctx.shadowBlur = 14;
      ctx.stroke();
      ctx.shadowBlur = 0;

      // The head: a glowing dot (a burst once crashed).
      ctx.beginPath();
      ctx.arc(headX, headY, crashed ? 9 : 7, 0, Math.PI * 2);
      ctx.fillStyle = crashed ? danger : '#fff';
      ctx.shadowColor = colour;
      ctx.shadowBlur = 20;
      ctx.fill();
      ctx.shadowBlur = 0;
    };
    id = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(id);
  }, [size.width, size.height, reducedMotion, viewRef]);

  return (
    <div className="crash__canvas" ref={box}>
      <canvas ref={canvas} role="img" aria-label={label} style={{ width: size.width, height: size.height }} />
    </div>
  );
}
