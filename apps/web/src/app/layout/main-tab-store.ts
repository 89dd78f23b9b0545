import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The four main tabs, in order. */
export const MAIN_TABS = ['chat', 'learning', 'rewards', 'settings'] as const;
/** One main tab. */
export type MainTab = (typeof MAIN_TABS)[number];

/** Session storage key: the tab survives a reload of this browser tab, not a new visit. */
const ACTIVE_TAB_STORAGE_KEY = 'polymath-active-tab';

function isMainTab(value: unknown): value is MainTab {
  return MAIN_TABS.some((tab) => tab === value);
}

interface MainTabState {
  activeTab: MainTab;
  setActiveTab: (tab: string) => void;
}

/** The active main tab, remembered across reloads. */
export const useMainTabStore = create<MainTabState>()(
  persist(
    (set) => ({
      activeTab: 'chat',
      setActiveTab: (tab) => {
        if (isMainTab(tab)) set({ activeTab: tab });
      },
    }),
    {
      name: ACTIVE_TAB_STORAGE_KEY,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: (state) => ({ activeTab: state.activeTab }),
      // A stored value from an older version (or edited by hand) falls back to Chat.
      merge: (persisted, current) => {
        const activeTab = (persisted as { activeTab?: unknown } | undefined)?.activeTab;
        return { ...current, activeTab: isMainTab(activeTab) ? activeTab : current.activeTab };
      },
    },
  ),
);
