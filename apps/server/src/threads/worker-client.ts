import { type ResourceLimits, Worker } from 'node:worker_threads';
import { workerEntryOf } from './worker-entry';

/** What a worker thread answers to request `id`: its value, or why it could not make one. */
export type WorkerReply<T> = { id: number; value: T } | { id: number; error: string };

export interface WorkerClientOptions {
  /** The worker's script (see workerEntryOf), found from the caller's `import.meta.url`. */
  name: string;
  callerUrl: string;
  resourceLimits?: ResourceLimits;
  /** A request unanswered this long ends the worker: it is taken to be stuck. */
  timeoutMs: number;
  /** A worker with nothing asked of it this long ends, and its memory goes back. */
  idleMs?: number;
  /** What the requests of a worker that ended or crashed reject with. */
  lostError(cause: Error): Error;
  /** What a request the worker answered with an error rejects with. */
  replyError(message: string): Error;
}

/** Requests to a worker thread, started on the first and again after it ended. */
export interface WorkerClient<Request extends object, T> {
  /** Sends `message` with an id of its own; settles with the worker's reply to it. */
  request(message: Request): Promise<T>;
  /** Sends a message that gets no reply (a warm-up). */
  post(message: object): void;
  /** Ends the worker; a later request starts a new one. */
  close(): Promise<void>;
}

interface Waiting<T> {
  resolve(value: T): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface RunningWorker<T> {
  worker: Worker;
  waiting: Map<number, Waiting<T>>;
  idleTimer: NodeJS.Timeout | undefined;
}

/**
 * The one way the server talks to its worker threads (citations, the city index): a request
 * keeps the process alive until its reply, an idle worker does not, and a worker that crashes,
 * is ended or hangs fails only the requests in its hands.
 */
export function createWorkerClient<Request extends object, T>(
  options: WorkerClientOptions,
): WorkerClient<Request, T> {
  let running: RunningWorker<T> | undefined;
  let nextId = 0;

  function start(): RunningWorker<T> {
    const worker = new Worker(workerEntryOf(options.name, options.callerUrl), {
      env: {},
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
    worker.unref();
    const started: RunningWorker<T> = { worker, waiting: new Map(), idleTimer: undefined };
    const settle = (id: number) => {
      const waiting = started.waiting.get(id);
      started.waiting.delete(id);
      if (waiting) clearTimeout(waiting.timer);
      if (started.waiting.size === 0) {
        worker.unref();
        if (options.idleMs !== undefined) {
          clearTimeout(started.idleTimer);
          started.idleTimer = setTimeout(() => void worker.terminate(), options.idleMs).unref();
        }
      }
      return waiting;
    };
    worker.on('message', (reply: WorkerReply<T>) => {
      const waiting = settle(reply.id);
      if ('value' in reply) waiting?.resolve(reply.value);
      else waiting?.reject(options.replyError(reply.error));
    });
    const lost = (cause: Error) => {
      if (running === started) running = undefined;
      clearTimeout(started.idleTimer);
      const error = options.lostError(cause);
      for (const id of [...started.waiting.keys()]) settle(id)?.reject(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the ${options.name} thread exited with ${code}`)));
    return started;
  }

  const current = () => {
    running ??= start();
    clearTimeout(running.idleTimer);
    return running;
  };

  return {
    request(message) {
      const { worker, waiting } = current();
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        // Every request in its hands fails with it; the next call starts a new worker.
        const timer = setTimeout(() => void worker.terminate(), options.timeoutMs);
        waiting.set(id, { resolve, reject, timer });
        worker.ref();
        worker.postMessage({ ...message, id });
      });
    },
    post(message) {
      current().worker.postMessage(message);
    },
    async close() {
      const stopping = running;
      running = undefined;
      await stopping?.worker.terminate();
    },
  };
}
