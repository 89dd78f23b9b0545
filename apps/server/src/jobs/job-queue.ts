/**
 * The job interface the server's background work is written against. Two runners implement it
 * with the same semantics: pg-boss on PostgreSQL (durable, shared by every server process) and an
 * in-process runner for the embedded PGlite (see each runner for what survives a restart). It is
 * also the one way the server runs periodic work (`schedule`), so that work runs once per period
 * however many server processes share the database.
 */

/** How a failed job is tried again. */
export interface JobRetryOptions {
  /** Further attempts after the first one fails (0: none). */
  retryLimit?: number;
  /** Wait before a retry; pg-boss counts in whole seconds, so it rounds this up to at least 1 s. */
  retryDelayMs?: number;
  /** Exponential backoff: the nth retry waits between delay·2^(n-1) and delay·2^n (random jitter). */
  retryBackoff?: boolean;
}

export type SendOptions = JobRetryOptions;

export interface WorkOptions {
  /** How many jobs of this name one process runs at once (default 1). */
  concurrency?: number;
}

/** How often a scheduled job runs. */
export interface ScheduleOptions {
  /**
   * The period. Periods are counted from the Unix epoch (each starts at a multiple of it); pg-boss
   * counts whole seconds and keeps a period's job at most 12 hours, so it must be 1 s to 12 h.
   */
  everyMs: number;
  /** Also run as soon as it is scheduled, unless this period's run was already made. */
  runAtStart?: boolean;
}

/** What a scheduled job carries: the start of the period it runs for. */
export interface ScheduledRun {
  /** ISO 8601. */
  periodStart: string;
}

/** A job as its handler sees it. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** Whether a failure now is final (no retry left). */
  isLastAttempt: boolean;
  /** Aborted when the queue stops and the job has outlasted the stop's grace period. */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export type JobState = 'queued' | 'retry' | 'active' | 'completed' | 'failed';

/** What the queue knows about one job. */
export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  /** Attempts that have started so far. */
  attempts: number;
  /** The message of the latest failure of a job not completed, or null. */
  lastError: string | null;
}

export interface StopOptions {
  /** Running jobs get this long to finish before their signal aborts (default 5000 ms). */
  timeoutMs?: number;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Whether queued jobs survive a restart of the process. */
  readonly isDurable: boolean;
  /** Prepares the queue (pg-boss creates or migrates its schema). Call once before send/work. */
  start(): Promise<void>;
  /** Queues a job; answers its id. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /** Runs `handler` for every job of `name`; a thrown error fails the attempt (and may retry). */
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: WorkOptions,
  ): Promise<void>;
  /**
   * Runs `handler` once per period among every process sharing the queue: each one offers the
   * period's job as the period starts (a moment after, so clocks a little apart agree on which
   * period it is) and the queue keeps the first offer of each period. A failed run is not retried:
   * the next period's is the retry. The offers stop with the queue.
   */
  schedule(
    name: string,
    options: ScheduleOptions,
    handler: JobHandler<ScheduledRun>,
  ): Promise<void>;
  /** A job's state, attempts and latest error; null when unknown (or, in process, forgotten). */
  getJob(name: string, id: string): Promise<JobInfo | null>;
  /** Stops taking jobs and drains the running ones (see StopOptions). Safe to call twice. */
  stop(options?: StopOptions): Promise<void>;
}

/** A failure's message as a job records it. */
export function describeFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The wait before retry number `retry` (1-based), pg-boss's formula (jitter included). */
export function retryDelayMs(
  options: JobRetryOptions,
  retry: number,
  random: () => number = Math.random,
): number {
  const delay = options.retryDelayMs ?? 0;
  if (!options.retryBackoff) return delay;
  const base = delay * 2 ** Math.min(16, retry - 1);
  return base + base * random();
}
