/**
 * A token bucket: up to `perMinute` takes at once, then one more every 60/perMinute seconds.
 * Waiters are served in order. Per process: N server processes may together make N times as many
 * requests, which the encyclopedia's own limits tolerate at the default rate.
 */
export interface TokenBucket {
  /** Resolves when a token is taken; rejects with the signal's reason if it aborts first. */
  take(signal?: AbortSignal): Promise<void>;
}

export function createTokenBucket(options: {
  perMinute: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}): TokenBucket {
  const capacity = Math.max(1, options.perMinute);
  const msPerToken = 60_000 / capacity;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  let tokens = capacity;
  let updatedAt = now();
  // Each take waits for the previous one, so waiters are served first come, first served.
  let queue: Promise<void> = Promise.resolve();

  function refill() {
    const current = now();
    tokens = Math.min(capacity, tokens + (current - updatedAt) / msPerToken);
    updatedAt = current;
  }

  async function takeInTurn(signal?: AbortSignal) {
    for (;;) {
      signal?.throwIfAborted();
      refill();
      if (tokens >= 1) {
        tokens -= 1;
        return;
      }
      await sleep(Math.ceil((1 - tokens) * msPerToken), signal);
    }
  }

  return {
    take(signal) {
      const turn = queue.then(() => takeInTurn(signal));
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
