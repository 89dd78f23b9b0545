import { Worker } from 'node:worker_threads';
import { AppError, type CitationStyle } from '@polymath/shared';
import { workerEntryOf } from '../../../threads/worker-entry';
import type { CitationSource } from './citation-item';
import type { CitationWorkerReply, CitationWorkerRequest } from './citation-worker';

/** Makes references (formatCitation) in a worker thread, so the event loop never waits on citeproc. */
export interface CitationFormatter {
  /** The reference for a citation in one style, as plain text on one line. */
  format(source: CitationSource, style: CitationStyle): Promise<string>;
  /** Starts the worker and has it build every style's engine before the first citation asks. */
  warm(): void;
  /** Ends the worker; a later call starts a new one. */
  close(): Promise<void>;
}

/** The worker's own V8 heap: citation-js, citeproc and four styles' engines. */
const WORKER_HEAP_MB = 256;
/**
 * A reference takes a millisecond once its style's engine is built, and the slowest engine (APA)
 * seconds to build: past this the worker is taken to be stuck, ended, and a new one started.
 */
const FORMAT_TIMEOUT_MS = 30_000;

const UNAVAILABLE_MESSAGE = 'Citations cannot be formatted right now. Please try again.';

interface Waiting {
  resolve(text: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One started worker and the requests it has not answered yet. */
interface RunningWorker {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

export function createCitationFormatter(): CitationFormatter {
  let running: RunningWorker | undefined;
  let nextId = 0;

  function start(): RunningWorker {
    const worker = new Worker(workerEntryOf('citation-worker', import.meta.url), {
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // An idle worker does not keep the process alive; one with a request in hand does.
    worker.unref();
    const started: RunningWorker = { worker, waiting: new Map() };
    const settle = (id: number) => {
      const waiting = started.waiting.get(id);
      started.waiting.delete(id);
      if (waiting) clearTimeout(waiting.timer);
      if (started.waiting.size === 0) worker.unref();
      return waiting;
    };
    worker.on('message', (reply: CitationWorkerReply) => {
      const waiting = settle(reply.id);
      if ('text' in reply) waiting?.resolve(reply.text);
      else waiting?.reject(new Error(`A citation could not be formatted: ${reply.error}`));
    });
    // Its requests are answered 503: they were fine, the worker was not.
    const lost = (cause: Error) => {
      if (running === started) running = undefined;
      const error = new AppError('UNAVAILABLE', { message: UNAVAILABLE_MESSAGE, cause });
      for (const id of [...started.waiting.keys()]) settle(id)?.reject(error);
    };
    worker.on('error', (error) => lost(error));
    worker.on('exit', (code) => lost(new Error(`the citation worker exited with ${code}`)));
    return started;
  }

  const current = () => (running ??= start());

  return {
    format(source, style) {
      const { worker, waiting } = current();
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          // Every request in its hands fails with it; the next call starts a new worker.
          void worker.terminate();
        }, FORMAT_TIMEOUT_MS);
        waiting.set(id, { resolve, reject, timer });
        worker.ref();
        worker.postMessage({ kind: 'format', id, source, style } satisfies CitationWorkerRequest);
      });
    },
    warm() {
      current().worker.postMessage({ kind: 'warm' } satisfies CitationWorkerRequest);
    },
    async close() {
      const stopping = running;
      running = undefined;
      await stopping?.worker.terminate();
    },
  };
}
