import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from '../../threads/worker-client';
import { buildCityIndex, citiesIn, type CityFacts } from './city-index';

/**
 * The cities' thread (city-facts.ts starts it): reading GeoNames' data and indexing it takes most
 * of a second of CPU and 50 MB, which here never holds the server's event loop or its heap.
 */

export interface CityWorkerRequest {
  text: string;
}

const port = parentPort;
if (!port) throw new Error('city-worker.ts runs as a worker thread');

const index = buildCityIndex();
port.on('message', ({ id, text }: CityWorkerRequest & { id: number }) => {
  index.then(
    (built) =>
      port.postMessage({ id, value: citiesIn(built, text) } satisfies WorkerReply<CityFacts[]>),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply<CityFacts[]>),
  );
});
