import type { FrameLocator, Locator, Page } from 'playwright-core';

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

  get preview(): FrameLocator {
    return this.overlay.frameLocator('iframe[title="Live preview of your code"]');
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

  get recentExecutions(): Locator {
    return this.overlay.getByRole('region', { name: 'Recent executions', exact: true });
  }
}
