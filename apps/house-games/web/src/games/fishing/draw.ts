/**
 * Drawing the ocean on a canvas: water, fish (drawn with paths and gradients, no images), the cannon,
 * bullets, coin bursts and the bonus wheel. Pure drawing: the component owns the state.
 */
import { FISH_KINDS, fishKind, type FishKind } from '../../../../src/engine/fishing/fish.ts';
import { fishPosition, type Fish } from '../../../../src/engine/fishing/spawn.ts';

export interface Bullet {
  x: number;
  y: number;
  dx: number;
  dy: number;
}
export interface Burst {
  x: number;
  y: number;
  born: number;
  text: string;
  coins: number;
  big: boolean;
}
export interface Dying {
  fish: Fish;
  at: number;
  x: number;
  y: number;
  angle: number;
}

export function drawWater(g: CanvasRenderingContext2D, w: number, h: number, t: number, still: boolean) {
  const sea = g.createLinearGradient(0, 0, 0, h);
  sea.addColorStop(0, '#0b4f79');
  sea.addColorStop(0.6, '#06304f');
  sea.addColorStop(1, '#031a2c');
  g.fillStyle = sea;
  g.fillRect(0, 0, w, h);
  if (still) return;
  // Light rays drifting slowly.
  g.save();
  g.globalAlpha = 0.06;
  g.fillStyle = '#bfe9ff';
  for (let i = 0; i < 5; i++) {
    const x = ((i * 0.23 + t * 0.00002) % 1.2) * w - 0.1 * w;
    g.beginPath();
    g.moveTo(x, 0);
    g.lineTo(x + w * 0.08, 0);
    g.lineTo(x + w * 0.2, h);
    g.lineTo(x + w * 0.12, h);
    g.fill();
  }
  g.restore();
}

function body(g: CanvasRenderingContext2D, kind: FishKind, len: number) {
  const [a, b] = kind.colors;
  const grad = g.createLinearGradient(0, -len * 0.3, 0, len * 0.3);
  grad.addColorStop(0, b);
  grad.addColorStop(0.5, a);
  grad.addColorStop(1, a);
  g.fillStyle = grad;
  switch (kind.id) {
    case 'crab': {
      g.beginPath();
      g.ellipse(0, 0, len * 0.45, len * 0.3, 0, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = a;
      g.lineWidth = len * 0.07;
      for (const s of [-1, 1]) {
        g.beginPath();
        g.moveTo(len * 0.3, s * len * 0.15);
        g.quadraticCurveTo(len * 0.6, s * len * 0.45, len * 0.55, s * len * 0.2);
        g.stroke();
      }
      return;
    }
    case 'ray': {
      g.beginPath();
      g.moveTo(len * 0.5, 0);
      g.quadraticCurveTo(0, -len * 0.7, -len * 0.3, 0);
      g.quadraticCurveTo(0, len * 0.7, len * 0.5, 0);
      g.fill();
      g.strokeStyle = b;
      g.lineWidth = len * 0.03;
      g.beginPath();
      g.moveTo(-len * 0.3, 0);
      g.lineTo(-len * 0.75, 0);
      g.stroke();
      return;
    }
    case 'turtle': {
      g.fillStyle = b;
      g.beginPath();
      g.ellipse(len * 0.42, 0, len * 0.12, len * 0.09, 0, 0, Math.PI * 2);
      g.fill();
      for (const [x, y] of [
        [0.2, -0.3],
        [0.2, 0.3],
        [-0.25, -0.25],
        [-0.25, 0.25],
      ] as const) {
        g.beginPath();
        g.ellipse(x * len, y * len, len * 0.12, len * 0.06, 0, 0, Math.PI * 2);
        g.fill();
      }
      g.fillStyle = grad;
      g.beginPath();
      g.ellipse(0, 0, len * 0.36, len * 0.28, 0, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = 'rgba(0,0,0,0.25)';
      g.lineWidth = len * 0.02;
      g.stroke();
      return;
    }
    default: {
      // Tail, body, fin, eye.
      g.beginPath();
      g.moveTo(-len * 0.35, 0);
      g.lineTo(-len * 0.55, -len * 0.2);
      g.lineTo(-len * 0.55, len * 0.2);
      g.closePath();
      g.fill();
      g.beginPath();
      g.ellipse(
        0,
        0,
        len * 0.42,
        len * (kind.id === 'swordfish' || kind.id === 'shark' ? 0.14 : 0.22),
        0,
        0,
        Math.PI * 2,
      );
      g.fill();
      if (kind.id === 'swordfish') {
        g.strokeStyle = b;
        g.lineWidth = len * 0.025;
        g.beginPath();
        g.moveTo(len * 0.4, 0);
        g.lineTo(len * 0.75, 0);
        g.stroke();
      }
      g.fillStyle = b;
      g.beginPath();
      g.moveTo(-len * 0.05, -len * 0.12);
      g.lineTo(len * 0.12, -len * (kind.id === 'shark' ? 0.36 : 0.3));
      g.lineTo(len * 0.18, -len * 0.1);
      g.fill();
    }
  }
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(len * 0.28, -len * 0.05, len * 0.045, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#000';
  g.beginPath();
  g.arc(len * 0.29, -len * 0.05, len * 0.022, 0, Math.PI * 2);
  g.fill();
}

/** A fish at its place at scene time `t`; `fade` (0..1) while it dies. */
export function drawFish(
  g: CanvasRenderingContext2D,
  fish: Fish,
  t: number,
  w: number,
  h: number,
  now: number,
  fade = 0,
) {
  const kind = fishKind(fish.kind)!;
  const p = fishPosition(fish, kind, t);
  const len = kind.size * w;
  g.save();
  g.translate(p.x * w, p.y * h);
  // Drawn facing +x: a fish swimming left is mirrored (rotated by its heading less a half turn first).
  g.rotate(fish.fromLeft ? p.angle : p.angle - Math.PI);
  if (!fish.fromLeft) g.scale(-1, 1);
  if (fade > 0) {
    g.globalAlpha = 1 - fade;
    g.rotate(fade * Math.PI);
  }
  if (kind.role === 'boss') {
    // The dragon's health-like glow: pulsing gold.
    g.shadowColor = '#ffd700';
    g.shadowBlur = 20 + 12 * Math.sin(now / 200);
  } else if (kind.role === 'bonus') {
    g.shadowColor = '#ff6b6b';
    g.shadowBlur = 12;
  }
  if (kind.role === 'boss') {
    const [a, b] = kind.colors;
    const grad = g.createLinearGradient(-len / 2, 0, len / 2, 0);
    grad.addColorStop(0, b);
    grad.addColorStop(1, a);
    g.fillStyle = grad;
    g.beginPath();
    for (let i = 0; i <= 20; i++) {
      const x = -len / 2 + (i / 20) * len;
      const y = Math.sin(i / 3 + now / 250) * len * 0.06 - len * (0.03 + 0.09 * (i / 20));
      if (i === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    for (let i = 20; i >= 0; i--) {
      const x = -len / 2 + (i / 20) * len;
      const y = Math.sin(i / 3 + now / 250) * len * 0.06 + len * (0.03 + 0.09 * (i / 20));
      g.lineTo(x, y);
    }
    g.fill();
    // The head: a round snout with horns at the front end.
    const headY = Math.sin(20 / 3 + now / 250) * len * 0.06;
    g.beginPath();
    g.ellipse(len * 0.48, headY, len * 0.1, len * 0.13, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#fff4b0';
    for (let i = 0; i < 5; i++) {
      g.beginPath();
      g.moveTo(len * (0.1 * i - 0.1), -len * 0.05);
      g.lineTo(len * (0.1 * i - 0.05), -len * 0.16);
      g.lineTo(len * (0.1 * i), -len * 0.05);
      g.fill();
    }
    g.fillStyle = '#000';
    g.beginPath();
    g.arc(len * 0.52, headY - len * 0.04, len * 0.02, 0, Math.PI * 2);
    g.fill();
  } else body(g, kind, len);
  g.restore();
  return { x: p.x * w, y: p.y * h, r: len * (kind.id === 'shark' || kind.id === 'swordfish' ? 0.3 : 0.4) };
}

export function drawCannon(g: CanvasRenderingContext2D, w: number, h: number, angle: number, label: string) {
  const x = w / 2;
  const y = h - 8;
  g.save();
  g.translate(x, y);
  g.fillStyle = '#1c3d5a';
  g.beginPath();
  g.arc(0, 0, 38, Math.PI, 0);
  g.fill();
  g.rotate(angle);
  const barrel = g.createLinearGradient(-10, 0, 10, 0);
  barrel.addColorStop(0, '#c08a2b');
  barrel.addColorStop(0.5, '#ffe08a');
  barrel.addColorStop(1, '#c08a2b');
  g.fillStyle = barrel;
  g.fillRect(-10, -58, 20, 58);
  g.restore();
  g.fillStyle = '#ffe08a';
  g.font = '600 13px system-ui, sans-serif';
  g.textAlign = 'center';
  g.fillText(label, x, y - 12);
}

export function drawBullet(g: CanvasRenderingContext2D, b: Bullet) {
  g.fillStyle = '#ffe08a';
  g.shadowColor = '#fff3c4';
  g.shadowBlur = 8;
  g.beginPath();
  g.arc(b.x, b.y, 5, 0, Math.PI * 2);
  g.fill();
  g.shadowBlur = 0;
}

/** Coins flying out and the payout rising; done after 1.4 s. */
export function drawBurst(g: CanvasRenderingContext2D, b: Burst, now: number): boolean {
  const age = (now - b.born) / 1400;
  if (age >= 1) return false;
  for (let i = 0; i < b.coins; i++) {
    const a = (i / b.coins) * Math.PI * 2;
    const r = age * (b.big ? 110 : 60);
    g.fillStyle = '#ffd23f';
    g.beginPath();
    g.arc(b.x + Math.cos(a) * r, b.y + Math.sin(a) * r + age * age * 60, 5, 0, Math.PI * 2);
    g.fill();
  }
  g.globalAlpha = 1 - age;
  g.fillStyle = '#fff';
  g.font = `700 ${b.big ? 28 : 18}px system-ui, sans-serif`;
  g.textAlign = 'center';
  g.fillText(b.text, b.x, b.y - 20 - age * 40);
  g.globalAlpha = 1;
  return true;
}

const WHEEL = FISH_KINDS.find((k) => k.role === 'bonus')!.pays;

/** The bonus wheel spinning to segment `index` (2.4 s), then held. */
export function drawWheel(
  g: CanvasRenderingContext2D,
  w: number,
  h: number,
  index: number,
  age: number,
  still: boolean,
) {
  const r = Math.min(w, h) * 0.22;
  const cx = w / 2;
  const cy = h / 2;
  const seg = (Math.PI * 2) / WHEEL.length;
  const settle = -Math.PI / 2 - (index + 0.5) * seg;
  const p = still ? 1 : Math.min(1, age / 2400);
  const ease = 1 - (1 - p) ** 3;
  const rot = settle - (1 - ease) * Math.PI * 8;
  g.save();
  g.fillStyle = 'rgba(0,0,0,0.45)';
  g.fillRect(0, 0, w, h);
  g.translate(cx, cy);
  for (let i = 0; i < WHEEL.length; i++) {
    g.fillStyle = i % 2 ? '#e63946' : '#ffb703';
    g.beginPath();
    g.moveTo(0, 0);
    g.arc(0, 0, r, rot + i * seg, rot + (i + 1) * seg);
    g.fill();
    g.save();
    g.rotate(rot + (i + 0.5) * seg);
    g.fillStyle = '#fff';
    g.font = `700 ${Math.round(r * 0.14)}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.fillText(`${WHEEL[i]}x`, r * 0.68, 5);
    g.restore();
  }
  g.fillStyle = '#fff';
  g.beginPath();
  g.moveTo(-10, -r - 14);
  g.lineTo(10, -r - 14);
  g.lineTo(0, -r + 6);
  g.fill();
  g.restore();
}

export const wheelIndex = (multiplier: number) => Math.max(0, WHEEL.indexOf(multiplier));
