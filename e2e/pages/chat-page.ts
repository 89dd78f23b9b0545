import type { Locator, Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';

/** The chat toolbar's tools, in their order (000 §2). */
export const CHAT_TOOLS = [
  'Live Events',
  'Conversation Themes',
  'Upload file',
  'Upload PDF',
  'Shared document URL',
  // Chromium on a computer can share a screen, so the chat offers its analysis.
  'Analyze screen',
  'Code',
  'Speak',
  'Voice call',
  'Adaptive Learning Paths',
  'Auto Prompts',
  'Personal AI',
] as const;
/** One of the chat toolbar's tools, by its name. */
export type ChatTool = (typeof CHAT_TOOLS)[number];

/**
 * The chat of the Chat tab as a person sees it: the conversation log with Polymath's answers and
 * their actions, the message input with its counter and reply-to preview, and the toolbar.
 * Locators go by role and visible name.
 */
export class ChatPage {
  constructor(readonly page: Page) {}

  get messageInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Message', exact: true });
  }

  get messageLog(): Locator {
    return this.page.getByRole('log', { name: 'Messages', exact: true });
  }

  /** Shown while a reply is on its way. */
  get stopButton(): Locator {
    return this.page.getByRole('button', { name: 'Stop', exact: true });
  }

  /** The welcome shown while the conversation is empty. */
  get emptyStateHeading(): Locator {
    return this.page.getByRole('heading', { name: 'How can I help you today?' });
  }

  /**
   * The action bars of Polymath's finished answers, oldest first (an answer gets its bar, with
   * Like, once it has finished; the user's messages have no Like).
   */
  get answerActions(): Locator {
    return this.messageLog
      .getByRole('group', { name: 'Message actions', exact: true })
      .filter({ has: this.page.getByRole('button', { name: 'Like', exact: true }) });
  }

  /** An answer's action button; hovering first, as a person reaches it with the mouse. */
  async clickAnswerAction(
    answer: Locator,
    name: 'Like' | 'Dislike' | 'Copy' | 'Reply',
  ): Promise<void> {
    await answer.hover();
    await answer.getByRole('button', { name, exact: true }).click();
  }

  /** The sources listed under answers. */
  get sources(): Locator {
    return this.messageLog.getByRole('region', { name: 'Sources', exact: true });
  }

  /** An answer's confidence badge, e.g. 'High confidence: 84%'. */
  get confidenceBadges(): Locator {
    return this.messageLog.getByText(/^(High|Medium|Low) confidence: \d+%$/);
  }

  /** The "1,234 / 50,000 characters" counter under the input (shown for long messages only). */
  get characterCounter(): Locator {
    return this.page.getByText(/^[\d,]+ \/ [\d,]+ characters$/);
  }

  get latestButton(): Locator {
    return this.page.getByRole('button', { name: 'Latest', exact: true });
  }

  /** The scrolling area around the log (the log grows inside a wrapper; the wrapper's parent scrolls). */
  get scroller(): Locator {
    return this.messageLog.locator('../..');
  }

  /** The toolbar under the input. */
  get toolbar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Chat tools', exact: true });
  }

  /** A button of the toolbar under the input. */
  toolbarButton(name: ChatTool): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  /** The toolbar's last button where not every tool fits (a phone): a menu of the others. */
  get moreToolsButton(): Locator {
    return this.toolbar.getByRole('button', { name: 'More tools', exact: true });
  }

  /** The menu the More tools button opens. */
  get moreToolsMenu(): Locator {
    return this.page.getByRole('menu');
  }

  /** The welcome's logo: decorative, so found as the picture just above the welcome heading. */
  get emptyStateLogo(): Locator {
    return this.emptyStateHeading.locator('xpath=preceding-sibling::*[1]');
  }

  /**
   * The text colour of an element as a person sees it, in sRGB 0–255: the computed colour painted
   * on a canvas, so any CSS notation (oklch, color-mix) comes out the same way.
   */
  colourOf(element: Locator): Promise<{ red: number; green: number; blue: number }> {
    return element.evaluate((node) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const paint = canvas.getContext('2d');
      if (paint === null) throw new Error('No 2D canvas to read the colour with');
      paint.fillStyle = getComputedStyle(node).color;
      paint.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0] = paint.getImageData(0, 0, 1, 1).data;
      return { red, green, blue };
    });
  }

  /** How far the conversation is scrolled up from its end, in pixels. */
  distanceFromBottom(): Promise<number> {
    return this.scroller.evaluate((node) => node.scrollHeight - node.scrollTop - node.clientHeight);
  }

  /** Types a message and sends it with Enter, as a person would. */
  async ask(text: string): Promise<void> {
    await this.messageInput.click();
    await this.messageInput.pressSequentially(text);
    await this.messageInput.press('Enter');
  }

  /** Asks `text` and waits until the `answerNumber`-th answer of the conversation has finished. */
  async askAndWait(text: string, answerNumber: number): Promise<Locator> {
    await this.ask(text);
    const answer = this.answerActions.nth(answerNumber - 1);
    await answer.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    return answer;
  }
}
