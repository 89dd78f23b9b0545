import './browser-stubs';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetMatchMedia } from './match-media';
import { resetStores } from './reset-stores';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // No server in component tests: every call answers 404 unless a test says otherwise.
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        Response.json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    ),
  );
});

afterEach(() => {
  cleanup();
  // Undo a test's storage spies before the stores write their reset state through to storage.
  vi.restoreAllMocks();
  resetStores();
  resetMatchMedia();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The stores' reset state was written through to storage; the next file's store modules are
  // already loaded, but a module first imported there must not read this test's leftovers.
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Testing Library's waitFor/findBy only advance fake timers when they see Jest's API; Vitest's fake
// timers are compatible, so expose the one function it calls.
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};
