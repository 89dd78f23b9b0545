import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';

/** What the build's budget counted as a first visit (apps/web/build/first-visit-budget.ts). */
const FIRST_VISIT_REPORT = fileURLToPath(
  new URL('../../../apps/web/dist/.vite/first-visit.json', import.meta.url),
);
/** The scripts are all requested once this long has passed without a new one. */
const QUIET_MS = 1_500;

test('a first visit loads exactly the scripts the build budgets for it', async ({
  openContext,
}) => {
  const budgeted = JSON.parse(readFileSync(FIRST_VISIT_REPORT, 'utf8')) as {
    scripts: Record<string, number>;
  };
  const context = await openContext({ visitor: 'new' });
  const page = await context.newPage();
  const loaded = new Set<string>();
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && path.startsWith('/assets/')) {
      loaded.add(path.slice(1));
      lastScriptAt = Date.now();
    }
  });
  const app = new AppPage(page);

  await page.goto('/');
  await app.waitReady();
  await app.welcomeDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await expect
    .poll(() => Date.now() - lastScriptAt, { timeout: UI_TIMEOUT_MS })
    .toBeGreaterThan(QUIET_MS);

  // A script missing from the budget's list is a lazy module now loaded on a first visit: add it
  // to FIRST_VISIT_LAZY_MODULES (apps/web/build/performance-budget.ts), or load it later.
  expect([...loaded].sort()).toEqual(Object.keys(budgeted.scripts).sort());
});
