/* global window, document */
// Runs before the app bundle so the first paint already has the right theme (no light flash).
// Mirrors src/lib/theme/theme.ts: a stored 'dark'/'light' wins, otherwise the system preference.
// It also hides index.html's static splash where the app will not play the splash: a page other
// than / (mirrors src/app/routes.tsx), or a session it already played in (mirrors
// src/app/startup/startup-session.ts).
(function () {
  let hasStartupPlayed = false;
  try {
    hasStartupPlayed = window.sessionStorage.getItem('polymath-startup-played') === 'true';
  } catch {
    // Without session storage the app plays the splash, so the static one stays.
  }
  if (hasStartupPlayed || window.location.pathname !== '/') {
    document.documentElement.classList.add('no-static-splash');
  }

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
