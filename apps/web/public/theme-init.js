/* global window, document */
// Runs before the app bundle so the first paint already has the right theme (no light flash).
// Mirrors src/lib/theme/theme.ts: a stored 'dark'/'light' wins, otherwise the system preference.
(function () {
  let stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Storage can be unavailable (privacy modes); the system preference still applies.
  }
  const isDark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
})();
