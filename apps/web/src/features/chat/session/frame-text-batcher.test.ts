import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TEXT_HOLD_MS, TEXT_INTERVAL_MS, createFrameTextBatcher } from './frame-text-batcher';

describe('createFrameTextBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands on the first pieces joined at the next frame', () => {
    const deliver = vi.fn();
    const text = createFrameTextBatcher(deliver);
    for (const piece of ['The ', 'tide ', 'rises.']) text.push(piece);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(deliver.mock.calls).toEqual([['The tide rises.']]);
  });

  it('hands on at most every 50 ms, however fast the pieces come', () => {
    const deliver = vi.fn<(text: string) => void>();
    const text = createFrameTextBatcher(deliver);
    // A token every 5 ms for one second: 200 pieces.
    for (let token = 0; token < 200; token += 1) {
      text.push(`${token} `);
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(TEXT_INTERVAL_MS + 20);
    const deliveries = deliver.mock.calls.map(([piece]) => piece);
    expect(deliveries.join('')).toBe(Array.from({ length: 200 }, (_, i) => `${i} `).join(''));
    expect(deliveries.length).toBeLessThanOrEqual(1000 / TEXT_INTERVAL_MS + 2);
    expect(deliveries.length).toBeGreaterThanOrEqual(1000 / (TEXT_INTERVAL_MS + 20) - 1);
  });

  it('hands the pieces on without a frame too (a hidden tab draws none), after at most 250 ms', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const deliver = vi.fn();
    const text = createFrameTextBatcher(deliver);
    text.push('Still ');
    text.push('saved.');
    vi.advanceTimersByTime(MAX_TEXT_HOLD_MS - 1);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deliver.mock.calls).toEqual([['Still saved.']]);
  });

  it('hands on at once when flushed, and drops the pieces when cancelled', () => {
    const deliver = vi.fn();
    const text = createFrameTextBatcher(deliver);
    text.push('Kept');
    text.flush();
    expect(deliver.mock.calls).toEqual([['Kept']]);
    text.push('Dropped');
    text.cancel();
    vi.advanceTimersByTime(MAX_TEXT_HOLD_MS);
    expect(deliver.mock.calls).toEqual([['Kept']]);
  });
});
