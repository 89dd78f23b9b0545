import {
  createCalendarEventContract,
  createCitationContract,
  createNoteContract,
  createResearchProjectContract,
  createTaskContract,
  type AuthSession,
} from '@polymath/shared';
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

type Parser<T> = { parse: (json: unknown) => T };

/** Creates an item through the API as the session's user, as the app's forms would. */
async function createAs<Body, Reply>(
  session: AuthSession,
  baseUrl: string,
  contract: { method: string; path: string; body?: Parser<Body>; response: Parser<Reply> },
  body: NoInfer<Body>,
): Promise<Reply> {
  const response = await fetch(new URL(contract.path, baseUrl), {
    method: contract.method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `${contract.method} ${contract.path} answered ${response.status}: ${await response.text()}`,
    );
  }
  return contract.response.parse(await response.json());
}

/** The local day `days` from today, as YYYY-MM-DD. */
const dayFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA');
/** Today at `hour` o'clock, local time. */
const todayAt = (hour: number): string =>
  new Date(new Date().setHours(hour, 0, 0, 0)).toISOString();

/** One item in each Productivity Tools tab, so each shows its card and its actions row. */
async function seedProductivity(session: AuthSession, baseUrl: string): Promise<void> {
  await createAs(session, baseUrl, createTaskContract, {
    title: 'Review chapter 3 notes',
    description: 'Go over the photosynthesis summary before the quiz.',
    priority: 'high',
    dueDate: dayFromToday(2),
    tags: ['biology', 'exam'],
    estimatedDuration: 45,
  });
  await createAs(session, baseUrl, createCalendarEventContract, {
    title: 'Study group',
    description: 'Past papers, questions 1 to 5.',
    startTime: todayAt(15),
    endTime: todayAt(16),
    location: 'Library, room 2',
    eventType: 'meeting',
    priority: 'medium',
    reminderMinutes: 15,
  });
  await createAs(session, baseUrl, createNoteContract, {
    title: 'Light-dependent reactions',
    content: 'Take place in the thylakoid membranes; water is split and oxygen released.',
    tags: ['biology', 'photosynthesis'],
    category: 'study',
  });
  const { project } = await createAs(session, baseUrl, createResearchProjectContract, {
    title: 'Climate and crop yields',
    description: 'How warming changes wheat and maize harvests.',
    tags: ['climate', 'agriculture'],
    deadline: dayFromToday(30),
    status: 'active',
  });
  await createAs(session, baseUrl, createCitationContract, {
    title: 'Climate trends and global crop production since 1980',
    authors: ['David B. Lobell', 'Wolfram Schlenker', 'Justin Costa-Roberts'],
    sourceType: 'journal',
    citationStyle: 'APA',
    publisher: 'Science',
    publicationDate: '2011',
    doi: '10.1126/science.1204531',
    url: 'https://www.science.org/doi/10.1126/science.1204531',
    tags: [],
    projectId: project.id,
  });
}

/**
 * The workspace's dialogs: Productivity Tools and the Auto Prompt Manager as a guest sees them,
 * then, signed in as a fresh account (the tour's last stops, as it stays signed in), every tab of
 * Productivity Tools, each with an item, and of the Personal AI Assistant.
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
        const baseUrl = new URL(app.page.url()).origin;
        const session = await registerAccount(baseUrl, 'Tour');
        await seedProductivity(session, baseUrl);
        await openWithSession(app, session);
        const dialog = await openProductivity();
        for (const tab of PRODUCTIVITY_TABS) {
          await dialog.getByRole('tab', { name: tab, exact: true }).click();
          const panel = dialog.getByRole('tabpanel', { name: tab, exact: true });
          await panel.waitFor(visible);
          await waitForLoadingToFinish(app.page);
          // The whole item in view, actions row and all (on the Research tab, the citation next).
          const items = panel.getByRole('listitem').filter({
            has: app.page.getByRole('button', { name: 'Delete', exact: true }),
          });
          await items.first().scrollIntoViewIfNeeded();
          await shoot(`productivity-${tab.toLowerCase()}`);
          if (tab === 'Research') {
            await items.last().scrollIntoViewIfNeeded();
            await shoot('productivity-citation');
          }
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
