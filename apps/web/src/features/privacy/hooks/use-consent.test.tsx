import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@polymath/shared';
import { useConsent } from './use-consent';

const GRANTED = JSON.stringify({ status: 'granted', timestamp: '2026-11-22T01:40:00.000Z' });

/** What the browser does in this tab when another tab of the same site writes local storage. */
function changeInAnotherTab(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('useConsent', () => {
  it('reads the stored consent and answers for each purpose', () => {
    window.localStorage.setItem(STORAGE_KEYS.consent, GRANTED);
    const { result } = renderHook(() => useConsent());
    expect(result.current.consent).toEqual({
      status: 'granted',
      timestamp: '2026-11-22T01:40:00.000Z',
    });
    expect(result.current.hasConsent('ads')).toBe(true);
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current.consent).toBeNull();
    expect(result.current.hasConsent('location')).toBe(false);

    act(() => changeInAnotherTab(STORAGE_KEYS.consent, GRANTED));
    expect(result.current.consent?.status).toBe('granted');
    expect(result.current.hasConsent('location')).toBe(true);

    act(() => changeInAnotherTab(STORAGE_KEYS.consent, null));
    expect(result.current.consent).toBeNull();
  });

  it('counts a damaged record as no consent', () => {
    window.localStorage.setItem(STORAGE_KEYS.consent, '{"status":"granted","timestamp":5}');
    const { result } = renderHook(() => useConsent());
    expect(result.current.consent).toBeNull();
    expect(result.current.hasConsent('ads')).toBe(false);
  });
});
