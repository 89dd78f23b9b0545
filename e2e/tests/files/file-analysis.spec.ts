import {
  FILE_ANALYSIS_FAILURE_MESSAGE,
  FILES,
  SHARED_DOCUMENT_ERROR_MESSAGE,
} from '@polymath/shared';
import { expect } from 'vitest';
import { textImage } from '../../../apps/server/test/files/text-image';
import { findSeriousViolations } from '../../fixtures/accessibility';
import { waterReportPdf } from '../../fixtures/files';
import { PRIVATE_DOCUMENT_LINK, PUBLIC_DOCUMENT_LINK } from '../../fixtures/shared-documents';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { ChatFiles } from '../../pages/chat-files';
import { ChatPage } from '../../pages/chat-page';

/** What the whiteboard photo says, drawn in a font OCR reads reliably. */
const WHITEBOARD_LINES = [
  'The lighthouse keeper counts seven ships each night.',
  'Harbour fees rose by twelve percent this year.',
];

/** Reading a file runs in its own process on the server: allow for a busy machine. */
const ANALYSIS_TIMEOUT_MS = 45_000;
/** A throttled upload, two readings and three accessibility checks: longer than most tests. */
const UPLOAD_TEST_TIMEOUT_MS = 150_000;

test(
  'attaches a PDF from the toolbar, watches it upload, reads its analysis and asks about it',
  async ({ app }) => {
    await app.gotoFresh();
    const files = new ChatFiles(app.page);
    const chat = new ChatPage(app.page);
    // A slow upload link, so the progress bar has time to show: about 4 s for this file.
    const network = await app.page.context().newCDPSession(app.page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 50 * 1024,
    });
    await files.pickWith(files.tool('Upload PDF'), await waterReportPdf(200 * 1024));
    await expect.poll(() => files.attachmentChip.textContent()).toContain('water-report.pdf');
    expect(await findSeriousViolations(app.page, 'Chat with an attached file')).toEqual([]);

    // 'Analyzing file...' shows from the end of the upload to the answer, which an idle server
    // gives within milliseconds: every status the page shows is recorded as it appears, so the
    // test sees it however briefly it was on screen.
    await app.page.evaluate(() => {
      const seen = new Set<string>();
      Object.assign(window, { statusesSeen: seen });
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[role="status"]')) {
          seen.add(node.textContent ?? '');
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await app.sendMessage('What does the report say about nitrate?');
    await files.uploadProgress.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect
      .poll(
        () =>
          app.page.evaluate(() =>
            [...(window as unknown as { statusesSeen: Set<string> }).statusesSeen].join('\n'),
          ),
        { timeout: ANALYSIS_TIMEOUT_MS },
      )
      .toContain('Analyzing file...');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const analysis = files.analyses.first();
    await analysis.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
    expect(await analysis.textContent()).toContain(
      'The water report reviews the river basin over the past year.',
    );
    expect(await analysis.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await chat.messageLog.textContent()).toContain(
      'Nitrate levels in the river fell after farms changed how they store fertiliser.',
    );
    expect(await chat.messageLog.getByText('water-report.pdf', { exact: true }).count()).toBe(1);
    await analysis.getByText('Extracted text').click();
    expect(await findSeriousViolations(app.page, 'Chat with a file analysis')).toEqual([]);

    // A later question in the conversation is answered from the file, named as the source.
    await app.sendMessage('What does the report say about phosphate?');
    await expect.poll(() => chat.sources.count(), { timeout: ANALYSIS_TIMEOUT_MS }).toBe(2);
    expect(await chat.sources.last().textContent()).toContain('water-report.pdf (a file you sent)');
    const answers = chat.messageLog.getByRole('group', { name: 'Message actions' });
    await expect.poll(() => answers.count(), { timeout: UI_TIMEOUT_MS }).toBe(4);
    expect(await chat.messageLog.textContent()).toMatch(
      /phosphate\?[\s\S]*Phosphate in the river basin stayed above the target at three stations/,
    );
  },
  UPLOAD_TEST_TIMEOUT_MS,
);

test('reads the text of an image dropped onto the chat', async ({ app }) => {
  await app.gotoFresh();
  const files = new ChatFiles(app.page);
  const whiteboard = textImage(WHITEBOARD_LINES, { format: 'png' });
  await files.drop({
    name: 'whiteboard.png',
    mimeType: 'image/png',
    buffer: Buffer.from(whiteboard),
  });
  await expect.poll(() => files.attachmentChip.textContent()).toContain('whiteboard.png');
  await app.messageInput.press('Enter');
  const analysis = files.analyses.first();
  await analysis.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
  const log = await new ChatPage(app.page).messageLog.textContent();
  expect(log).toMatch(/PNG image, 720 × 108 pixels\. Its text \(\d+ words\) was read by OCR\./);
  await analysis.getByText('Extracted text').click();
  for (const line of WHITEBOARD_LINES) expect(await analysis.textContent()).toContain(line);
});

test('says why a file past 10 MB is not sent, and what the server says of a file it cannot read', async ({
  app,
}) => {
  await app.gotoFresh();
  const files = new ChatFiles(app.page);
  await files.pickWith(files.tool('Upload file'), {
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(FILES.maxBytes + 1),
  });
  const problem = files.attachmentChip.getByRole('alert');
  await problem.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await problem.textContent()).toBe(
    'scan.pdf is larger than 10 MB, the most that can be analysed.',
  );
  await app.messageInput.press('Enter');
  expect(await app.messageLog.textContent()).toBe('');

  await files.attachmentChip.getByRole('button', { name: 'Remove attachment' }).click();
  // A program renamed to .pdf: the server reads the bytes, not the name.
  await files.pickWith(files.tool('Upload file'), {
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode'),
  });
  await app.messageInput.press('Enter');
  await app.messageLog
    .getByText(FILE_ANALYSIS_FAILURE_MESSAGE)
    .waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
});

test('analyses a shared Google document from its link, and explains a private one', async ({
  app,
}) => {
  await app.gotoFresh();
  const files = new ChatFiles(app.page);
  await app.messageInput.fill('How many puffins were counted?');
  await files.tool('Shared document URL').click();
  await files.linkInput.fill(PUBLIC_DOCUMENT_LINK);
  await files.linkInput.press('Enter');
  const analysis = files.analyses.first();
  await analysis.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
  const log = await app.messageLog.textContent();
  expect(log).toContain('Google Docs document');
  expect(log).toContain('The survey counted four hundred puffins on the northern cliffs.');

  await files.tool('Shared document URL').click();
  expect(await findSeriousViolations(app.page, 'Shared document link box')).toEqual([]);
  await files.linkInput.fill(PRIVATE_DOCUMENT_LINK);
  await files.linkInput.press('Enter');
  await app.messageLog
    .getByText(SHARED_DOCUMENT_ERROR_MESSAGE)
    .waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
});

test("on a phone, the menu's Upload File attaches a file that is sent and read", async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage());
  await app.gotoFresh();
  const files = new ChatFiles(app.page);
  await app.page.getByRole('button', { name: 'Menu' }).click();
  const menu = app.page.getByRole('dialog', { name: 'Menu' });
  await files.pickWith(menu.getByRole('button', { name: 'Upload File' }), await waterReportPdf());
  await menu.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  await expect.poll(() => files.attachmentChip.textContent()).toContain('water-report.pdf');
  await app.page.getByRole('button', { name: 'Send' }).click();
  const analysis = files.analyses.first();
  await analysis.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
  const box = await analysis.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= MOBILE_VIEWPORT.width).toBe(true);
});

test('shows a file named like markup as text, never running it', async ({ app }) => {
  await app.gotoFresh();
  const files = new ChatFiles(app.page);
  const name = '<img src=x onerror="window.__ranFileName=1">.pdf';
  await files.pickWith(files.tool('Upload file'), { ...(await waterReportPdf()), name });
  await app.messageInput.press('Enter');
  await files.analyses.first().waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
  expect(await app.messageLog.getByText(name, { exact: true }).count()).toBe(1);
  expect(await app.messageLog.textContent()).toContain(`${name} (a file you sent)`);
  expect(await app.page.evaluate(() => 'ranFileName' in window)).toBe(false);
  expect(await app.messageLog.locator('img').count()).toBe(0);
});
