import { STORAGE_KEYS } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';

const poll = { timeout: UI_TIMEOUT_MS };

test('follows a dark system preference when no theme is stored', async ({ openContext }) => {
  const app = new AppPage(
    await (await openContext({ visitor: 'new', colorScheme: 'dark' })).newPage(),
  );
  await app.gotoFresh();
  await expect.poll(() => app.isDarkTheme(), poll).toBe(true);
});

test('stays light with a light system preference when no theme is stored', async ({
  openContext,
}) => {
  const app = new AppPage(
    await (await openContext({ visitor: 'new', colorScheme: 'light' })).newPage(),
  );
  await app.gotoFresh();
  expect(await app.isDarkTheme()).toBe(false);
});

test('switches to dark, remembers it over a light system preference', async ({ openContext }) => {
  const app = new AppPage(await (await openContext({ colorScheme: 'light' })).newPage());
  await app.gotoFresh();
  expect(await app.isDarkTheme()).toBe(false);

  await app.themeToggle('dark').click();
  await expect.poll(() => app.isDarkTheme(), poll).toBe(true);
  expect(await app.storedValue(STORAGE_KEYS.theme)).toBe('dark');

  await app.reload();
  expect(await app.isDarkTheme()).toBe(true);
  await app.themeToggle('light').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
});
