import { STORAGE_KEYS, THEMES } from '@polymath/shared';
import { readStorage } from '../local-storage';

/** A colour theme of the app. */
export type Theme = (typeof THEMES)[number];

/** The media query for a system that prefers dark colours. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Narrows any stored value to a theme, or null for "not chosen". */
export function parseTheme(value: string | null): Theme | null {
  return THEMES.find((theme) => theme === value) ?? null;
}

/** The theme the user chose, or null when they never chose one. */
export function readStoredTheme(): Theme | null {
  return parseTheme(readStorage(STORAGE_KEYS.theme));
}

/** Whether the system currently prefers dark colours. */
export function readSystemPrefersDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** The spec's rule: a stored choice wins; with none, the system preference decides. */
export function resolveTheme(stored: Theme | null, systemPrefersDark: boolean): Theme {
  return stored ?? (systemPrefersDark ? 'dark' : 'light');
}

/** Puts the theme on <html>: the `dark` class drives Tailwind, color-scheme the native controls. */
export function applyThemeToDocument(theme: Theme, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
