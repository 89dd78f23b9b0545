import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { findSeriousViolations } from '../../fixtures/accessibility';
import { test } from '../../fixtures/test';
import { APP_READY_TIMEOUT_MS, UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { startsWithWords } from '../../pages/accessible-name';
import { AppPage } from '../../pages/app-page';
import { AuthModal } from '../../pages/auth-modal';
import { BillingDialogsPage } from '../../pages/billing-dialogs';
import { ChatPage } from '../../pages/chat-page';
import { waitForLoadingToFinish } from '../../pages/loading';
import { PrivacyDialogPage } from '../../pages/privacy-dialog';
import { STUDY_PLANS_TABS, StudyPlansPage } from '../../pages/study-plans-page';
import { SubjectsDirectoryPage } from '../../pages/subjects-directory';

const visible = { state: 'visible', timeout: UI_TIMEOUT_MS } as const;
const hidden = { state: 'hidden', timeout: UI_TIMEOUT_MS } as const;
/** axe looks only inside the open modal: Radix hides the page behind it from assistive technology. */
const OPEN_DIALOG = { include: '[role="dialog"][data-state="open"]' };

/** The chat toolbar's prompt dialogs: the button's name, then the dialog's title. */
const CHAT_TOOLS = [
  ['Live Events', 'Live Events'],
  ['Conversation Themes', 'AI Conversation Themes'],
] as const;

/** Closes a dialog with Escape, as a keyboard user would, and waits until it is gone. */
async function closeWithEscape(app: AppPage, dialog: Locator): Promise<void> {
  await app.page.keyboard.press('Escape');
  await dialog.waitFor(hidden);
}

// One new visitor per theme walks through every main screen and dialog, on a desktop and then
// the phone-only ones, collecting every serious or critical violation, so one failure lists them
// all.
/** About thirty screens, each checked by axe: a minute on a quiet machine, longer on a busy one. */
const TOUR_TIMEOUT_MS = 240_000;

for (const theme of ['light', 'dark'] as const) {
  test(
    `the main screens and dialogs have no serious or critical WCAG violations in the ${theme} theme`,
    async ({ openContext }) => {
      const app = new AppPage(
        await (await openContext({ visitor: 'new', colorScheme: theme })).newPage(),
      );
      const chat = new ChatPage(app.page);
      const billing = new BillingDialogsPage(app);
      const findings: string[] = [];
      const check = async (screen: string, scope?: { include: string }): Promise<void> => {
        await waitForLoadingToFinish(app.page);
        findings.push(...(await findSeriousViolations(app.page, screen, scope)));
      };

      await app.gotoFresh();
      expect(await app.isDarkTheme()).toBe(theme === 'dark');
      await app.welcomeDialog.waitFor(visible);
      await check('Welcome dialog', OPEN_DIALOG);
      await app.getStarted();
      await app.termsDialog.waitFor(visible);
      await check('Terms dialog', OPEN_DIALOG);
      await app.acceptTerms();
      await app.termsDialog.waitFor(hidden);
      await chat.emptyStateHeading.waitFor(visible);
      await check('Chat, empty');

      for (const [tool, title] of CHAT_TOOLS) {
        await chat.toolbarButton(tool).click();
        await app.dialog(title).waitFor(visible);
        await check(`${title} dialog`, OPEN_DIALOG);
        await closeWithEscape(app, app.dialog(title));
      }

      await billing.openPremiumFromHeader();
      await check('Premium dialog', OPEN_DIALOG);
      await billing.premiumDialog
        .getByRole('button', { name: 'Compare plans', exact: true })
        .click();
      await billing.planChooser.waitFor(visible);
      await check('Plan chooser', OPEN_DIALOG);
      await closeWithEscape(app, billing.planChooser);

      const settings = await app.openTab('Settings');
      await settings.getByRole('heading', { name: 'Settings', exact: true }).waitFor(visible);
      await check('Settings');

      const rewards = await app.openTab('Rewards');
      await rewards.getByRole('region', { name: 'Your Progress', exact: true }).waitFor(visible);
      await check('Rewards');

      const learning = await app.openTab('Learning');
      await learning.getByRole('link', { name: 'Open Study Plans' }).waitFor(visible);
      await check('Learning');

      const directory = new SubjectsDirectoryPage(app);
      await directory.openFromLearningTab();
      await directory.cards.first().waitFor(visible);
      await check('Subjects directory', OPEN_DIALOG);
      await closeWithEscape(app, directory.root);

      await app.openTab('Chat');
      await app.header.getByRole('button', { name: 'Login', exact: true }).click();
      const auth = new AuthModal(app.page);
      await auth.waitOpen();
      await check('Sign-in dialog', OPEN_DIALOG);
      await auth.tab('Sign Up').click();
      await auth.form('Sign Up').waitFor(visible);
      await check('Sign-up dialog', OPEN_DIALOG);
      await closeWithEscape(app, auth.dialog);

      const privacy = new PrivacyDialogPage(app);
      await privacy.openFromHeader();
      await check('Privacy dialog', OPEN_DIALOG);
      await closeWithEscape(app, privacy.root);

      await chat.askAndWait('What is 2 + 2?', 1);
      await check('Chat with an answer');

      // The phone menu and the Conversations dialog it opens exist on small screens only.
      await app.page.setViewportSize(MOBILE_VIEWPORT);
      await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = app.page.getByRole('dialog', { name: 'Menu', exact: true });
      await menu.waitFor(visible);
      await check('Phone menu', OPEN_DIALOG);
      await menu.getByRole('button', { name: startsWithWords('View Conversations') }).click();
      const conversations = app.dialog('Conversations');
      await conversations.getByRole('list', { name: 'Conversation list' }).waitFor(visible);
      await check('Conversations dialog', OPEN_DIALOG);
      await closeWithEscape(app, conversations);
      await check('Chat with an answer, phone');
      for (const tab of ['Learning', 'Rewards', 'Settings'] as const) {
        const panel = await app.openTab(tab);
        await panel.getByRole('heading', { name: tab, exact: true }).first().waitFor(visible);
        await check(`${tab}, phone`);
      }
      await app.page.setViewportSize(DESKTOP_VIEWPORT);

      const studyPlans = new StudyPlansPage(app.page);
      await (await app.openTab('Learning')).getByRole('link', { name: 'Open Study Plans' }).click();
      await studyPlans.heading.waitFor(visible);
      await studyPlans.tab('Recommendations').waitFor(visible);
      await check('Study Plans');
      // Recommendations is checked as the page opens.
      for (const tab of STUDY_PLANS_TABS.slice(1)) {
        await studyPlans.openTab(tab);
        await check(`Study Plans, ${tab}`);
      }

      for (const path of ['/privacy-policy', '/terms']) {
        await app.page.goto(path);
        await app.page
          .getByRole('heading', { level: 1 })
          .waitFor({ state: 'visible', timeout: APP_READY_TIMEOUT_MS });
        await check(`Legal page ${path}`);
      }

      expect(findings, `Accessibility violations in the ${theme} theme`).toEqual([]);
    },
    TOUR_TIMEOUT_MS,
  );
}
