/**
 * Whether the process is shutting down. Readiness answers 503 from the moment shutdown begins, and
 * requests that arrive after it are refused with 503 UNAVAILABLE while in-flight ones finish.
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
