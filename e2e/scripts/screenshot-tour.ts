import type { Locator } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';
import { startsWithWords } from '../pages/accessible-name';
import type { AppPage } from '../pages/app-page';
import { AuthModal } from '../pages/auth-modal';
import { BillingDialogsPage } from '../pages/billing-dialogs';
import { ChatPage } from '../pages/chat-page';
import { waitForLoadingToFinish } from '../pages/loading';
import { PrivacyDialogPage } from '../pages/privacy-dialog';
import { STUDY_PLANS_TABS, StudyPlansPage } from '../pages/study-plans-page';
import { SubjectsDirectoryPage } from '../pages/subjects-directory';
import { VibeCodingPage } from '../pages/vibe-coding';

/** Saves the page as it is now under `name` (the caller decides the folder). */
export type Shoot = (name: string) => Promise<void>;

/** One stop of the tour: gets the page into a state, shoots it, and leaves the page usable. */
export interface TourStop {
  name: string;
  visit: (shoot: Shoot) => Promise<void>;
}

const visible = { state: 'visible', timeout: UI_TIMEOUT_MS } as const;
const hidden = { state: 'hidden', timeout: UI_TIMEOUT_MS } as const;

/** At most this many toasts are dismissed before a stop (a few achievements at once). */
const MAX_TOASTS = 10;
const TOAST_CLICK_TIMEOUT_MS = 1_000;

/**
 * Dismisses the toasts on screen (achievements pile up after the first answer), so the next
 * stop's dialog is seen whole rather than under them.
 */
export async function dismissToasts(app: AppPage): Promise<void> {
  const dismiss = app.page.getByRole('button', { name: 'Dismiss', exact: true });
  for (let round = 0; round < MAX_TOASTS && (await dismiss.count()) > 0; round += 1) {
    // A toast may leave on its own between the count and the click.
    await dismiss
      .first()
      .click({ timeout: TOAST_CLICK_TIMEOUT_MS })
      .catch(() => undefined);
  }
}

/**
 * The stops a new visitor passes before the app: the splash, the welcome and the terms dialogs.
 * Ends as a returning visitor on the chat.
 */
export function firstVisitStops(app: AppPage): TourStop[] {
  return [
    {
      name: 'splash',
      visit: async (shoot) => {
        await app.page.goto('/');
        await app.splash.waitFor(visible);
        await shoot('splash');
        await app.waitReady();
      },
    },
    {
      name: 'welcome and terms dialogs',
      visit: async (shoot) => {
        await app.welcomeDialog.waitFor(visible);
        await shoot('welcome-dialog');
        await app.getStarted();
        await app.termsDialog.waitFor(visible);
        await shoot('terms-dialog');
        await app.acceptTerms();
        await app.termsDialog.waitFor(hidden);
      },
    },
  ];
}

/**
 * Every main screen and dialog of the app, in the order a person might find them; on a phone
 * (`isPhone`) the header's actions are reached through the menu, as there.
 */
export function mainStops(app: AppPage, isPhone: boolean): TourStop[] {
  const chat = new ChatPage(app.page);
  const menu = app.page.getByRole('dialog', { name: 'Menu', exact: true });
  const openMenu = async (): Promise<void> => {
    await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.waitFor(visible);
  };
  /** A header action on a desktop, the same item of the menu on a phone. */
  const chooseAction = async (desktopName: string, menuName: string): Promise<void> => {
    if (!isPhone) return app.headerButton(desktopName).click();
    await openMenu();
    await menu.getByRole('button', { name: startsWithWords(menuName) }).click();
  };
  const shootDialog = async (dialog: Locator, name: string, shoot: Shoot): Promise<void> => {
    await dialog.waitFor(visible);
    await shoot(name);
  };
  const closeDialog = async (dialog: Locator): Promise<void> => {
    await app.page.keyboard.press('Escape');
    await dialog.waitFor(hidden);
  };

  return [
    {
      name: 'empty chat',
      visit: async (shoot) => {
        await chat.emptyStateHeading.waitFor(visible);
        await shoot('chat-empty');
      },
    },
    ...(['Live Events', 'Conversation Themes'] as const).map((tool) => ({
      name: `${tool} dialog`,
      visit: async (shoot: Shoot) => {
        await chat.toolbarButton(tool).click();
        const dialog = app.dialog(tool === 'Live Events' ? tool : 'AI Conversation Themes');
        await shootDialog(dialog, `${tool.toLowerCase().replace(' ', '-')}-dialog`, shoot);
        await closeDialog(dialog);
      },
    })),
    {
      name: 'chat with an answer',
      visit: async (shoot) => {
        await chat.askAndWait('What is photosynthesis?', 1);
        // The answer's markdown renders from its own chunk, plain text until then: wait for the
        // links the built-in engine's answer suggests.
        await chat.messageLog.getByRole('link', { name: 'OpenStax Biology 2e' }).waitFor(visible);
        await shoot('chat-answer');
      },
    },
    {
      name: 'coding mode and Vibe-Coding',
      visit: async (shoot) => {
        // On a phone the Code tool may wait in the More tools menu.
        if ((await chat.toolbarButton('Code').count()) > 0)
          await chat.toolbarButton('Code').click();
        else {
          await chat.moreToolsButton.click();
          await chat.moreToolsMenu.getByRole('menuitem', { name: 'Code', exact: true }).click();
        }
        await app.page.getByText('Vibe-Coding Active', { exact: true }).waitFor(visible);
        await chat.askAndWait('Write hello world in Python', 2);
        const open = chat.messageLog.getByRole('button', { name: 'Open in Vibe-Coding' });
        await open.waitFor(visible);
        await shoot('coding-mode-answer');
        await open.click();
        const vibe = new VibeCodingPage(app.page);
        await vibe.overlay.waitFor(visible);
        await vibe.askAi('add a comment "Greets whoever runs it"');
        await vibe.assistantMessages.getByRole('listitem').nth(1).waitFor(visible);
        await shoot('vibe-coding');
        await vibe.overlay.getByRole('button', { name: 'Exit Vibe Mode', exact: true }).click();
        await vibe.overlay.waitFor(hidden);
        await app.page.getByRole('button', { name: 'Exit', exact: true }).click();
      },
    },
    ...(isPhone
      ? [
          {
            name: 'menu and Conversations dialog',
            visit: async (shoot: Shoot) => {
              await openMenu();
              await shoot('menu');
              await menu
                .getByRole('button', { name: startsWithWords('View Conversations') })
                .click();
              const dialog = app.dialog('Conversations');
              await dialog.getByRole('list', { name: 'Conversation list' }).waitFor(visible);
              await shoot('conversations-dialog');
              await closeDialog(dialog);
            },
          },
        ]
      : []),
    {
      name: 'sign-in and sign-up dialog',
      visit: async (shoot) => {
        await chooseAction('Login', 'Login');
        const auth = new AuthModal(app.page);
        await auth.waitOpen();
        await shoot('sign-in-dialog');
        await auth.tab('Sign Up').click();
        await auth.form('Sign Up').waitFor(visible);
        await shoot('sign-up-dialog');
        await closeDialog(auth.dialog);
      },
    },
    {
      name: 'Privacy dialog',
      visit: async (shoot) => {
        await chooseAction('Privacy', 'Privacy & Consent');
        const privacy = new PrivacyDialogPage(app);
        await shootDialog(privacy.root, 'privacy-dialog', shoot);
        await closeDialog(privacy.root);
      },
    },
    {
      name: 'Premium dialog and plan chooser',
      visit: async (shoot) => {
        await chooseAction('Premium', 'Upgrade to Premium');
        const billing = new BillingDialogsPage(app);
        await shootDialog(billing.premiumDialog, 'premium-dialog', shoot);
        await billing.premiumDialog.getByRole('button', { name: 'Compare plans' }).click();
        await shootDialog(billing.planChooser, 'plan-chooser-dialog', shoot);
        await closeDialog(billing.planChooser);
      },
    },
    {
      name: 'Learning, its dialogs and Study Plans',
      visit: async (shoot) => {
        const learning = await app.openTab('Learning');
        await learning.getByRole('link', { name: 'Open Study Plans' }).waitFor(visible);
        await waitForLoadingToFinish(app.page);
        await shoot('learning');
        const directory = new SubjectsDirectoryPage(app);
        await directory.openFromLearningTab();
        await directory.cards.first().waitFor(visible);
        await shoot('subjects-directory-dialog');
        await closeDialog(directory.root);
        await learning.getByRole('button', { name: 'Adaptive Learning Paths' }).click();
        const adaptive = app.dialog('Adaptive Learning Paths');
        await shootDialog(adaptive, 'adaptive-paths-dialog', shoot);
        await closeDialog(adaptive);
      },
    },
    {
      name: 'Study Plans and its tabs',
      visit: async (shoot) => {
        const studyPlans = new StudyPlansPage(app.page);
        await (
          await app.openTab('Learning')
        )
          .getByRole('link', { name: 'Open Study Plans' })
          .click();
        await studyPlans.tab('Recommendations').waitFor(visible);
        await shoot('study-plans-recommendations');
        for (const tab of STUDY_PLANS_TABS.slice(1)) {
          await studyPlans.openTab(tab);
          await waitForLoadingToFinish(app.page);
          await shoot(`study-plans-${tab.toLowerCase().replace(' ', '-')}`);
        }
        await app.page.getByRole('link', { name: 'Back to Chat' }).click();
        await app.tab('Chat').waitFor(visible);
      },
    },
    ...(['Rewards', 'Settings'] as const).map((tab) => ({
      name: tab,
      visit: async (shoot: Shoot) => {
        const panel = await app.openTab(tab);
        await panel.getByRole('heading', { name: tab, exact: true }).first().waitFor(visible);
        await waitForLoadingToFinish(app.page);
        await shoot(tab.toLowerCase());
      },
    })),
    ...(['/privacy-policy', '/terms'] as const).map((path) => ({
      name: `legal page ${path}`,
      visit: async (shoot: Shoot) => {
        await app.page.goto(path);
        await app.page.getByRole('heading', { level: 1 }).waitFor(visible);
        await shoot(path.slice(1));
      },
    })),
  ];
}
