/**
 * Local storage access that never throws: storage can be disabled, full or blocked (privacy modes,
 * sandboxed frames), and a preference that cannot be saved must not break the app.
 */

/** Reads a raw string, or null when absent or unreadable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a raw string; returns whether it was stored. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; a storage that cannot be reached has nothing to remove. */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
