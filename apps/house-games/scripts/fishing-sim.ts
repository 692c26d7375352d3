/**
 * Fishing RTP check: runs SHOTS shots (default 10,000,000) per RTP variant with the real per-shot function
 * at the scene's mix of fish (a fast loop: about 0.6 s per million shots), prints the measured RTP, the
 * exact one and the gap to the declared one, and exits 1 if any gap is over 0.5 points.
 * Usage: npx tsx apps/house-games/scripts/fishing-sim.ts [shots]
 */
import { exactRtp } from '../src/engine/fishing/shot.ts';
import { sceneMix, simulateFishing } from '../src/engine/fishing/sim.ts';
import { FISHING_RTP_VARIANTS } from '../src/engine/rtp-variants.ts';

const MAX_GAP_POINTS = 0.5;
const shots = Number(process.argv[2] ?? 10_000_000);
const mix = sceneMix();
const started = Date.now();
let failed = false;
for (const [i, rtp] of FISHING_RTP_VARIANTS.entries()) {
  const r = simulateFishing(shots, rtp, 2026 + i, mix);
  const gap = Math.abs(r.rtp * 100 - rtp);
  const exact = exactRtp(rtp);
  if (gap > MAX_GAP_POINTS) failed = true;
  console.log(
    `RTP ${rtp}%: ${r.shots.toLocaleString('en')} shots measured ${(r.rtp * 100).toFixed(3)}% ` +
      `(mix exact ${(r.expected * 100).toFixed(6)}%, every kind ${(exact.min * 100).toFixed(6)}..${(exact.max * 100).toFixed(6)}%), ` +
      `gap ${gap.toFixed(3)} points, standard error ${(r.standardError * 100).toFixed(3)} points${gap > MAX_GAP_POINTS ? '  FAIL' : ''}`,
  );
}
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
