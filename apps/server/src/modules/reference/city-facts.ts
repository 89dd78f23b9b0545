import { createWorkerClient } from '../../threads/worker-client';
import type { CityFacts } from './city-index';
import type { CityWorkerRequest } from './city-worker';

export type { CityFacts } from './city-index';

/**
 * The city index lives in a worker thread started by the first question that could name a city;
 * after ten minutes without one the worker ends and its memory goes back (the next question
 * starts it again, the index then ready in about a second). Past 30 s a lookup is taken to be
 * stuck and the worker ended.
 */
const cityIndex = createWorkerClient<CityWorkerRequest, CityFacts[]>({
  name: 'city-worker',
  callerUrl: import.meta.url,
  timeoutMs: 30_000,
  idleMs: 10 * 60_000,
  lostError: (cause) => cause,
  replyError: (message) => new Error(`The city index could not be read: ${message}`),
});

/** The cities a text names, in its order, each once. */
export function citiesNamedIn(text: string): Promise<CityFacts[]> {
  return cityIndex.request({ text });
}
