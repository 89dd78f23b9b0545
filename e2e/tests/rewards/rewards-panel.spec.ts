import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';
import { RewardsPanel } from '../../pages/rewards-panel';

// The server's point values (apps/server/src/modules/rewards/rewards.rules.ts and the achievement
// catalogue): the day's first activity, each message, each question, First Words, Curious Mind.
const DAILY_VISIT = 10;
const PER_MESSAGE = 5;
const PER_QUESTION = 5;
const FIRST_WORDS = 10;
const CURIOUS_MIND = 10;

test('the rewards panel shows the points of the messages just sent', async ({ openContext }) => {
  // A fresh context is a fresh guest, starting from zero.
  const context = await openContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const app = new AppPage(page);
  const chat = new ChatPage(page);
  const rewards = new RewardsPanel(page);
  await app.gotoFresh();

  await app.openTab('Rewards');
  await expect.poll(() => rewards.statValue('Total Points'), { timeout: UI_TIMEOUT_MS }).toBe(0);
  await rewards.panel
    .getByText('No achievements yet. Start chatting to earn your first one!')
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

  await app.openTab('Chat');
  await chat.askAndWait('What is 12 + 30?', 1);
  await chat.askAndWait('Tell me about the water cycle.', 2);

  await app.openTab('Rewards');
  await expect.poll(() => rewards.statValue('Messages'), { timeout: UI_TIMEOUT_MS }).toBe(2);
  const questions = await rewards.statValue('Questions');
  expect(questions).toBeGreaterThanOrEqual(1);
  expect(await rewards.statValue('Total Points')).toBe(
    DAILY_VISIT + 2 * PER_MESSAGE + questions * PER_QUESTION + FIRST_WORDS + CURIOUS_MIND,
  );
  expect(await rewards.statValue('Level')).toBe(1);
  expect(await rewards.statValue('Day Streak')).toBe(1);
  expect(await rewards.statValue('Achievements')).toBe(2);
  await rewards
    .tabPanel('Achievements')
    .getByText('First Words', { exact: true })
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

  await rewards.tab('Recent Activity').click();
  await rewards
    .tabPanel('Recent Activity')
    .getByText('Daily Visit', { exact: true })
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
});
