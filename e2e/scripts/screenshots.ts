/**
 * `npm run screenshots`: a visual pass over the whole product. Starts the built server (run
 * `npm run build` first; this builds nothing) on a free port with a temporary data folder and no
 * encyclopedia lookups, walks a new visitor through every main screen and dialog at a desktop and a
 * phone size in both themes, and writes the PNGs to `screenshots/<width>x<height>-<theme>/` at the
 * repository root (git-ignored), numbered in the order of the tour. Not part of `npm test`.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../fixtures/browser';
import { assertBuilt, REPO_ROOT } from '../fixtures/build-output';
import { resolveChromiumPath } from '../fixtures/chromium-path';
import { startServer } from '../fixtures/server-process';
import { baseContextOptions } from '../fixtures/visitors';
import { AppPage } from '../pages/app-page';
import { firstHourStops } from './first-hour-tour';
import { dismissToasts, firstVisitStops, mainStops } from './screenshot-tour';
import { workspaceStops } from './workspace-tour';

const OUTPUT_DIR = join(REPO_ROOT, 'screenshots');
const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

/** Below this width the app shows the phone layout (the header's actions move into the menu). */
const PHONE_MAX_WIDTH = 1023;

interface Variant {
  viewport: { width: number; height: number };
  theme: 'light' | 'dark';
}

/** Takes the tour in one variant; returns what could not be captured. */
async function shootVariant(browser: Browser, baseUrl: string, variant: Variant) {
  const folder = join(
    OUTPUT_DIR,
    `${variant.viewport.width}x${variant.viewport.height}-${variant.theme}`,
  );
  await mkdir(folder, { recursive: true });
  // Reduced motion: every shot shows a screen as it settles, never halfway through an animation.
  const context = await browser.newContext({
    ...baseContextOptions(baseUrl),
    viewport: variant.viewport,
    colorScheme: variant.theme,
  });
  const failures: string[] = [];
  let count = 0;
  try {
    const app = new AppPage(await context.newPage());
    const shoot = async (name: string): Promise<void> => {
      count += 1;
      await app.page.screenshot({
        path: join(folder, `${String(count).padStart(2, '0')}-${name}.png`),
        animations: 'disabled',
      });
    };
    const isPhone = variant.viewport.width <= PHONE_MAX_WIDTH;
    for (const stop of [
      ...firstVisitStops(app),
      ...mainStops(app, isPhone),
      ...workspaceStops(app, isPhone),
      ...firstHourStops(app, baseUrl, isPhone),
    ]) {
      try {
        await dismissToasts(app);
        await stop.visit(shoot);
      } catch (error) {
        failures.push(`${folder}: ${stop.name}: ${(error as Error).message.split('\n')[0]}`);
        // Leave whatever dialog the stop left open, so the next stop starts from the app.
        await app.page.keyboard.press('Escape').catch(() => undefined);
        await app.page.keyboard.press('Escape').catch(() => undefined);
      }
    }
    console.log(`${folder}: ${count} screenshots`);
  } finally {
    await context.close();
  }
  return failures;
}

async function main(): Promise<void> {
  assertBuilt();
  const chromiumPath = resolveChromiumPath();
  await rm(OUTPUT_DIR, { recursive: true, force: true });
  const server = await startServer({ env: { KNOWLEDGE_LOOKUP: 'false' }, readyTimeoutMs: 60_000 });
  const failures: string[] = [];
  try {
    const browser = await launchChromium(chromiumPath);
    try {
      for (const viewport of SIZES) {
        for (const theme of THEMES) {
          failures.push(...(await shootVariant(browser, server.baseUrl, { viewport, theme })));
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  if (failures.length > 0) {
    console.error(`Could not capture:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
