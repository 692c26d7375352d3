/**
 * Caps how many tasks run at once and how many may wait; past that, `run` refuses at once, so a flood
 * gets fast refusals instead of a queue that starves everything else.
 */
export function semaphore(limit: number, maxWaiting: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    /** True when a new task would be refused: callers can refuse before doing any other work. */
    isFull: () => active >= limit && waiting.length >= maxWaiting,
    /** Runs the task when a slot frees; returns undefined without running it when the queue is full. */
    async run<T>(task: () => Promise<T>): Promise<{ value: T } | undefined> {
      if (active >= limit) {
        if (waiting.length >= maxWaiting) return undefined;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active++;
      }
      try {
        return { value: await task() };
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
