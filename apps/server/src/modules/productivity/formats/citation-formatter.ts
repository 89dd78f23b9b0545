import { AppError, type CitationStyle } from '@polymath/shared';
import { createWorkerClient } from '../../../threads/worker-client';
import type { CitationSource } from './citation-item';
import type { CitationWorkerRequest } from './citation-worker';

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

export function createCitationFormatter(): CitationFormatter {
  const worker = createWorkerClient<CitationWorkerRequest, string>({
    name: 'citation-worker',
    callerUrl: import.meta.url,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    timeoutMs: FORMAT_TIMEOUT_MS,
    // Its requests are answered 503: they were fine, the worker was not.
    lostError: (cause) => new AppError('UNAVAILABLE', { message: UNAVAILABLE_MESSAGE, cause }),
    replyError: (message) => new Error(`A citation could not be formatted: ${message}`),
  });
  return {
    format: (source, style) => worker.request({ kind: 'format', source, style }),
    warm: () => worker.post({ kind: 'warm' } satisfies CitationWorkerRequest),
    close: () => worker.close(),
  };
}
