import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  afterEach(() => vi.useRealTimers());

  it('gives a new value only once it has stayed the same for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    for (const typed of ['s', 'su', 'sug']) {
      rerender({ value: typed });
      act(() => {
        vi.advanceTimersByTime(200);
      });
    }
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('sug');
  });
});
