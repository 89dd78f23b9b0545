import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  BackgroundLearningStatsSchema,
  ScraperStatusSchema,
} from '@polymath/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createJobQueue } from '../src/jobs/create-job-queue';
import { createInProcessJobQueue } from '../src/jobs/in-process-job-queue';
import type { JobQueue } from '../src/jobs/job-queue';
import {
  type BackgroundLearner,
  createBackgroundLearner,
} from '../src/modules/knowledge/background-learning/background-learner';
import { claimTopic } from '../src/modules/knowledge/background-learning/background-learning.repository';
import { createChatEngine } from '../src/composition/chat-engine';
import { databases, testEnv } from './build-test-app';
import { type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';

const PHOTOSYNTHESIS = {
  title: 'Photosynthesis',
  extract:
    'Photosynthesis is a system of biological processes by which photosynthetic organisms, such as most plants, algae and cyanobacteria, convert light energy into chemical energy.',
  categories: ['Plant physiology'],
  length: 60_000,
};
const ADA_LOVELACE = {
  title: 'Ada Lovelace',
  extract:
    'Augusta Ada King, Countess of Lovelace, was an English mathematician and writer chiefly known for her work on the Analytical Engine.',
  categories: ['English mathematicians'],
  length: 40_000,
};

interface LearningApp {
  app: FastifyInstance;
  /** A learner on the app's queue that only queues topics, as the chat flow does. */
  chatSide: BackgroundLearner;
  close(): Promise<void>;
}

// Waits for the learner, which paces its lookups and runs beside other suites: the deadline only
// bounds a failure, so it is generous enough for a machine busy with other work.
const WAIT_MS = 45_000;

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databases)('background learning on $kind', { timeout: 2 * WAIT_MS }, (factory) => {
  let wiki: FakeWikipedia;
  let opened: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    wiki = await startFakeWikipedia({ articles: [PHOTOSYNTHESIS, ADA_LOVELACE] });
  });
  afterAll(async () => {
    await wiki.close();
  });
  afterEach(async () => {
    for (const close of opened.reverse()) await close();
    opened = [];
    wiki.setDelay(0);
    wiki.setFailure(null);
  });

  /** The app on a fresh database, with the job runner start.ts would pick for it. */
  async function openApp(env: Record<string, string> = {}): Promise<LearningApp> {
    const database: DatabaseHandle = await factory.open();
    const jobsSchema = `jobs_${randomUUID().replaceAll('-', '')}`;
    const jobs: JobQueue = createJobQueue(database, {
      schema: jobsSchema,
      pollingIntervalSeconds: 0.5,
    });
    const config = testEnv({
      KNOWLEDGE_LOOKUP: 'true',
      WIKIPEDIA_BASE_URL: wiki.baseUrl,
      // Far above the stand-in's delays (at most 1.5 s a request): a busy machine answering a
      // slow request late must not turn it into a failed lookup the test never expected.
      WIKIPEDIA_TIMEOUT_MS: '15000',
      ...env,
    });
    const logger = pino({ level: 'silent' });
    const engine = createChatEngine(config, database.db, logger);
    const app = await buildApp({ env: config, database, logger, jobs, ...engine });
    const chatSide = createBackgroundLearner({
      db: database.db,
      jobs,
      knowledge: engine.knowledge,
      isEnabled: config.KNOWLEDGE_LOOKUP,
      requestsPerMinute: config.BACKGROUND_LEARNING_REQUESTS_PER_MINUTE,
    });
    const close = async () => {
      try {
        await app.close();
        if (jobs.kind === 'pg-boss') {
          await database.db.execute(sql.raw(`drop schema if exists "${jobsSchema}" cascade`));
        }
      } finally {
        await database.close();
      }
    };
    opened.push(close);
    return { app, chatSide, close };
  }

  async function readStatus(app: FastifyInstance) {
    const response = await app.inject({ method: 'GET', url: '/api/scraper-status' });
    expect(response.statusCode).toBe(200);
    return ScraperStatusSchema.parse(response.json());
  }

  async function readTotal(app: FastifyInstance): Promise<number> {
    const response = await app.inject({ method: 'GET', url: '/api/background-learning/stats' });
    expect(response.statusCode).toBe(200);
    return BackgroundLearningStatsSchema.parse(response.json()).knowledge.total;
  }

  it('is idle with nothing queued before any topic is asked about', async () => {
    const { app } = await openApp();
    expect(await readStatus(app)).toEqual({
      active: false,
      status: 'idle',
      enabled: true,
      queued: 0,
      processedToday: 0,
      lastError: null,
    });
  });

  it('learns a queued topic in the background and counts it as processed today', async () => {
    const { app, chatSide } = await openApp();
    await chatSide.enqueueTopic('photosynthesis');
    const status = await waitFor(
      () => readStatus(app),
      (value) => value.processedToday === 1,
    );
    expect(status).toMatchObject({ active: false, status: 'idle', queued: 0, lastError: null });
    expect(await readTotal(app)).toBe(1);
  });

  it('is active while a slow lookup runs', async () => {
    const { app, chatSide } = await openApp();
    wiki.setDelay(1500);
    await chatSide.enqueueTopic('Ada Lovelace');
    const status = await waitFor(
      () => readStatus(app),
      (value) => value.active,
    );
    expect(status.status).toBe('active');
    await waitFor(
      () => readStatus(app),
      (value) => value.processedToday === 1 && !value.active,
    );
  });

  it('takes over the topic of a chat message whose own lookup gave up', async () => {
    // The chat waits this long for the encyclopedia; the background lookup gets as long again.
    const { app } = await openApp({ WIKIPEDIA_TIMEOUT_MS: '1000' });
    wiki.setDelay(1500);
    const answered = app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
      payload: { message: 'Who was Ada Lovelace?' },
    });
    const status = await waitFor(
      () => readStatus(app),
      (value) => value.active,
    );
    expect(status.status).toBe('active');
    const answer = await answered;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ sources: [] });
  });

  it('looks a topic up once however often it is asked, and not at all when it is stored', async () => {
    const { app, chatSide } = await openApp();
    // Each lookup is a search, then the chosen article read whole.
    const searches = () =>
      wiki.requests.filter((request) => request.params.generator === 'search').length;
    const before = searches();
    wiki.setDelay(300);
    await Promise.all([
      chatSide.enqueueTopic('photosynthesis'),
      chatSide.enqueueTopic('  Photosynthesis '),
    ]);
    await waitFor(
      () => readStatus(app),
      (value) => value.processedToday === 1 && value.queued === 0,
    );
    expect(searches() - before).toBe(1);
    await chatSide.enqueueTopic('photosynthesis');
    expect((await readStatus(app)).queued).toBe(0);
    expect(searches() - before).toBe(1);
  });

  it('keeps the last error once the retries of a failing lookup are used up', async () => {
    const database = await factory.open();
    const jobsSchema = `jobs_${randomUUID().replaceAll('-', '')}`;
    const jobs = createJobQueue(database, { schema: jobsSchema, pollingIntervalSeconds: 0.5 });
    opened.push(async () => {
      try {
        await jobs.stop({ timeoutMs: 100 });
        await database.db.execute(sql.raw(`drop schema if exists "${jobsSchema}" cascade`));
      } finally {
        await database.close();
      }
    });
    const config = testEnv({ KNOWLEDGE_LOOKUP: 'true', WIKIPEDIA_BASE_URL: wiki.baseUrl });
    const { knowledge } = createChatEngine(config, database.db, pino({ level: 'silent' }));
    const learner = createBackgroundLearner({
      db: database.db,
      jobs,
      knowledge,
      isEnabled: true,
      requestsPerMinute: 60,
      // pg-boss waits whole seconds between attempts.
      retry: { retryLimit: 1, retryDelayMs: jobs.kind === 'pg-boss' ? 1000 : 50 },
    });
    await jobs.start();
    await learner.start();
    wiki.setFailure(500);
    const before = wiki.requests.length;
    await learner.enqueueTopic('Ada Lovelace');
    // The first failure is recorded too, with the retry still queued: wait for the last one.
    const status = await waitFor(
      () => learner.getStatus(),
      (value) => value.lastError !== null && value.queued === 0 && !value.active,
    );
    expect(status.lastError?.message).toMatch(/^Wikipedia answered 500/);
    expect(status).toMatchObject({ active: false, queued: 0, processedToday: 0 });
    expect(wiki.requests.length - before).toBe(2);
  });

  it('re-queues at start the topics an in-memory queue lost when the server stopped', async () => {
    const database = await factory.open();
    const jobs = createInProcessJobQueue();
    opened.push(async () => {
      try {
        await jobs.stop({ timeoutMs: 100 });
      } finally {
        await database.close();
      }
    });
    // What the previous run left: the topic recorded as queued, its job gone with the process.
    const longAgo = new Date(0);
    expect(
      await claimTopic(
        database.db,
        { topicKey: 'photosynthesis', topic: 'photosynthesis' },
        { doneBefore: longAgo, failedBefore: longAgo, staleBefore: longAgo },
      ),
    ).toBe(true);
    const config = testEnv({ KNOWLEDGE_LOOKUP: 'true', WIKIPEDIA_BASE_URL: wiki.baseUrl });
    const { knowledge } = createChatEngine(config, database.db, pino({ level: 'silent' }));
    const learner = createBackgroundLearner({
      db: database.db,
      jobs,
      knowledge,
      isEnabled: true,
      requestsPerMinute: 60,
    });
    expect(await learner.getStatus()).toMatchObject({ queued: 1, processedToday: 0 });
    await learner.start();
    const status = await waitFor(
      () => learner.getStatus(),
      (value) => value.processedToday === 1,
    );
    expect(status).toMatchObject({ queued: 0, active: false });
    expect(await knowledge.count()).toBe(1);
  });

  it('fetches nothing when encyclopedia lookups are turned off, and says so', async () => {
    const { app, chatSide } = await openApp({ KNOWLEDGE_LOOKUP: 'false' });
    const before = wiki.requests.length;
    await chatSide.enqueueTopic('photosynthesis');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(wiki.requests.length).toBe(before);
    expect(await readStatus(app)).toMatchObject({ enabled: false, active: false, queued: 0 });
  });

  it('accepts ?test=true without starting any work, and refuses other values', async () => {
    const { app } = await openApp();
    const before = wiki.requests.length;
    const response = await app.inject({ method: 'GET', url: '/api/scraper-status?test=true' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: false, queued: 0 });
    expect(wiki.requests.length).toBe(before);
    const invalid = await app.inject({ method: 'GET', url: '/api/scraper-status?test=maybe' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});
