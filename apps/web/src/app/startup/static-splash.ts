/** Marks index.html's static splash: the splash's first frame, drawn before the app's code runs. */
const STATIC_SPLASH_SELECTOR = '#root > [data-static-splash]';

/**
 * Removes index.html's static splash. React leaves what it finds in the root element in place, so
 * the app takes it out in its first commit, before the browser paints again: the app's own splash
 * (the same frame) is there by then, or the page does not play one.
 */
export function removeStaticSplash(): void {
  document.querySelector(STATIC_SPLASH_SELECTOR)?.remove();
}
