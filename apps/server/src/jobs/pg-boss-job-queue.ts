import PgBoss from 'pg-boss';
import {
  type JobHandler,
  type JobInfo,
  type JobQueue,
  type JobState,
  type ScheduledRun,
  type StopOptions,
} from './job-queue';
import { offerEachPeriod, periodSecondsOf } from './period-offers';
import { yieldToEventLoop } from '../threads/yield-to-event-loop';

/**
 * The job runner on PostgreSQL: pg-boss keeps jobs in its own schema, so they survive restarts and
 * every server process sharing the database takes work from the same queues (at least once: a job
 * whose process died is retried after it expires).
 */

/** Runs SQL for pg-boss: the server's own connection pool, so jobs need no second configuration. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface JobLogger {
  error(details: object, message: string): void;
}

export interface PgBossJobQueueOptions {
  db: SqlExecutor;
  /** The schema pg-boss creates its tables in; one per server installation (tests use one each). */
  schema: string;
  logger?: JobLogger;
  /** How often idle workers look for jobs (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
}

const DEFAULT_STOP_TIMEOUT_MS = 5000;
const DEFAULT_POLLING_INTERVAL_SECONDS = 1;
/** The longest stop() waits for pg-boss's last writes. */
const PENDING_QUERIES_TIMEOUT_MS = 2000;

const STATES: Record<PgBoss.JobWithMetadata['state'], JobState> = {
  created: 'queued',
  retry: 'retry',
  active: 'active',
  completed: 'completed',
  cancelled: 'failed',
  failed: 'failed',
};

/** The message pg-boss stored for a failure (a serialised Error, or its own `{ value }`). */
function failureMessage(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const record = output as { message?: unknown; value?: { message?: unknown } };
  const message = record.message ?? record.value?.message;
  return typeof message === 'string' ? message : null;
}

export function createPgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;
  // pg-boss records a job's result without awaiting it: stop() waits for those queries, so the
  // database can close right after without an in-flight write failing.
  const pendingQueries = new Set<Promise<unknown>>();
  const db: SqlExecutor = {
    executeSql(text, values) {
      const query = options.db.executeSql(text, values);
      const settled = query.then(
        () => undefined,
        () => undefined,
      );
      pendingQueries.add(settled);
      void settled.then(() => pendingQueries.delete(settled));
      return query;
    },
  };
  /**
   * Waits until no query of pg-boss is in flight. pg-boss counts a worker as busy only once its
   * fetch has returned jobs, so a fetch in flight at stop outlives stop(), and the job it brings
   * back is failed back by a write nobody awaits: each round waits for the queries it sees, then
   * goes round the loop once, so a write issued on the back of one is waited for too.
   */
  async function settlePendingQueries(deadline: number): Promise<void> {
    while (pendingQueries.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...pendingQueries]),
        new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now()))),
      ]);
      clearTimeout(timer);
      await yieldToEventLoop();
    }
  }
  const boss = new PgBoss({
    db,
    schema: options.schema,
    // Periodic jobs are throttled sends (see schedule), not pg-boss's cron, which counts whole
    // minutes; maintenance (expiring stuck jobs, archiving) stays on.
    schedule: false,
  });
  boss.on('error', (error) => options.logger?.error({ err: error }, 'job queue error'));
  const createdQueues = new Map<string, Promise<void>>();
  const workedQueues = new Set<string>();
  const running = new Map<Promise<void>, AbortController>();
  const stopOffers: (() => void)[] = [];
  let isStopping = false;
  let stopping: Promise<void> | undefined;

  const ensureQueue = (name: string) => {
    let created = createdQueues.get(name);
    if (!created) {
      created = boss.createQueue(name);
      createdQueues.set(name, created);
      created.catch(() => createdQueues.delete(name));
    }
    return created;
  };

  async function runOne<T extends object>(
    job: PgBoss.JobWithMetadata<T>,
    handler: JobHandler<T>,
  ): Promise<void> {
    // A job fetched while stopping is failed back; pg-boss retries it if it has retries left.
    if (isStopping) throw new Error('The job queue stopped.');
    const controller = new AbortController();
    const task = handler({
      id: job.id,
      name: job.name,
      data: job.data,
      attempt: job.retryCount + 1,
      isLastAttempt: job.retryCount >= job.retryLimit,
      signal: controller.signal,
    });
    const settled = task.then(
      () => undefined,
      () => undefined,
    );
    running.set(settled, controller);
    try {
      await task;
    } finally {
      running.delete(settled);
    }
  }

  async function work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    workOptions: { concurrency?: number } = {},
  ): Promise<void> {
    await ensureQueue(name);
    workedQueues.add(name);
    const concurrency = Math.max(1, workOptions.concurrency ?? 1);
    for (let worker = 0; worker < concurrency; worker += 1) {
      await boss.work<T>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) await runOne(job, handler);
        },
      );
    }
  }

  return {
    kind: 'pg-boss',
    isDurable: true,

    async start() {
      await boss.start();
    },

    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, {
        ...(sendOptions.retryLimit !== undefined ? { retryLimit: sendOptions.retryLimit } : {}),
        ...(sendOptions.retryDelayMs !== undefined
          ? { retryDelay: Math.max(1, Math.ceil(sendOptions.retryDelayMs / 1000)) }
          : {}),
        ...(sendOptions.retryBackoff !== undefined
          ? { retryBackoff: sendOptions.retryBackoff }
          : {}),
      });
      if (!id) throw new Error(`pg-boss did not queue the ${name} job.`);
      return id;
    },

    work,

    async schedule(name, scheduleOptions, handler) {
      const seconds = periodSecondsOf(scheduleOptions.everyMs);
      await work(name, handler);
      // A throttled send: the database keeps one job per name and slot of `seconds` (its unique
      // index on the slot), so of every process's offer for a period, the first is the one run.
      const offer = (periodStart: Date) => {
        if (isStopping) return;
        const run: ScheduledRun = { periodStart: periodStart.toISOString() };
        boss.sendThrottled(name, run, { retryLimit: 0 }, seconds).catch((error: unknown) => {
          options.logger?.error({ err: error, job: name }, 'a scheduled job could not be offered');
        });
      };
      stopOffers.push(
        offerEachPeriod(
          scheduleOptions.everyMs,
          { runAtStart: scheduleOptions.runAtStart ?? false },
          offer,
        ),
      );
    },

    async getJob(name, id) {
      const job = await boss.getJobById<object>(name, id, { includeArchive: true });
      if (!job) return null;
      const state = STATES[job.state];
      const hasFailed = state === 'retry' || state === 'failed';
      const info: JobInfo = {
        id: job.id,
        name: job.name,
        state,
        // A job waiting for its retry has had one attempt per retry counted so far.
        attempts: state === 'queued' ? 0 : state === 'retry' ? job.retryCount : job.retryCount + 1,
        lastError: hasFailed ? failureMessage(job.output) : null,
      };
      return info;
    },

    stop(stopOptions: StopOptions = {}) {
      return (stopping ??= (async () => {
        isStopping = true;
        for (const stopOffer of stopOffers) stopOffer();
        await Promise.all([...workedQueues].map((name) => boss.offWork(name)));
        const tasks = [...running.keys()];
        if (tasks.length > 0) {
          let timer: NodeJS.Timeout | undefined;
          const graceOver = new Promise<void>((resolve) => {
            timer = setTimeout(resolve, stopOptions.timeoutMs ?? DEFAULT_STOP_TIMEOUT_MS);
          });
          await Promise.race([Promise.allSettled(tasks), graceOver]);
          clearTimeout(timer);
          for (const controller of running.values()) {
            controller.abort(new Error('The job queue stopped.'));
          }
          await Promise.allSettled([...running.keys()]);
        }
        // The workers have returned: pg-boss records their results, then stops its timers.
        await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
        await settlePendingQueries(Date.now() + PENDING_QUERIES_TIMEOUT_MS);
      })());
    },
  };
}
