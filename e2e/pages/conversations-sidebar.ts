import type { Locator, Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';
import { startsWithWords } from './accessible-name';

/**
 * The conversations sidebar beside the chat (desktop widths): New Conversation and the
 * conversations, newest update first, each with Rename and Delete. Locators go by role and name.
 */
export class ConversationsSidebar {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('complementary', { name: 'Conversations', exact: true });
  }

  get newConversationButton(): Locator {
    return this.root.getByRole('button', { name: 'New Conversation', exact: true });
  }

  /** The rows of the list, in the order shown. */
  get rows(): Locator {
    return this.root
      .getByRole('list', { name: 'Conversation list', exact: true })
      .getByRole('listitem');
  }

  /** The button that opens the conversation titled `title` (its name also holds the date). */
  conversation(title: string): Locator {
    return this.rows.getByRole('button', { name: startsWithWords(title) });
  }

  /** The titles of the listed conversations, in the order shown. */
  async titles(): Promise<string[]> {
    const rows = await this.rows.all();
    return Promise.all(
      rows.map(async (row) => {
        const open = row.getByRole('button').first();
        const date = (await open.locator('time').textContent()) ?? '';
        const name = (await open.textContent()) ?? '';
        return name.slice(0, name.length - date.length).trim();
      }),
    );
  }

  /** Renames a conversation inline: the pencil, a new title, Enter. */
  async rename(title: string, newTitle: string): Promise<void> {
    await this.conversation(title).hover();
    await this.root.getByRole('button', { name: `Rename ${title}`, exact: true }).click();
    const field = this.root.getByRole('textbox', { name: 'Conversation title', exact: true });
    await field.fill(newTitle);
    await field.press('Enter');
    await field.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  }

  /** The app's confirmation before a deletion (an alert dialog, never the browser's own). */
  get deleteConfirmation(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Delete conversation', exact: true });
  }

  /**
   * Clicks Delete on a conversation and answers the app's confirmation: Delete to accept, Cancel
   * to dismiss; resolves with the question the confirmation asked.
   */
  async delete(title: string, answer: 'accept' | 'dismiss'): Promise<string> {
    await this.conversation(title).hover();
    await this.root.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const dialog = this.deleteConfirmation;
    await dialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    const question = await dialog.evaluate((node) => {
      const described = node.getAttribute('aria-describedby');
      return (described && node.ownerDocument.getElementById(described)?.textContent) ?? '';
    });
    const button = answer === 'accept' ? 'Delete' : 'Cancel';
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    return question;
  }
}
