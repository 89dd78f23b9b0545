import { parentPort } from 'node:worker_threads';
import { buildCityIndex, citiesIn, type CityFacts } from './city-index';

/**
 * The cities' thread (city-facts.ts starts it): reading GeoNames' data and indexing it takes most
 * of a second of CPU and 50 MB, which here never holds the server's event loop or its heap.
 */

export interface CityWorkerRequest {
  id: number;
  text: string;
}

export type CityWorkerReply = { id: number; cities: CityFacts[] } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('city-worker.ts runs as a worker thread');

const index = buildCityIndex();
port.on('message', ({ id, text }: CityWorkerRequest) => {
  index.then(
    (built) => port.postMessage({ id, cities: citiesIn(built, text) } satisfies CityWorkerReply),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies CityWorkerReply),
  );
});
