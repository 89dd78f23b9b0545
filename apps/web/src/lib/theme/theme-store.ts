import { create } from 'zustand';
import { STORAGE_KEYS } from '@polymath/shared';
import { writeStorage } from '../local-storage';
import {
  applyThemeToDocument,
  readStoredTheme,
  readSystemPrefersDark,
  resolveTheme,
  type Theme,
} from './theme';

interface ThemeState {
  /** The user's explicit choice; null means "follow the system". */
  storedTheme: Theme | null;
  systemPrefersDark: boolean;
  /** Re-reads storage and the system preference (at start, and when the system changes). */
  syncFromEnvironment: () => void;
  /** Records a system preference change; it only shows while the user has not chosen. */
  setSystemPrefersDark: (prefersDark: boolean) => void;
  /** Stores an explicit choice. */
  setTheme: (theme: Theme) => void;
  /** Switches between light and dark and stores the result. */
  toggleTheme: () => void;
}

/** The theme preference: the user's stored choice and the system's, combined by `selectTheme`. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  storedTheme: readStoredTheme(),
  systemPrefersDark: readSystemPrefersDark(),
  syncFromEnvironment: () =>
    set({ storedTheme: readStoredTheme(), systemPrefersDark: readSystemPrefersDark() }),
  setSystemPrefersDark: (systemPrefersDark) => set({ systemPrefersDark }),
  setTheme: (theme) => {
    writeStorage(STORAGE_KEYS.theme, theme);
    set({ storedTheme: theme });
  },
  toggleTheme: () => get().setTheme(selectTheme(get()) === 'dark' ? 'light' : 'dark'),
}));

/** The theme in effect. */
export function selectTheme(state: Pick<ThemeState, 'storedTheme' | 'systemPrefersDark'>): Theme {
  return resolveTheme(state.storedTheme, state.systemPrefersDark);
}

/** The theme in effect and the actions to change it. */
export function useTheme() {
  const theme = useThemeStore(selectTheme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  return { theme, isDark: theme === 'dark', setTheme, toggleTheme };
}

/** Applies the current theme to the document now and on every change; returns the unsubscribe. */
export function bindThemeToDocument(): () => void {
  applyThemeToDocument(selectTheme(useThemeStore.getState()));
  return useThemeStore.subscribe((state, previous) => {
    const theme = selectTheme(state);
    if (theme !== selectTheme(previous)) applyThemeToDocument(theme);
  });
}
