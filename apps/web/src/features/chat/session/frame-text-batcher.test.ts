import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TEXT_HOLD_MS, createFrameTextBatcher } from './frame-text-batcher';

describe('createFrameTextBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands on the pieces of one frame joined, once, at that frame', () => {
    const deliver = vi.fn();
    const text = createFrameTextBatcher(deliver);
    for (const piece of ['The ', 'tide ', 'rises.']) text.push(piece);
    expect(deliver).not.toHaveBeenCalled();

    vi.advanceTimersToNextFrame();
    expect(deliver.mock.calls).toEqual([['The tide rises.']]);
    text.push(' Then');
    text.push(' falls.');
    vi.advanceTimersToNextFrame();
    expect(deliver.mock.calls).toEqual([['The tide rises.'], [' Then falls.']]);
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
