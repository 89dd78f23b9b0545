import { Worker } from 'node:worker_threads';
import { workerEntryOf } from '../../threads/worker-entry';
import type { CityFacts } from './city-index';
import type { CityWorkerReply, CityWorkerRequest } from './city-worker';

export type { CityFacts } from './city-index';

/**
 * The city index lives in a worker thread started by the first question that could name a city;
 * after this long without one the worker ends and its memory goes back (the next question starts
 * it again, the index then ready in about a second).
 */
const IDLE_MS = 10 * 60_000;
/** Past this a lookup is taken to be stuck: the worker is ended and the next one starts afresh. */
const LOOKUP_TIMEOUT_MS = 30_000;

interface Waiting {
  resolve(cities: CityFacts[]): void;
  reject(error: Error): void;
}

interface RunningWorker {
  worker: Worker;
  waiting: Map<number, Waiting>;
  idleTimer: NodeJS.Timeout | undefined;
}

let running: RunningWorker | undefined;
let nextId = 0;

function start(): RunningWorker {
  const worker = new Worker(workerEntryOf('city-worker', import.meta.url), { env: {} });
  // An idle worker does not keep the process alive; one with a lookup in hand does.
  worker.unref();
  const started: RunningWorker = { worker, waiting: new Map(), idleTimer: undefined };
  worker.on('message', (reply: CityWorkerReply) => {
    const waiting = started.waiting.get(reply.id);
    started.waiting.delete(reply.id);
    if (started.waiting.size === 0) {
      worker.unref();
      started.idleTimer = setTimeout(() => void worker.terminate(), IDLE_MS).unref();
    }
    if ('cities' in reply) waiting?.resolve(reply.cities);
    else waiting?.reject(new Error(`The city index could not be read: ${reply.error}`));
  });
  const lost = (cause: Error) => {
    if (running === started) running = undefined;
    clearTimeout(started.idleTimer);
    for (const waiting of started.waiting.values()) waiting.reject(cause);
    started.waiting.clear();
  };
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`the city worker exited with ${code}`)));
  return started;
}

/** The cities a text names, in its order, each once. */
export function citiesNamedIn(text: string): Promise<CityFacts[]> {
  const current = (running ??= start());
  clearTimeout(current.idleTimer);
  const id = nextId++;
  return new Promise<CityFacts[]>((resolve, reject) => {
    const timer = setTimeout(() => void current.worker.terminate(), LOOKUP_TIMEOUT_MS);
    const settle =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        then(value);
      };
    current.waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
    current.worker.ref();
    current.worker.postMessage({ id, text } satisfies CityWorkerRequest);
  });
}
