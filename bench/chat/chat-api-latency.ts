import { randomUUID } from 'node:crypto';
import { percentile, roundMs } from '../lib/percentiles';
import { printFigure } from '../lib/report';
import { ChatRequestError, timeJsonAnswer, timeStreamedAnswer } from './chat-stream-timing';
import { buildBenchmarkQuestions } from './questions';

/** Every timing of one endpoint over the run, and how many requests failed. */
interface EndpointTimings {
  firstTokenMs: number[];
  totalMs: number[];
  failed: number;
  lastFailure: string | undefined;
}

function emptyTimings(): EndpointTimings {
  return { firstTokenMs: [], totalMs: [], failed: 0, lastFailure: undefined };
}

async function record(
  timings: EndpointTimings,
  ask: () => Promise<{ firstTokenMs?: number; totalMs: number }>,
): Promise<void> {
  try {
    const timing = await ask();
    if (timing.firstTokenMs !== undefined) timings.firstTokenMs.push(timing.firstTokenMs);
    timings.totalMs.push(timing.totalMs);
  } catch (error) {
    // Only the server's refusals count as failures; anything else is a bug in the benchmark.
    if (!(error instanceof ChatRequestError)) throw error;
    timings.failed += 1;
    timings.lastFailure = error.message;
  }
}

function printPercentiles(name: string, values: readonly number[]): void {
  printFigure(`${name}-p50`, roundMs(percentile(values, 50)), 'ms');
  printFigure(`${name}-p95`, roundMs(percentile(values, 95)), 'ms');
}

/**
 * Asks the built-in engine the 200 benchmark questions one at a time, each both streamed and as
 * JSON, and prints the time to first token and the full time (p50 and p95). Which endpoint goes
 * first alternates, so neither always meets a cold knowledge store: the first encyclopedia question
 * on a topic looks it up and stores it, a later one finds it stored.
 */
export async function measureChatApiLatency(baseUrl: string): Promise<void> {
  const anonymousId = randomUUID();
  const stream = emptyTimings();
  const json = emptyTimings();
  for (const [index, question] of buildBenchmarkQuestions().entries()) {
    const askStream = () =>
      record(stream, () => timeStreamedAnswer(baseUrl, question, anonymousId));
    const askJson = () => record(json, () => timeJsonAnswer(baseUrl, question, anonymousId));
    if (index % 2 === 0) {
      await askStream();
      await askJson();
    } else {
      await askJson();
      await askStream();
    }
  }
  for (const [name, timings] of [
    ['chat-stream', stream],
    ['chat-json', json],
  ] as const) {
    if (timings.totalMs.length === 0) {
      throw new Error(`Every ${name} request failed; the last: ${timings.lastFailure}`);
    }
  }
  printPercentiles('chat-stream-first-token', stream.firstTokenMs);
  printPercentiles('chat-stream-total', stream.totalMs);
  printPercentiles('chat-json-total', json.totalMs);
  // Failed requests are left out of the percentiles; say how many there were next to them.
  for (const [name, timings] of [
    ['chat-stream-failed', stream],
    ['chat-json-failed', json],
  ] as const) {
    if (timings.failed === 0) continue;
    printFigure(name, timings.failed, 'requests');
    console.warn(`${name}: the last failure was: ${timings.lastFailure}`);
  }
}
