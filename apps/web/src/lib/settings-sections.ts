/**
 * "Show the user this part of Settings" as a page-wide request: where the user meets a limit of
 * this server (the chat, when the built-in engine needs a language model), a link asks for the
 * section that explains it, and the app opens the Settings tab there, without the chat importing
 * Settings.
 */

import { createPageEvent } from './page-event';

/** The Settings sections a link elsewhere can open, by the id of their heading. */
export const SETTINGS_SECTIONS = {
  aiGeneration: 'ai-generation-settings',
} as const;

/** One section a link can open. */
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[keyof typeof SETTINGS_SECTIONS];

const sectionRequested = createPageEvent<SettingsSectionId>();

/** Asks the app to open the Settings tab at `section`. */
export function openSettingsSection(section: SettingsSectionId): void {
  sectionRequested.report(section);
}

/** Listens for requests to open a Settings section; returns the function that stops listening. */
export function onOpenSettingsSection(listener: (section: SettingsSectionId) => void): () => void {
  return sectionRequested.listen(listener);
}
