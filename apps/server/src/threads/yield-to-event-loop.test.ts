import { readFile } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from './yield-to-event-loop';

/** Holds the thread, as a step of long work would. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning
  }
}

describe('yieldToEventLoop', () => {
  it('lets a timer that fell due run first, even from an I/O callback', async () => {
    const order: string[] = [];
    await new Promise<void>((done) => {
      // An I/O callback runs in the poll phase, just before the round's setImmediate callbacks.
      readFile(import.meta.filename, () => {
        setTimeout(() => order.push('timer'), 0);
        busyFor(5);
        void yieldToEventLoop().then(() => {
          order.push('after the yield');
          done();
        });
      });
    });
    expect(order).toEqual(['timer', 'after the yield']);
  });
});
