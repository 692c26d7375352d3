import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { ApiError } from './api-client';

/** Spec section 9: a script (a lazily loaded chunk) that has not arrived in this time has failed. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that did not load: `timeout_retry_please` when it took too long, `network` when it failed. */
export class ChunkLoadError extends ApiError {
  constructor(errorCode: 'timeout_retry_please' | 'network', cause?: unknown) {
    super(errorCode, errorCode === 'network' ? 'Network error' : 'Loading timed out, please retry', 0);
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

/**
 * Loads a chunk with the script timeout. A failure is not remembered: the next `load` calls the
 * import again (React.lazy alone would keep the rejected promise for ever), a success is kept.
 */
export function createChunkLoader<M>(factory: () => Promise<M>, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS) {
  let pending: Promise<M> | null = null;
  return {
    load(): Promise<M> {
      pending ??= new Promise<M>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout_retry_please')), timeoutMs);
        factory().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (err: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError('network', err));
          },
        );
      }).catch((err: unknown) => {
        pending = null;
        throw err;
      });
      return pending;
    },
  };
}

/**
 * React.lazy with the script timeout and a retry: after a failure the error boundary's retry renders a
 * fresh lazy component, which imports again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any page component
export function lazyChunk<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
  timeoutMs = SCRIPT_LOAD_TIMEOUT_MS,
): ComponentType<ComponentProps<T>> {
  const loader = createChunkLoader(factory, timeoutMs);
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      loader.load().catch((err: unknown) => {
        Lazy = fresh();
        throw err;
      }),
    );
  let Lazy = fresh();
  function Chunk(props: ComponentProps<T>) {
    return <Lazy {...props} />;
  }
  return Chunk;
}
