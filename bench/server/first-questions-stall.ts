import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeNewsFeeds } from '../../apps/server/test/peers/fake-news-feeds';
import { startFakeWikipedia } from '../../apps/server/test/peers/fake-wikipedia';
import { startServer } from '../../e2e/fixtures/server-process';
import { timeJsonAnswer } from '../chat/chat-stream-timing';
import { ENCYCLOPEDIA_ARTICLES } from '../chat/encyclopedia-articles';
import { NO_GUEST_LIMITS } from '../lib/guest-limits';
import { printFigure } from '../lib/report';
import { SERVER_READY_TIMEOUT_MS } from '../lib/server-start';

const PROBE = fileURLToPath(new URL('./event-loop-probe.mjs', import.meta.url));
/** The probe writes its figure every 100 ms: waiting this long reads one written after the last answer. */
const PROBE_SETTLE_MS = 300;

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
  const probeDir = await mkdtemp(join(tmpdir(), 'polymath-bench-probe-'));
  const probeFile = join(probeDir, 'longest-stall-ms');
  try {
    const server = await startServer({
      env: {
        WIKIPEDIA_BASE_URL: wikipedia.baseUrl,
        NEWS_FEEDS: `breaking=${feeds.feedUrl('wire')},general=${feeds.feedUrl('wire')}`,
        NODE_OPTIONS: `--import ${PROBE}`,
        BENCH_EVENT_LOOP_FILE: probeFile,
        ...NO_GUEST_LIMITS,
      },
      readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
    });
    try {
      // The start itself is measured apart (cold-start-ready); the record begins once it is ready.
      await writeFile(`${probeFile}.reset`, '');
      await delay(PROBE_SETTLE_MS);
      const anonymousId = randomUUID();
      let answered = 0;
      let longestStallMs = 0;
      for (const question of FIRST_QUESTIONS) {
        try {
          await timeJsonAnswer(server.baseUrl, question, anonymousId);
          answered += 1;
        } catch (error) {
          console.log(
            `first-questions: '${question}' was not answered: ${(error as Error).message}`,
          );
        }
        await delay(PROBE_SETTLE_MS);
        const stallMs = Number(await readFile(probeFile, 'utf8'));
        longestStallMs = Math.max(longestStallMs, stallMs);
        console.log(`first-questions: ${Math.round(stallMs)} ms longest stall with '${question}'`);
        await writeFile(`${probeFile}.reset`, '');
        await delay(PROBE_SETTLE_MS);
      }
      printFigure('first-10-questions-longest-stall', Math.round(longestStallMs), 'ms');
      printFigure('first-10-questions-answered', answered, 'of 10');
    } finally {
      await server.stop();
    }
  } finally {
    await rm(probeDir, { recursive: true, force: true });
    await feeds.close();
    await wikipedia.close();
  }
}
