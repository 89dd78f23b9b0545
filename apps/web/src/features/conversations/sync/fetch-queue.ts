/** Fetches conversations one at a time; an urgent one (being opened) goes ahead of the rest. */
export interface FetchQueue {
  /** Resolves with what the fetch returned (false when it failed or the queue was cleared). */
  request(id: string, options?: { isUrgent?: boolean }): Promise<boolean>;
  /** Drops what has not started; each waiting request resolves false. */
  clear(): void;
}

interface Pending {
  promise: Promise<boolean>;
  resolve: (isDone: boolean) => void;
}

/**
 * A queue that runs `fetchOne` for one id at a time, so however many conversations need fetching,
 * one whole conversation is in flight at once. Asking again for an id already waiting or in
 * flight gives the same promise.
 */
export function createFetchQueue(fetchOne: (id: string) => Promise<boolean>): FetchQueue {
  const waiting: string[] = [];
  const pending = new Map<string, Pending>();
  let isRunning = false;

  async function run(): Promise<void> {
    if (isRunning) return;
    isRunning = true;
    try {
      for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) {
        const entry = pending.get(id);
        let isDone = false;
        try {
          isDone = await fetchOne(id);
        } catch (error) {
          console.warn('[conversations] fetching a conversation failed', error);
        } finally {
          pending.delete(id);
          entry?.resolve(isDone);
        }
      }
    } finally {
      isRunning = false;
    }
  }

  return {
    request(id, options = {}) {
      let entry = pending.get(id);
      if (!entry) {
        let resolve!: (isDone: boolean) => void;
        const promise = new Promise<boolean>((done) => (resolve = done));
        entry = { promise, resolve };
        pending.set(id, entry);
        waiting.push(id);
      }
      const index = waiting.indexOf(id);
      if (options.isUrgent && index > 0) {
        waiting.splice(index, 1);
        waiting.unshift(id);
      }
      void run();
      return entry.promise;
    },
    clear() {
      for (const id of waiting.splice(0)) {
        pending.get(id)?.resolve(false);
        pending.delete(id);
      }
    },
  };
}
