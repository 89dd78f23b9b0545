import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './token-bucket';

/** A clock that only moves when the bucket sleeps, recording each wait. */
function fakeClock() {
  let time = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    sleep: (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      waits.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}

describe('createTokenBucket', () => {
  it('allows a burst of perMinute takes, then one every 60/perMinute seconds', async () => {
    const clock = fakeClock();
    const bucket = createTokenBucket({ perMinute: 3, now: clock.now, sleep: clock.sleep });
    for (let take = 0; take < 3; take += 1) await bucket.take();
    expect(clock.waits).toEqual([]);
    await bucket.take();
    await bucket.take();
    expect(clock.waits).toEqual([20_000, 20_000]);
  });

  it('refills while idle, up to its capacity only', async () => {
    const clock = fakeClock();
    const bucket = createTokenBucket({ perMinute: 2, now: clock.now, sleep: clock.sleep });
    await bucket.take();
    await bucket.take();
    clock.advance(10 * 60_000);
    await bucket.take();
    await bucket.take();
    expect(clock.waits).toEqual([]);
    await bucket.take();
    expect(clock.waits).toEqual([30_000]);
  });

  it('gives up waiting when the signal aborts, and serves the next waiter', async () => {
    const bucket = createTokenBucket({ perMinute: 1 });
    await bucket.take();
    const controller = new AbortController();
    const waiting = bucket.take(controller.signal);
    controller.abort(new Error('stopping'));
    await expect(waiting).rejects.toThrow('stopping');
  });
});
