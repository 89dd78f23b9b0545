import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessJobQueue } from './in-process-job-queue';
import {
  type Job,
  type JobInfo,
  type JobQueue,
  retryDelayMs,
  type ScheduledRun,
} from './job-queue';
import { MAX_PERIOD_MS, periodStartOf } from './period-offers';
import { createPgBossJobQueue } from './pg-boss-job-queue';
import { TEST_DATABASE_URL } from '../../test/build-test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Runner {
  name: string;
  /** The retry delay each runner's tests use (pg-boss counts whole seconds). */
  retryDelayMs: number;
  open(): Promise<{ queue: JobQueue; cleanUp(): Promise<void> }>;
}

const inProcess: Runner = {
  name: 'in-process',
  retryDelayMs: 100,
  open: () =>
    Promise.resolve({ queue: createInProcessJobQueue(), cleanUp: () => Promise.resolve() }),
};

/**
 * A pg-boss queue in a schema of its own, or in `schema` beside another queue (two servers);
 * `fetchDelayMs` holds each fetch of jobs back that long, as a busy database would.
 */
async function openPgBoss(
  url: string,
  schema = `jobs_test_${randomUUID().replaceAll('-', '')}`,
  fetchDelayMs = 0,
): Promise<{ queue: JobQueue; schema: string; cleanUp(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const queue = createPgBossJobQueue({
    db: {
      executeSql: async (text, values) => {
        if (fetchDelayMs > 0 && text.includes('SKIP LOCKED')) await sleep(fetchDelayMs);
        return pool.query(text, values);
      },
    },
    schema,
    pollingIntervalSeconds: 0.5,
  });
  await queue.start();
  return {
    queue,
    schema,
    cleanUp: async () => {
      try {
        await pool.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await pool.end();
      }
    },
  };
}

function pgBoss(url: string): Runner {
  return {
    name: 'pg-boss',
    retryDelayMs: 1000,
    open: () => openPgBoss(url),
  };
}

const runners = [inProcess, ...(TEST_DATABASE_URL ? [pgBoss(TEST_DATABASE_URL)] : [])];

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const isSettled = (job: JobInfo | null) => job?.state === 'completed' || job?.state === 'failed';

describe('retryDelayMs', () => {
  it('doubles the wait at each retry, with up to as much again of jitter', () => {
    const options = { retryDelayMs: 1000, retryBackoff: true };
    expect(retryDelayMs(options, 1, () => 0)).toBe(1000);
    expect(retryDelayMs(options, 2, () => 0)).toBe(2000);
    expect(retryDelayMs(options, 3, () => 0.5)).toBe(6000);
  });

  it('waits the same every time without backoff', () => {
    expect(retryDelayMs({ retryDelayMs: 500 }, 4, () => 0.9)).toBe(500);
  });
});

/** Opens queues of `runner` for one describe block; each is stopped and cleaned up after its test. */
function queuesOf(runner: (typeof runners)[number]): () => Promise<JobQueue> {
  let cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
    cleanUps = [];
  });
  return async () => {
    const { queue, cleanUp } = await runner.open();
    cleanUps.push(cleanUp, () => queue.stop({ timeoutMs: 100 }));
    return queue;
  };
}

describe.each(runners)('$name job queue', (runner) => {
  const openQueue = queuesOf(runner);

  it('runs a job with its data and marks it completed', async () => {
    const queue = await openQueue();
    const seen: Job<{ topic: string }>[] = [];
    await queue.work<{ topic: string }>('learn', (job) => {
      seen.push(job);
      return Promise.resolve();
    });
    const id = await queue.send('learn', { topic: 'photosynthesis' });
    const job = await waitFor(() => queue.getJob('learn', id), isSettled);
    expect(job).toMatchObject({ id, state: 'completed', attempts: 1, lastError: null });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ data: { topic: 'photosynthesis' }, attempt: 1 });
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const queue = await openQueue();
    const startedAt: number[] = [];
    const lastAttemptFlags: boolean[] = [];
    await queue.work('flaky', (job) => {
      startedAt.push(Date.now());
      lastAttemptFlags.push(job.isLastAttempt);
      if (job.attempt < 3) return Promise.reject(new Error(`attempt ${job.attempt} failed`));
      return Promise.resolve();
    });
    const delay = runner.retryDelayMs;
    const id = await queue.send(
      'flaky',
      {},
      { retryLimit: 2, retryDelayMs: delay, retryBackoff: true },
    );
    const job = await waitFor(() => queue.getJob('flaky', id), isSettled);
    expect(job).toMatchObject({ state: 'completed', attempts: 3 });
    expect(lastAttemptFlags).toEqual([false, false, true]);
    const [first = 0, second = 0, third = 0] = startedAt;
    // Timers may fire a few milliseconds early; the second wait is at least twice the first delay.
    expect(second - first).toBeGreaterThanOrEqual(delay - 20);
    expect(third - second).toBeGreaterThanOrEqual(2 * delay - 20);
  }, 30_000);

  it("keeps a failing job's last error once its retries are used up", async () => {
    const queue = await openQueue();
    await queue.work('doomed', (job) =>
      Promise.reject(new Error(`Wikipedia answered 500 on attempt ${job.attempt}`)),
    );
    const id = await queue.send('doomed', {}, { retryLimit: 1, retryDelayMs: runner.retryDelayMs });
    const job = await waitFor(() => queue.getJob('doomed', id), isSettled);
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'Wikipedia answered 500 on attempt 2',
    });
  }, 30_000);

  it('drains on stop: the running job finishes and no queued job starts', async () => {
    const queue = await openQueue();
    const started: string[] = [];
    const finished: string[] = [];
    let markStarted: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    await queue.work<{ name: string }>('slow', async (job) => {
      started.push(job.data.name);
      markStarted();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished.push(job.data.name);
    });
    const firstId = await queue.send('slow', { name: 'first' });
    await firstStarted;
    const secondId = await queue.send('slow', { name: 'second' });
    await queue.stop({ timeoutMs: 5000 });
    expect(finished).toEqual(['first']);
    expect(started).toEqual(['first']);
    expect(await queue.getJob('slow', firstId)).toMatchObject({ state: 'completed' });
    expect(await queue.getJob('slow', secondId)).toMatchObject({ state: 'queued' });
  }, 30_000);

  it("aborts a job that outlasts the stop's grace period", async () => {
    const queue = await openQueue();
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    let abortReason: unknown;
    await queue.work('stuck', async (job) => {
      markStarted();
      await new Promise<void>((_resolve, reject) => {
        job.signal.addEventListener('abort', () => {
          abortReason = job.signal.reason;
          reject(job.signal.reason as Error);
        });
      });
    });
    await queue.send('stuck', {});
    await started;
    const stopStarted = Date.now();
    await queue.stop({ timeoutMs: 200 });
    expect(Date.now() - stopStarted).toBeLessThan(4000);
    expect(abortReason).toBeInstanceOf(Error);
  }, 30_000);
});

/** Sleeps `ms` of wall-clock time (scheduled jobs follow the real clock). */

const SECOND_MS = 1000;

describe.each(runners)('$name job queue schedule', (runner) => {
  const openQueue = queuesOf(runner);

  it('runs a scheduled job once per period, each run for the period it runs in', async () => {
    const queue = await openQueue();
    const runs: { periodStart: number; ranAt: number }[] = [];
    await queue.schedule('tick', { everyMs: SECOND_MS }, (job) => {
      runs.push({ periodStart: Date.parse(job.data.periodStart), ranAt: Date.now() });
      return Promise.resolve();
    });
    await sleep(4.5 * SECOND_MS);
    await queue.stop({ timeoutMs: 1000 });
    // Four or five periods began while it waited; a loaded machine may start the last one late.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(5);
    const periods = runs.map((run) => run.periodStart);
    for (const [index, period] of periods.entries()) {
      expect(period % SECOND_MS).toBe(0);
      if (index > 0) expect(period).toBe((periods[index - 1] ?? 0) + SECOND_MS);
    }
    for (const run of runs) expect(run.ranAt).toBeGreaterThanOrEqual(run.periodStart);
  }, 30_000);

  it('runs at once when asked to run at start, then waits for the next period', async () => {
    const queue = await openQueue();
    const periods: string[] = [];
    const scheduledAt = Date.now();
    await queue.schedule('sweep', { everyMs: MAX_PERIOD_MS, runAtStart: true }, (job) => {
      periods.push(job.data.periodStart);
      return Promise.resolve();
    });
    await waitFor(
      () => Promise.resolve(periods.length),
      (count) => count > 0,
    );
    await sleep(SECOND_MS);
    // The next 12-hour period starts at midnight or noon UTC, not within this test.
    expect(periods).toEqual([new Date(periodStartOf(scheduledAt, MAX_PERIOD_MS)).toISOString()]);
  }, 30_000);

  it('refuses a period that is not whole seconds from 1 s to 12 hours', async () => {
    const queue = await openQueue();
    const handler = () => Promise.resolve();
    for (const everyMs of [0, 500, 1500, MAX_PERIOD_MS + SECOND_MS]) {
      await expect(queue.schedule(`odd-${everyMs}`, { everyMs }, handler)).rejects.toThrow(
        /whole seconds from 1 s to 12 h/,
      );
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('pg-boss schedule on two servers', () => {
  it('runs a scheduled job once per period, whichever server offers it first', async () => {
    const url = TEST_DATABASE_URL ?? '';
    const first = await openPgBoss(url);
    const second = await openPgBoss(url, first.schema);
    const runs: { server: string; run: ScheduledRun }[] = [];
    try {
      for (const [server, { queue }] of [
        ['first', first],
        ['second', second],
      ] as const) {
        await queue.schedule('refresh', { everyMs: SECOND_MS }, (job) => {
          runs.push({ server, run: job.data });
          return Promise.resolve();
        });
      }
      await sleep(4.5 * SECOND_MS);
    } finally {
      await second.queue.stop({ timeoutMs: 1000 });
      await first.queue.stop({ timeoutMs: 1000 });
      await second.cleanUp();
    }
    await first.cleanUp();
    // Both offered every period; each period ran once, on one server or the other.
    const periods = runs.map(({ run }) => run.periodStart);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(periods).size).toBe(periods.length);
  }, 30_000);
});

describe.skipIf(!TEST_DATABASE_URL)('pg-boss stop', () => {
  it('hands back a job its worker fetched while stopping before stop returns', async () => {
    const { queue, cleanUp } = await openPgBoss(TEST_DATABASE_URL ?? '', undefined, 300);
    let ran = false;
    try {
      const id = await queue.send('late', {}, { retryLimit: 1 });
      // The worker's first fetch is in flight when stop begins and brings the job back after.
      await queue.work('late', () => {
        ran = true;
        return Promise.resolve();
      });
      await queue.stop({ timeoutMs: 100 });
      const job = await queue.getJob('late', id);
      expect(ran).toBe(false);
      expect(job?.state).toBe('retry');
    } finally {
      await cleanUp();
    }
  });
});
