/**
 * A page-wide event: one part of the app reports something, another acts on it, without either
 * importing the other (a feature reports, the app or another feature listens).
 */
export interface PageEvent<T> {
  /** Tells every listener. */
  report(event: T): void;
  /** Listens; returns the function that stops listening. */
  listen(listener: (event: T) => void): () => void;
}

/** A new page-wide event with no listeners. */
export function createPageEvent<T>(): PageEvent<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    report(event) {
      for (const listener of listeners) listener(event);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
