import type { Locator, Page } from 'playwright-core';

/** A file as a person picks it: a name, a type and its bytes. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * The chat's file tools as a person uses them: the toolbar's pickers and link box, dropping a
 * file, the attachment chip, and the analysis in the answer. Locators go by role and name.
 */
export class ChatFiles {
  constructor(readonly page: Page) {}

  /** Picks `file` in the file chooser that `open` brings up (a toolbar tool, a menu item). */
  async pickWith(open: Locator, file: PickedFile): Promise<void> {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), open.click()]);
    await chooser.setFiles(file);
  }

  tool(name: 'Upload file' | 'Upload PDF' | 'Shared document URL'): Locator {
    return this.page
      .getByRole('toolbar', { name: 'Chat tools' })
      .getByRole('button', { name, exact: true });
  }

  /** Drops `file` onto the chat, as dragging it from the desktop does. */
  async drop(file: PickedFile): Promise<void> {
    const target = this.page.getByRole('log', { name: 'Messages', exact: true });
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, mimeType, bytes }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
        return transfer;
      },
      { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
    );
    await target.dispatchEvent('dragenter', { dataTransfer });
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
  }

  get attachmentChip(): Locator {
    return this.page.getByRole('group', { name: 'Attached file', exact: true });
  }

  get linkInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Shared document link', exact: true });
  }

  get uploadProgress(): Locator {
    return this.page.getByRole('progressbar');
  }

  /** The analysis cards of the answers, oldest first. */
  get analyses(): Locator {
    return this.page.getByRole('region', { name: 'File analysis', exact: true });
  }
}
