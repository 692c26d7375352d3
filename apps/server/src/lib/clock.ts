/** The one source of time, so tests can move it. */
export const clock = {
  now: (): Date => new Date(clock.nowMs()),
  nowMs: (): number => Date.now(),
};
