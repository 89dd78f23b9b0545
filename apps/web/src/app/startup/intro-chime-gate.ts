import { playIntroChime } from './intro-chime';

/** Events that can give a page user activation: a click, a tap or a key press. */
const GESTURE_EVENTS = ['pointerdown', 'pointerup', 'touchend', 'click', 'keydown'] as const;
/** Without navigator.userActivation, the gestures every browser counts as activation. */
const ACTIVATING_WITHOUT_API = new Set<string>(['click', 'keydown']);

/** What the gate needs of the browser; injectable so tests can pass their own. */
export interface ChimeGateDeps {
  /** navigator.userActivation, where the browser has it. */
  userActivation: UserActivation | undefined;
  /** Where gestures are listened for (the window). */
  target: EventTarget;
  /** Plays the chime; called at most once. */
  play: () => unknown;
}

function browserDeps(): ChimeGateDeps {
  return {
    userActivation: (navigator as { userActivation?: UserActivation }).userActivation,
    target: window,
    play: () => playIntroChime(),
  };
}

/**
 * Plays the intro chime now when the page may start sound, else at the visitor's first gesture.
 * Browsers keep audio from starting before the user has interacted with the page (autoplay
 * policy) and log a warning when a page tries, so the chime never tries early: a first visit that
 * nobody touches stays silent and its console clean. Returns a function that stops waiting.
 */
export function playChimeWhenAllowed(deps: ChimeGateDeps = browserDeps()): () => void {
  const { userActivation, target } = deps;
  if (userActivation?.hasBeenActive) {
    deps.play();
    return () => undefined;
  }
  const stopWaiting = () => {
    for (const type of GESTURE_EVENTS) target.removeEventListener(type, handleGesture, true);
  };
  function handleGesture(event: Event) {
    // A touch's pointerdown does not activate the page yet: wait for the event that does.
    const isActivated = userActivation
      ? userActivation.isActive
      : ACTIVATING_WITHOUT_API.has(event.type);
    if (!isActivated) return;
    stopWaiting();
    deps.play();
  }
  for (const type of GESTURE_EVENTS) {
    target.addEventListener(type, handleGesture, { capture: true, passive: true });
  }
  return stopWaiting;
}

let hasIntroChimeStarted = false;

/**
 * The intro's chime, once per page load: the intro mounts twice in development (StrictMode) and
 * is gone long before a visitor's first click, which may still start the chime.
 */
export function startIntroChime(): void {
  if (hasIntroChimeStarted) return;
  hasIntroChimeStarted = true;
  playChimeWhenAllowed();
}
