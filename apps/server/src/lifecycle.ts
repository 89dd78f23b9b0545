/**
 * Whether the process is shutting down. Readiness answers 503 from the moment shutdown begins, and
 * requests that arrive after it are refused with 503 UNAVAILABLE while in-flight ones finish.
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
  /** Runs `listener` when shutdown begins (work that would hold up in-flight requests stops). */
  onShutdown(listener: () => void): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  const listeners: (() => void)[] = [];
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      if (shuttingDown) return;
      shuttingDown = true;
      for (const listener of listeners) listener();
    },
    onShutdown(listener) {
      listeners.push(listener);
    },
  };
}
