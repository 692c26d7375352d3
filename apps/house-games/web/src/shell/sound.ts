/**
 * Optional sound: short synthesised tones (no files), off until the player turns it on. The
 * AudioContext is created on that first click, as browsers require.
 */
export type Cue = 'tick' | 'stop' | 'win' | 'big' | 'lose' | 'drop' | 'land';

const cues: Record<Cue, readonly [freq: number, ms: number, type: OscillatorType, gain: number][]> = {
  tick: [[880, 30, 'square', 0.03]],
  stop: [[220, 60, 'triangle', 0.12]],
  drop: [[660, 40, 'sine', 0.08]],
  land: [[520, 80, 'triangle', 0.1]],
  lose: [[180, 160, 'sawtooth', 0.05]],
  win: [
    [660, 90, 'triangle', 0.12],
    [880, 140, 'triangle', 0.12],
  ],
  big: [
    [523, 120, 'triangle', 0.14],
    [659, 120, 'triangle', 0.14],
    [784, 120, 'triangle', 0.14],
    [1046, 260, 'triangle', 0.14],
  ],
};

let context: AudioContext | null = null;

export function unlockAudio(): void {
  if (!context && typeof AudioContext === 'function') context = new AudioContext();
  void context?.resume();
}

export function playCue(cue: Cue): void {
  const ctx = context;
  if (!ctx || ctx.state !== 'running') return;
  let at = ctx.currentTime;
  for (const [freq, ms, type, level] of cues[cue]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(level, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + ms / 1000 + 0.02);
    at += ms / 1000;
  }
}
