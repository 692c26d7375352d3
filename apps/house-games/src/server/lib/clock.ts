/** The one source of time, so tests can move it (the crash loop, session expiry and outbox backoff read it). */
export const clock = {
  now: (): Date => new Date(clock.nowMs()),
  nowMs: (): number => Date.now(),
};
