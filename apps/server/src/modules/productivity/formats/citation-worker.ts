import { parentPort } from 'node:worker_threads';
import { CITATION_STYLES, type CitationStyle } from '@polymath/shared';
import type { WorkerReply } from '../../../threads/worker-client';
import type { CitationSource } from './citation-item';
import { formatCitation } from './format-citation';

/**
 * The citation engines' thread (citation-formatter.ts starts it): citeproc builds a style's engine
 * on its first use, APA's in about 2.4 s of CPU, which here never blocks the server's event loop.
 */

/** What the server asks: one reference, or every style's engine built ahead of the first one. */
export type CitationWorkerRequest =
  { kind: 'format'; source: CitationSource; style: CitationStyle } | { kind: 'warm' };

/** In title case, so that APA's and Harvard's sentence case loads the English model too. */
const WARM_UP: CitationSource = {
  title: 'Warming Up the Engines',
  authors: ['Kuhn, Thomas S.'],
  sourceType: 'book',
};

const port = parentPort;
if (!port) throw new Error('citation-worker.ts runs as a worker thread');

port.on('message', (request: CitationWorkerRequest & { id: number }) => {
  if (request.kind === 'warm') {
    try {
      for (const style of CITATION_STYLES) formatCitation(WARM_UP, style);
    } catch {
      // The first real citation of the style reports what is wrong with it.
    }
    return;
  }
  let reply: WorkerReply<string>;
  try {
    reply = { id: request.id, value: formatCitation(request.source, request.style) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
