import type { FrameLocator, Locator, Page } from 'playwright-core';

/** The live preview's frame, found by its title. */
const PREVIEW_FRAME = 'iframe[title="Live preview of your code"]';

/** The Vibe-Coding overlay as a person uses it: by role and visible name. */
export class VibeCodingPage {
  constructor(readonly page: Page) {}

  get overlay(): Locator {
    return this.page.getByRole('dialog', { name: 'Vibe-Coding', exact: true });
  }

  async chooseLanguage(language: string): Promise<void> {
    await this.overlay.getByRole('combobox').selectOption(language);
  }

  /** The editor's text area (CodeMirror's content element, named after the language). */
  editor(languageLabel: string): Locator {
    return this.overlay.getByRole('textbox', { name: `${languageLabel} code`, exact: true });
  }

  /** Replaces the editor's code, as pasting over a selection would. */
  async replaceCode(languageLabel: string, code: string): Promise<void> {
    const editor = this.editor(languageLabel);
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(code);
  }

  /**
   * The editor's visible box (CodeMirror's editor element): its text area inside is as wide as the
   * longest line and scrolls within this box.
   */
  get editorBox(): Locator {
    return this.overlay.locator('.cm-editor');
  }

  /** The live preview's frame as an element of the page (to measure it). */
  get previewFrame(): Locator {
    return this.overlay.locator(PREVIEW_FRAME);
  }

  get preview(): FrameLocator {
    return this.overlay.frameLocator(PREVIEW_FRAME);
  }

  get previewConsole(): Locator {
    return this.overlay.getByRole('log', { name: 'Preview console', exact: true });
  }

  get runButton(): Locator {
    return this.overlay.getByRole('button', { name: /^(Run Code|Running\.\.\.)$/ });
  }

  get output(): Locator {
    return this.overlay.getByRole('log', { name: 'Program output', exact: true });
  }

  /** The AI code editor's request field. */
  get aiRequest(): Locator {
    return this.overlay.getByRole('textbox', {
      name: 'Ask the AI to change the code',
      exact: true,
    });
  }

  /** The code assistant's conversation above the AI code editor. */
  get assistantMessages(): Locator {
    return this.overlay.getByRole('list', { name: 'Code assistant messages', exact: true });
  }

  get applyButton(): Locator {
    return this.overlay.getByRole('button', { name: 'Apply', exact: true });
  }

  /** Asks the AI code editor for a change, as typing it and pressing Apply does. */
  async askAi(request: string): Promise<void> {
    await this.aiRequest.fill(request);
    await this.applyButton.click();
  }

  /** The editor's code as it reads, line by line (CodeMirror renders a line per element). */
  async code(languageLabel: string): Promise<string> {
    const lines = await this.editor(languageLabel).locator('.cm-line').allTextContents();
    return lines.join('\n');
  }

  get recentExecutions(): Locator {
    return this.overlay.getByRole('region', { name: 'Recent executions', exact: true });
  }
}
