/**
 * A controllable window.matchMedia for jsdom (which has none): tests set which queries match and
 * can flip them later, firing `change` like a real system setting change.
 */
type Listener = (event: MediaQueryListEvent) => void;

const matches = new Map<string, boolean>();
const listeners = new Map<string, Set<Listener>>();

function createMediaQueryList(query: string): MediaQueryList {
  const queryListeners = listeners.get(query) ?? new Set<Listener>();
  listeners.set(query, queryListeners);
  return {
    media: query,
    get matches() {
      return matches.get(query) ?? false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => queryListeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => queryListeners.delete(listener),
    addListener: (listener: Listener) => queryListeners.add(listener),
    removeListener: (listener: Listener) => queryListeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

/** Installs the fake on window. */
export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: createMediaQueryList,
  });
}

/** Sets whether a query matches and tells every listener of it. */
export function setMediaQuery(query: string, isMatching: boolean): void {
  matches.set(query, isMatching);
  for (const listener of listeners.get(query) ?? []) {
    listener({ matches: isMatching, media: query } as MediaQueryListEvent);
  }
}

/** Forgets every setting (all queries stop matching). */
export function resetMatchMedia(): void {
  matches.clear();
  listeners.clear();
}
