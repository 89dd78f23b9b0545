import { useEffect } from 'react';
import { STORAGE_KEYS } from '@polymath/shared';
import { DARK_SCHEME_QUERY } from './theme';
import { bindThemeToDocument, useThemeStore } from './theme-store';

/**
 * Keeps <html> in step with the theme store and the store in step with the system preference, so a
 * visitor who never chose a theme follows their system as it changes (e.g. at sunset).
 */
export function useThemeSync(): void {
  useEffect(() => {
    const { syncFromEnvironment, setSystemPrefersDark } = useThemeStore.getState();
    syncFromEnvironment();
    const unbind = bindThemeToDocument();
    const media = window.matchMedia(DARK_SCHEME_QUERY);
    const handleChange = (event: MediaQueryListEvent) => setSystemPrefersDark(event.matches);
    // Another tab changing the theme shows here too.
    const handleStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme || event.key === null) syncFromEnvironment();
    };
    media.addEventListener('change', handleChange);
    window.addEventListener('storage', handleStorage);
    return () => {
      media.removeEventListener('change', handleChange);
      window.removeEventListener('storage', handleStorage);
      unbind();
    };
  }, []);
}
