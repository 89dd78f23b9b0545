import { FILES } from '@polymath/shared';
import { openWithSession, registerAccount } from '../fixtures/accounts';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';
import { startsWithWords } from '../pages/accessible-name';
import type { AppPage } from '../pages/app-page';
import { ChatFiles } from '../pages/chat-files';
import { ChatPage } from '../pages/chat-page';
import { dismissToasts, type Shoot, type TourStop } from './screenshot-tour';

const visible = { state: 'visible', timeout: UI_TIMEOUT_MS } as const;

/**
 * The screens of the first-hour defects a new user met (issue 27): what the app says when a
 * conversation is cleared, a file is too large, a page does not exist, a request needs a model,
 * and a session ends on another device. Ends on the chat as a guest.
 */
export function firstHourStops(app: AppPage, baseUrl: string, isPhone: boolean): TourStop[] {
  const chat = new ChatPage(app.page);
  const files = new ChatFiles(app.page);
  /** Asks in the conversation on screen, whatever it already holds, and waits for the answer. */
  const askNext = async (text: string): Promise<void> => {
    await chat.askAndWait(text, (await chat.answerActions.count()) + 1);
  };

  return [
    {
      name: 'a page that does not exist',
      visit: async (shoot) => {
        await app.page.goto('/about');
        await app.page.getByRole('heading', { name: /not found/i }).waitFor(visible);
        await shoot('unknown-page');
        // The rest of this tour is a newcomer's first hour: a browser with nothing stored yet.
        await app.page.evaluate(() => window.localStorage.clear());
        await app.page.goto('/');
        await app.waitReady();
        await app.getStarted();
        await app.acceptTerms();
        await app.termsDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      },
    },
    {
      name: 'Ctrl+K with Undo',
      visit: async (shoot) => {
        await askNext('Convert 5 miles to kilometers');
        await app.page.keyboard.press('Control+K');
        await app.page.getByText('Conversation cleared', { exact: true }).waitFor(visible);
        await shoot('cleared-with-undo');
        await app.page.getByRole('button', { name: 'Undo', exact: true }).click();
      },
    },
    {
      name: 'an attachment past the size limit',
      visit: async (shoot) => {
        await files.pickWith(files.tool('Upload file'), {
          name: 'scan.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.alloc(FILES.maxBytes + 1),
        });
        await files.attachmentChip.getByRole('alert').waitFor(visible);
        await shoot('attachment-too-large');
        await files.attachmentChip.getByRole('button', { name: 'Remove attachment' }).click();
      },
    },
    {
      name: 'a request that needs a model',
      visit: async (shoot) => {
        await askNext('Write a poem about the sea');
        await shoot('needs-a-model');
        await chat.messageLog
          .getByRole('button', { name: 'How to connect a language model' })
          .last()
          .click();
        await app.page.getByRole('heading', { name: 'AI Generation Settings' }).waitFor(visible);
        await shoot('ai-generation-settings');
        await app.tab('Chat').click();
      },
    },
    {
      name: 'a request the built-in engine cannot fulfil',
      visit: async (shoot) => {
        await askNext("What's the weather in Paris?");
        await shoot('weather-without-badge');
      },
    },
    {
      name: 'signed out on another device',
      visit: async (shoot: Shoot) => {
        const session = await registerAccount(baseUrl, 'Grace');
        await openWithSession(app, session);
        await askNext('What is photosynthesis?');
        // The session ends elsewhere (as a password reset does); this browser learns it on load.
        await fetch(new URL('/auth/logout', baseUrl), {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.token}` },
        });
        await app.reload();
        await app.page.getByText('You were signed out', { exact: true }).waitFor(visible);
        await shoot('signed-out-elsewhere');
        await dismissToasts(app);
        if (isPhone) {
          // The phone has no sidebar: the kept conversations are under the Conversations list.
          await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
          const menu = app.dialog('Menu');
          await menu.getByRole('button', { name: startsWithWords('View Conversations') }).click();
        }
        const kept = app.page.getByRole('region', { name: 'Signed-out conversations' }).last();
        await kept.getByRole('listitem').first().getByRole('button').click();
        const reading = app.page.getByRole('dialog', { name: /\(read only\)$/ });
        await reading.waitFor(visible);
        await shoot('signed-out-conversation-read-only');
        await app.page.keyboard.press('Escape');
        if (isPhone) await app.page.keyboard.press('Escape');
      },
    },
  ];
}
