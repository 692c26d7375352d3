/**
 * Fast seeded PRNG (sfc32) for simulations and statistical tests only, never for real rounds: real
 * rounds take their floats from fair.ts. Outputs uint32 / 2^32, the same grid the HMAC floats live on.
 */

/** splitmix32 expands one integer seed into well-mixed state words. */
function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Returns a generator of uint32 values. */
export function sfc32(seed: number): () => number {
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = 1;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first outputs, which still correlate with the seed.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** Floats in [0, 1) as uint32 / 2^32. */
export function floatSource(seed: number): () => number {
  const next = sfc32(seed);
  return () => next() / 4294967296;
}
