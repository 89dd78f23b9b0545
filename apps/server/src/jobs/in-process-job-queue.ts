import { randomUUID } from 'node:crypto';
import {
  describeFailure,
  type JobHandler,
  type JobInfo,
  type JobQueue,
  type ScheduledRun,
  type SendOptions,
  type StopOptions,
  retryDelayMs,
} from './job-queue';
import { offerEachPeriod, periodSecondsOf } from './period-offers';

/**
 * The job runner for the embedded database: jobs live in this process's memory, so queued jobs and
 * pending retries are lost when the process stops (callers that must not lose work keep their own
 * record and send again at start, as the background learner does). Retries and backoff follow
 * pg-boss's rules so code behaves the same on both runners.
 */

interface JobRecord extends JobInfo {
  data: object;
  options: SendOptions;
}

interface Worker {
  handler: JobHandler<object>;
  concurrency: number;
  running: number;
}

/** Finished jobs remembered for getJob; older ones are forgotten. */
const REMEMBERED_JOBS = 1000;
const DEFAULT_STOP_TIMEOUT_MS = 5000;

export interface InProcessJobQueueOptions {
  /** The jitter of backoff delays (tests make it predictable). */
  random?: () => number;
}

export function createInProcessJobQueue(options: InProcessJobQueueOptions = {}): JobQueue {
  const random = options.random ?? Math.random;
  const jobs = new Map<string, JobRecord>();
  const ready = new Map<string, JobRecord[]>();
  const workers = new Map<string, Worker>();
  const retryTimers = new Set<NodeJS.Timeout>();
  const running = new Map<Promise<void>, AbortController>();
  const stopOffers: (() => void)[] = [];
  let isStopped = false;
  let stopping: Promise<void> | undefined;

  function forgetOldJobs() {
    if (jobs.size <= REMEMBERED_JOBS) return;
    for (const [id, job] of jobs) {
      if (jobs.size <= REMEMBERED_JOBS) break;
      if (job.state === 'completed' || job.state === 'failed') jobs.delete(id);
    }
  }

  function enqueue(job: JobRecord) {
    const list = ready.get(job.name) ?? [];
    list.push(job);
    ready.set(job.name, list);
    pump(job.name);
  }

  function pump(name: string) {
    const worker = workers.get(name);
    const list = ready.get(name);
    while (!isStopped && worker && list?.length && worker.running < worker.concurrency) {
      const job = list.shift();
      if (job) run(job, worker);
    }
  }

  function run(job: JobRecord, worker: Worker) {
    const controller = new AbortController();
    const retryLimit = job.options.retryLimit ?? 0;
    job.state = 'active';
    job.attempts += 1;
    worker.running += 1;
    const attempt = job.attempts;
    const task = (async () => {
      try {
        await worker.handler({
          id: job.id,
          name: job.name,
          data: job.data,
          attempt,
          isLastAttempt: attempt > retryLimit,
          signal: controller.signal,
        });
        job.state = 'completed';
        job.lastError = null;
      } catch (error) {
        job.lastError = describeFailure(error);
        if (attempt <= retryLimit && !isStopped) {
          job.state = 'retry';
          const timer = setTimeout(
            () => {
              retryTimers.delete(timer);
              enqueue(job);
            },
            retryDelayMs(job.options, attempt, random),
          );
          retryTimers.add(timer);
        } else {
          job.state = 'failed';
        }
      }
    })().finally(() => {
      running.delete(task);
      worker.running -= 1;
      forgetOldJobs();
      pump(job.name);
    });
    running.set(task, controller);
  }

  function send(name: string, data: object, sendOptions: SendOptions = {}): Promise<string> {
    if (isStopped) return Promise.reject(new Error('The job queue is stopped.'));
    const job: JobRecord = {
      id: randomUUID(),
      name,
      data,
      options: sendOptions,
      state: 'queued',
      attempts: 0,
      lastError: null,
    };
    jobs.set(job.id, job);
    enqueue(job);
    return Promise.resolve(job.id);
  }

  function work(name: string, handler: JobHandler<object>, concurrency = 1): Promise<void> {
    if (workers.has(name)) {
      return Promise.reject(new Error(`A worker for ${name} is already registered.`));
    }
    workers.set(name, { handler, concurrency: Math.max(1, concurrency), running: 0 });
    pump(name);
    return Promise.resolve();
  }

  return {
    kind: 'in-process',
    isDurable: false,

    async start() {},

    send,

    work: (name, handler, workOptions = {}) =>
      work(name, handler as JobHandler<object>, workOptions.concurrency),

    async schedule(name, scheduleOptions, handler) {
      periodSecondsOf(scheduleOptions.everyMs);
      await work(name, handler as JobHandler<object>);
      // One process: the queue keeps a period's first offer by remembering the last period offered.
      let lastOffered = -Infinity;
      const offer = (periodStart: Date) => {
        if (isStopped || periodStart.getTime() <= lastOffered) return;
        lastOffered = periodStart.getTime();
        const run: ScheduledRun = { periodStart: periodStart.toISOString() };
        void send(name, run);
      };
      stopOffers.push(
        offerEachPeriod(
          scheduleOptions.everyMs,
          { runAtStart: scheduleOptions.runAtStart ?? false },
          offer,
        ),
      );
    },

    getJob(name, id) {
      const job = jobs.get(id);
      if (!job || job.name !== name) return Promise.resolve(null);
      const { data: _data, options: _options, ...info } = job;
      return Promise.resolve({ ...info });
    },

    stop(stopOptions: StopOptions = {}) {
      return (stopping ??= (async () => {
        isStopped = true;
        for (const stopOffer of stopOffers) stopOffer();
        for (const timer of retryTimers) clearTimeout(timer);
        retryTimers.clear();
        const tasks = [...running.keys()];
        if (tasks.length === 0) return;
        let timer: NodeJS.Timeout | undefined;
        const graceOver = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, stopOptions.timeoutMs ?? DEFAULT_STOP_TIMEOUT_MS);
        });
        await Promise.race([Promise.allSettled(tasks), graceOver]);
        clearTimeout(timer);
        // Jobs still running past the grace period are told to give up; their failure is final.
        for (const controller of running.values())
          controller.abort(new Error('The job queue stopped.'));
        await Promise.allSettled([...running.keys()]);
      })());
    },
  };
}
