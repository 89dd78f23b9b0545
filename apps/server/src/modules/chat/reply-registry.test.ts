import type { ChatResponse, ChatStreamEvent } from '@polymath/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReplyRegistry } from './reply-registry';

const response = { message: 'Hi' } as ChatResponse;

describe('reply registry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the partial text, tells subscribers, then keeps the outcome', () => {
    const registry = createReplyRegistry({ ttlMs: 1000, maxPendingPerOwner: 3 });
    const reply = registry.create('r1', 'alice', 'engine');
    const events: ChatStreamEvent[] = [];
    registry.subscribe(reply, (event) => events.push(event));
    registry.appendText(reply, 'Hel');
    registry.appendText(reply, 'lo');
    expect(registry.status(reply)).toEqual({
      status: 'pending',
      requestId: 'r1',
      partial: 'Hello',
    });
    registry.complete(reply, response);
    registry.appendText(reply, 'ignored after the end');
    expect(events).toEqual([
      { type: 'delta', text: 'Hel' },
      { type: 'delta', text: 'lo' },
      { type: 'done', requestId: 'r1', response },
    ]);
    expect(registry.status(reply)).toEqual({ status: 'complete', requestId: 'r1', response });
  });

  it('reports a failed reply with its error', () => {
    const registry = createReplyRegistry({ ttlMs: 1000, maxPendingPerOwner: 3 });
    const reply = registry.create('r1', 'alice', 'engine');
    registry.fail(reply, 'Sorry', 'UPSTREAM_FAILED');
    registry.complete(reply, response);
    expect(registry.status(reply)).toEqual({ status: 'failed', requestId: 'r1', error: 'Sorry' });
  });

  it('shows a reply only to its owner', () => {
    const registry = createReplyRegistry({ ttlMs: 1000, maxPendingPerOwner: 3 });
    registry.create('r1', 'alice', 'engine');
    expect(registry.find('r1', 'alice')).toBeDefined();
    expect(registry.find('r1', 'mallory')).toBeUndefined();
    expect(registry.has('r1')).toBe(true);
  });

  it('refuses a fourth reply in progress for one owner, not for another', () => {
    const registry = createReplyRegistry({ ttlMs: 1000, maxPendingPerOwner: 3 });
    for (const id of ['a', 'b', 'c']) registry.create(id, 'alice', 'engine');
    expect(() => registry.create('d', 'alice', 'engine')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED' }),
    );
    expect(registry.create('e', 'bob', 'engine').owner).toBe('bob');
    const first = registry.find('a', 'alice');
    if (first) registry.complete(first, response);
    expect(registry.create('d', 'alice', 'engine').requestId).toBe('d');
  });

  it('forgets a finished reply after the TTL', () => {
    vi.useFakeTimers();
    const registry = createReplyRegistry({ ttlMs: 1000, maxPendingPerOwner: 3 });
    const reply = registry.create('r1', 'alice', 'engine');
    registry.complete(reply, response);
    vi.advanceTimersByTime(999);
    expect(registry.find('r1', 'alice')).toBe(reply);
    vi.advanceTimersByTime(1);
    expect(registry.find('r1', 'alice')).toBeUndefined();
  });

  it('stops replies in progress when closed', () => {
    const registry = createReplyRegistry({ ttlMs: 1000, maxPendingPerOwner: 3 });
    const reply = registry.create('r1', 'alice', 'engine');
    const done = registry.create('r2', 'alice', 'engine');
    registry.complete(done, response);
    registry.close();
    expect(reply.stopController.signal.aborted).toBe(true);
    expect(done.stopController.signal.aborted).toBe(false);
  });
});
