/**
 * Session storage key: the startup sequence has played in this tab's browser session, so a reload
 * goes straight to the app while a new tab or a new session plays it again.
 */
const STARTUP_PLAYED_KEY = 'polymath-startup-played';

/** Whether the startup sequence already played in this session (false when storage is blocked). */
export function hasStartupPlayedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(STARTUP_PLAYED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers for this session that the startup sequence played; a blocked storage plays it again. */
export function markStartupPlayed(): void {
  try {
    window.sessionStorage.setItem(STARTUP_PLAYED_KEY, 'true');
  } catch {
    // Without session storage the next load plays the sequence again, which is harmless.
  }
}
