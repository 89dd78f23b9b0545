import type { Locator } from 'playwright-core';
import { openWithSession, registerAccount } from '../fixtures/accounts';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';
import { startsWithWords } from '../pages/accessible-name';
import type { AppPage } from '../pages/app-page';
import { ChatPage, type ChatTool } from '../pages/chat-page';
import { waitForLoadingToFinish } from '../pages/loading';
import type { Shoot, TourStop } from './screenshot-tour';

const visible = { state: 'visible', timeout: UI_TIMEOUT_MS } as const;
const hidden = { state: 'hidden', timeout: UI_TIMEOUT_MS } as const;
const PRODUCTIVITY_TABS = ['Tasks', 'Calendar', 'Notes', 'Research'] as const;
const PERSONAL_AI_TABS = ['Overview', 'Preferences', 'Insights', 'Learning', 'AI Personality'];

/**
 * The workspace's dialogs: Productivity Tools and the Auto Prompt Manager as a guest sees them,
 * then, signed in as a fresh account (the tour's last stops, as it stays signed in), every tab of
 * Productivity Tools and of the Personal AI Assistant.
 */
export function workspaceStops(app: AppPage, isPhone: boolean): TourStop[] {
  const chat = new ChatPage(app.page);
  const openProductivity = async (): Promise<Locator> => {
    if (isPhone) {
      await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = app.page.getByRole('dialog', { name: 'Menu', exact: true });
      await menu.getByRole('button', { name: startsWithWords('Productivity') }).click();
    } else {
      await app.headerButton('Productivity').click();
    }
    const dialog = app.page.getByRole('dialog', { name: 'Productivity Tools' });
    await dialog.waitFor(visible);
    return dialog;
  };
  /** A chat tool: on the toolbar where it fits, else in its More tools menu. */
  const openTool = async (tool: ChatTool): Promise<void> => {
    // The tour before ends on another tab, which the app remembers.
    await (await app.openTab('Chat')).waitFor(visible);
    await chat.toolbar.waitFor(visible);
    const button = chat.toolbarButton(tool);
    if (await button.isVisible()) return button.click();
    await chat.moreToolsButton.click();
    await chat.moreToolsMenu.getByRole('menuitem', { name: startsWithWords(tool) }).click();
  };
  const close = async (dialog: Locator): Promise<void> => {
    await app.page.keyboard.press('Escape');
    await dialog.waitFor(hidden);
  };

  return [
    {
      name: 'Productivity Tools for a guest',
      visit: async (shoot) => {
        // The tour before ends on a legal page: back to the app.
        await app.gotoFresh();
        const dialog = await openProductivity();
        await shoot('productivity-guest');
        await close(dialog);
      },
    },
    {
      name: 'Auto Prompt Manager',
      visit: async (shoot) => {
        await openTool('Auto Prompts');
        const dialog = app.page.getByRole('dialog', { name: 'Auto Prompt Manager' });
        await dialog.waitFor(visible);
        await shoot('auto-prompt-manager');
        await close(dialog);
      },
    },
    {
      name: 'Productivity Tools signed in',
      visit: async (shoot: Shoot) => {
        const session = await registerAccount(new URL(app.page.url()).origin, 'Tour');
        await openWithSession(app, session);
        const dialog = await openProductivity();
        for (const tab of PRODUCTIVITY_TABS) {
          await dialog.getByRole('tab', { name: tab, exact: true }).click();
          await dialog.getByRole('tabpanel', { name: tab, exact: true }).waitFor(visible);
          await waitForLoadingToFinish(app.page);
          await shoot(`productivity-${tab.toLowerCase()}`);
        }
        await close(dialog);
      },
    },
    {
      name: 'Personal AI Assistant',
      visit: async (shoot: Shoot) => {
        await openTool('Personal AI');
        const dialog = app.page.getByRole('dialog', { name: 'Personal AI Assistant' });
        await dialog.waitFor(visible);
        for (const tab of PERSONAL_AI_TABS) {
          await dialog.getByRole('tab', { name: tab, exact: true }).click();
          await waitForLoadingToFinish(app.page);
          await shoot(`personal-ai-${tab.toLowerCase().replace(' ', '-')}`);
        }
        await close(dialog);
      },
    },
  ];
}
