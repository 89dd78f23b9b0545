import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FakeOpenAI } from '../../apps/server/test/peers/fake-openai';
import { percentile, roundMs } from '../lib/percentiles';
import { printFigure } from '../lib/report';
import { readSseData } from '../lib/sse-reader';
import { timeStreamedAnswer, type StreamTiming } from './chat-stream-timing';

/** Request pairs (one through our server, one straight to the provider) that are compared. */
export const OVERHEAD_PAIRS = 100;
/** Pairs run first and not counted: connection pools, JIT and the database's caches warm up. */
const WARM_UP_PAIRS = 5;
/** The fake provider's fixed delay before each streamed word. */
export const PROVIDER_CHUNK_DELAY_MS = 10;
/** What the fake provider answers: 16 words, so about 160 ms of streaming at 10 ms a word. */
export const PROVIDER_REPLY =
  'Paris is the capital of France, a city of about two million people on the Seine.';
const QUESTION = 'What is the capital of France?';

/**
 * Sends the exact request our server sent to the provider straight to the provider, and times the
 * first content chunk and the end of the stream, read the same way as our own events.
 */
async function timeDirectCompletion(provider: FakeOpenAI, body: string): Promise<StreamTiming> {
  const startedAt = performance.now();
  const response = await fetch(`${provider.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (!response.ok) throw new Error(`The fake provider answered ${response.status}.`);
  let firstTokenAt: number | undefined;
  let doneAt: number | undefined;
  await readSseData(response, (data) => {
    const receivedAt = performance.now();
    if (data === '[DONE]') {
      doneAt = receivedAt;
      return;
    }
    const chunk = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> };
    if (firstTokenAt === undefined && chunk.choices?.[0]?.delta?.content) firstTokenAt = receivedAt;
  });
  if (firstTokenAt === undefined || doneAt === undefined) {
    throw new Error('The fake provider ended its stream without text or without [DONE].');
  }
  return { firstTokenMs: firstTokenAt - startedAt, totalMs: doneAt - startedAt };
}

/** The provider request our server makes for QUESTION, as JSON, captured from the fake. */
async function captureProviderRequest(
  baseUrl: string,
  provider: FakeOpenAI,
  anonymousId: string,
): Promise<string> {
  const before = provider.requests.length;
  await timeStreamedAnswer(baseUrl, QUESTION, anonymousId);
  const sent = provider.requests[before];
  if (!sent?.isStream) throw new Error('Our server did not stream its request to the provider.');
  return JSON.stringify(sent.body);
}

/**
 * What our server adds on top of a streaming OpenAI-compatible provider: the same question asked
 * through POST /api/chat/stream and sent straight to the fake provider, in alternating order, and
 * the difference of each pair for the first token and for the whole reply. The server must run
 * with AI_BASE_URL pointing at `provider` (and KNOWLEDGE_LOOKUP=false, so no encyclopedia lookup
 * is in the way: its local knowledge-store search still is, as in production).
 */
export async function measureProviderOverhead(
  baseUrl: string,
  provider: FakeOpenAI,
): Promise<void> {
  provider.setBehaviour({ reply: PROVIDER_REPLY, chunkDelayMs: PROVIDER_CHUNK_DELAY_MS });
  const anonymousId = randomUUID();
  const directBody = await captureProviderRequest(baseUrl, provider, anonymousId);
  const addedFirstTokenMs: number[] = [];
  const addedTotalMs: number[] = [];
  const directTotalMs: number[] = [];
  for (let pair = 0; pair < WARM_UP_PAIRS + OVERHEAD_PAIRS; pair += 1) {
    let ours: StreamTiming;
    let direct: StreamTiming;
    // Alternating the order keeps a slow first or second slot from biasing the difference.
    if (pair % 2 === 0) {
      ours = await timeStreamedAnswer(baseUrl, QUESTION, anonymousId);
      direct = await timeDirectCompletion(provider, directBody);
    } else {
      direct = await timeDirectCompletion(provider, directBody);
      ours = await timeStreamedAnswer(baseUrl, QUESTION, anonymousId);
    }
    if (pair < WARM_UP_PAIRS) continue;
    addedFirstTokenMs.push(ours.firstTokenMs - direct.firstTokenMs);
    addedTotalMs.push(ours.totalMs - direct.totalMs);
    directTotalMs.push(direct.totalMs);
  }
  printFigure('provider-direct-total-p50', roundMs(percentile(directTotalMs, 50)), 'ms');
  printFigure('provider-added-first-token-p50', roundMs(percentile(addedFirstTokenMs, 50)), 'ms');
  printFigure('provider-added-first-token-p95', roundMs(percentile(addedFirstTokenMs, 95)), 'ms');
  printFigure('provider-added-total-p50', roundMs(percentile(addedTotalMs, 50)), 'ms');
  printFigure('provider-added-total-p95', roundMs(percentile(addedTotalMs, 95)), 'ms');
}
