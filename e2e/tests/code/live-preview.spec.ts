import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { VibeCodingPage } from '../../pages/vibe-coding';
import { horizontalOverflowOf } from '../../pages/viewport-fit';

/** A page that tries to reach what a preview must never reach, and says what happened. */
const PRYING_PAGE = `<!doctype html>
<html><head><title>Prying</title></head><body>
<h1 id="title">Draft</h1>
<script>
try { console.log('storage: ' + localStorage.getItem('polymath-anonymous-id')); }
catch (error) { console.log('storage blocked: ' + error.name); }
try { console.log('cookie: [' + document.cookie + ']'); }
catch (error) { console.log('cookie blocked: ' + error.name); }
try { console.log('parent: ' + parent.document.title); }
catch (error) { console.log('parent blocked: ' + error.name); }
fetch('/api/health').then(
  function () { console.log('fetch: reached the server'); },
  function () { console.log('fetch blocked'); }
);
</script>
</body></html>`;

test('the live preview follows the code as it is typed, and its scripts reach nothing of the app', async ({
  app,
}) => {
  await app.gotoFresh();
  await app.header.getByRole('button', { name: 'Vibe-Coding', exact: true }).click();
  const vibe = new VibeCodingPage(app.page);
  await vibe.overlay.waitFor({ timeout: UI_TIMEOUT_MS });
  await vibe.chooseLanguage('html');
  await vibe.replaceCode('HTML', PRYING_PAGE);

  await vibe.preview.getByRole('heading', { name: 'Draft' }).waitFor({ timeout: UI_TIMEOUT_MS });
  await expect
    .poll(() => vibe.previewConsole.textContent(), { timeout: UI_TIMEOUT_MS })
    .toContain('fetch blocked');
  const log = await vibe.previewConsole.textContent();
  expect(log).toContain('storage blocked: SecurityError');
  expect(log).toContain('cookie blocked: SecurityError');
  expect(log).toContain('parent blocked: SecurityError');
  expect(log).not.toContain('reached the server');

  // Auto mode: what is typed shows in the preview once the typing pauses.
  await vibe.editor('HTML').click();
  await app.page.keyboard.press('ControlOrMeta+End');
  await app.page.keyboard.type('<h2>Typed live</h2>');
  await vibe.preview
    .getByRole('heading', { name: 'Typed live' })
    .waitFor({ timeout: UI_TIMEOUT_MS });
});

test('opens from the phone menu at 390×844 with the editor and the preview stacked, nothing cut off', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage());
  await app.gotoFresh();
  await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
  await app.page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Vibe-Coding' })
    .click();
  const vibe = new VibeCodingPage(app.page);
  await vibe.overlay.waitFor({ timeout: UI_TIMEOUT_MS });
  await vibe.chooseLanguage('css');
  const editor = await vibe.editor('CSS').boundingBox();
  const preview = await vibe.overlay.getByRole('region', { name: 'Live preview' }).boundingBox();
  expect(editor && preview).toBeTruthy();
  expect(editor!.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  expect(preview!.y).toBeGreaterThanOrEqual(editor!.y + editor!.height - 1);
  await vibe.preview.getByRole('heading', { name: 'Heading' }).waitFor({ timeout: UI_TIMEOUT_MS });

  // HTML's starter has lines longer than a phone is wide: they scroll inside the editor, and
  // nothing of the overlay is cut off at the window's edge.
  await vibe.chooseLanguage('html');
  await vibe.preview
    .getByRole('heading', { name: 'Hello, world!' })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  const controls = {
    Back: vibe.overlay.getByRole('button', { name: 'Back', exact: true }),
    'Exit Vibe Mode': vibe.overlay.getByRole('button', { name: 'Exit Vibe Mode' }),
    editor: vibe.editorBox,
    'AI request': vibe.aiRequest,
    Apply: vibe.applyButton,
    'preview frame': vibe.previewFrame,
    'Full screen': vibe.overlay.getByRole('button', { name: 'Full screen', exact: true }),
    'preview console': vibe.previewConsole,
  };
  expect(await horizontalOverflowOf(app.page, vibe.overlay, controls)).toEqual([]);
  expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    MOBILE_VIEWPORT.width,
  );

  await vibe.overlay.getByRole('button', { name: 'Exit Vibe Mode' }).click();
  await vibe.overlay.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
});

test('runs Python on the server, shows its output, and keeps the run in Recent executions', async ({
  app,
}) => {
  await app.gotoFresh();
  await app.header.getByRole('button', { name: 'Vibe-Coding', exact: true }).click();
  const vibe = new VibeCodingPage(app.page);
  await vibe.overlay.waitFor({ timeout: UI_TIMEOUT_MS });
  await vibe.chooseLanguage('python');
  await vibe.replaceCode('Python', 'total = sum(range(1, 11))\nprint(f"The sum is {total}")');
  await vibe.runButton.click();
  await expect
    .poll(() => vibe.output.textContent(), { timeout: 90_000 })
    .toContain('The sum is 55');
  expect(await vibe.recentExecutions.getByRole('button').first().textContent()).toMatch(
    /Python\s*finished in \d+ ms/,
  );
  await vibe.overlay.getByText(/^Runs: 1\/\d+ this month$/).waitFor();
}, 120_000);
