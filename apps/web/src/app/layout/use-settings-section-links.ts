import { useCallback, useEffect, useState } from 'react';
import { onOpenSettingsSection, type SettingsSectionId } from '@/lib/settings-sections';
import { useMainTabStore } from './main-tab-store';

/** The section the Settings tab should bring into view when it opens, and how it says it did. */
export interface SettingsSectionLink {
  sectionToShow: SettingsSectionId | null;
  onSectionShown: () => void;
}

/**
 * Follows the links to a Settings section from elsewhere in the app (the chat's "How to connect a
 * language model"): the Settings tab opens, and the section is kept until the tab has shown it.
 */
export function useSettingsSectionLinks(): SettingsSectionLink {
  const setActiveTab = useMainTabStore((state) => state.setActiveTab);
  const [sectionToShow, setSectionToShow] = useState<SettingsSectionId | null>(null);
  useEffect(
    () =>
      onOpenSettingsSection((section) => {
        setActiveTab('settings');
        setSectionToShow(section);
      }),
    [setActiveTab],
  );
  const onSectionShown = useCallback(() => setSectionToShow(null), []);
  return { sectionToShow, onSectionShown };
}
