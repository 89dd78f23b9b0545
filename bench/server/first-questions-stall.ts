import { randomUUID } from 'node:crypto';
import { startFakeNewsFeeds } from '../../apps/server/test/peers/fake-news-feeds';
import { startFakeWikipedia } from '../../apps/server/test/peers/fake-wikipedia';
import { createEventLoopWatch } from '../../e2e/fixtures/event-loop-watch';
import { startServer } from '../../e2e/fixtures/server-process';
import { timeJsonAnswer } from '../chat/chat-stream-timing';
import { ENCYCLOPEDIA_ARTICLES } from '../chat/encyclopedia-articles';
import { NO_GUEST_LIMITS } from '../lib/guest-limits';
import { printFigure } from '../lib/report';
import { SERVER_READY_TIMEOUT_MS } from '../lib/server-start';

/** How long the server is left alone after it is ready, and between two questions. */
const SETTLE_MS = 300;

/**
 * Ten questions of different kinds, each the first of its kind on the server, so each meets
 * whatever its skill loads or looks up on first use.
 */
const FIRST_QUESTIONS = [
  'What is the capital of Australia?',
  'What is the population of Tokyo?',
  'What is photosynthesis?',
  'What are the latest breaking news headlines right now?',
  'What is 15% of 240?',
  'Convert 5 miles to kilometres',
  'What is the derivative of x^3 + 2x?',
  'What day of the week was 14 July 1789?',
  'Hello!',
  'How do I upload a file?',
] as const;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The longest the event loop of a fresh server (new data folder) stood still while it answered
 * its first ten questions, one after another, as measured inside the server by
 * monitorEventLoopDelay; also whether each was answered.
 */
export async function measureFirstQuestionsStall(): Promise<void> {
  const wikipedia = await startFakeWikipedia({ articles: ENCYCLOPEDIA_ARTICLES });
  const feeds = await startFakeNewsFeeds({
    wire: {
      format: 'rss',
      title: 'Stand-in Wire',
      stories: [
        {
          title: 'Council approves the new library',
          summary: 'The vote was 7 to 2.',
          minutesAgo: 30,
        },
        { title: 'Harbour bridge reopens', summary: 'Traffic flows again.', minutesAgo: 90 },
      ],
    },
  });
  const watch = await createEventLoopWatch();
  try {
    const server = await startServer({
      env: {
        WIKIPEDIA_BASE_URL: wikipedia.baseUrl,
        NEWS_FEEDS: `breaking=${feeds.feedUrl('wire')},general=${feeds.feedUrl('wire')}`,
        ...watch.env,
        ...NO_GUEST_LIMITS,
      },
      readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
    });
    try {
      // The start itself is measured apart (cold-start-ready), and so is what it warms after.
      await delay(SETTLE_MS);
      const anonymousId = randomUUID();
      let answered = 0;
      let longestStallMs = 0;
      for (const question of FIRST_QUESTIONS) {
        const {
          result: wasAnswered,
          longestDelayMs,
          busiestTurnCpuMs,
        } = await watch.measure(question, server, async () => {
          try {
            await timeJsonAnswer(server.baseUrl, question, anonymousId);
            return true;
          } catch (error) {
            console.log(
              `first-questions: '${question}' was not answered: ${(error as Error).message}`,
            );
            return false;
          }
        });
        if (wasAnswered) answered += 1;
        longestStallMs = Math.max(longestStallMs, longestDelayMs);
        console.log(
          `first-questions: ${Math.round(longestDelayMs)} ms longest stall ` +
            `(${Math.round(busiestTurnCpuMs)} ms of CPU) with '${question}'`,
        );
        await delay(SETTLE_MS);
      }
      printFigure('first-10-questions-longest-stall', Math.round(longestStallMs), 'ms');
      printFigure('first-10-questions-answered', answered, 'of 10');
    } finally {
      await server.stop();
    }
  } finally {
    await watch.close();
    await feeds.close();
    await wikipedia.close();
  }
}
