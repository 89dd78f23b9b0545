export { type Theme, resolveTheme, parseTheme } from './theme';
export { useTheme, useThemeStore, selectTheme } from './theme-store';
export { useThemeSync } from './use-theme-sync';
