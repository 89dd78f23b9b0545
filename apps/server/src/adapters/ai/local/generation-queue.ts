/**
 * One generation at a time, in order of arrival. A small CPU model answers one question fastest
 * when it has the cores to itself; the others wait their turn, and past `maxWaiting` a newcomer is
 * turned away at once rather than left waiting minutes.
 */
export interface GenerationQueue {
  /**
   * Takes a place in line for a question that will reach the model later; undefined when the line
   * is full. The place is held until `release` is called.
   */
  reserve(): { release(): void } | undefined;
  /** Runs `task` once every earlier one has finished; rejects with `signal.reason` if aborted first. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Generations running or waiting in `run`. */
  readonly size: number;
}

/** Thrown by `run` when the line is already full. */
export class GenerationQueueFullError extends Error {
  constructor() {
    super('the local model is busy: its queue is full');
    this.name = 'GenerationQueueFullError';
  }
}

/** Creates a queue holding the running generation plus at most `maxWaiting` more. */
export function createGenerationQueue(maxWaiting: number): GenerationQueue {
  const capacity = 1 + maxWaiting;
  // Reservations (questions admitted, still looking up sources) and generations are counted
  // apart: an admitted question's generation must not be refused for its own reservation.
  const reservations = createCounter(capacity);
  const generations = createCounter(capacity);
  let tail: Promise<unknown> = Promise.resolve();

  return {
    reserve: () => reservations.take(),
    get size() {
      return generations.count;
    },
    async run(task, signal) {
      signal?.throwIfAborted();
      const place = generations.take();
      if (!place) throw new GenerationQueueFullError();
      const previous = tail;
      let finish = () => undefined as unknown;
      const done = new Promise<void>((resolve) => (finish = resolve));
      tail = done;
      try {
        await waitFor(previous, signal);
        return await task();
      } finally {
        // A question stopped while waiting hands its turn on only when the one before it is done.
        void previous.then(finish, finish);
        place.release();
      }
    },
  };
}

function createCounter(capacity: number) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    take(): { release(): void } | undefined {
      if (count >= capacity) return undefined;
      count += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          count -= 1;
        },
      };
    },
  };
}

/** Resolves when `previous` settles; rejects at once when `signal` aborts. */
function waitFor(previous: Promise<unknown>, signal: AbortSignal | undefined): Promise<void> {
  const settled = previous.then(
    () => undefined,
    () => undefined,
  );
  if (!signal) return settled;
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void settled.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}
