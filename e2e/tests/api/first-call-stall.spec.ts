import type { Contract } from '@polymath/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  jsonPayload,
  urlOf,
  validPartsOf,
} from '../../../apps/server/test/attacks/fuzz/contract-requests';
import { SHARED_CONTRACTS } from '../../../apps/server/test/attacks/support/shared-contracts';
import {
  type FakeWikipedia,
  startFakeWikipedia,
} from '../../../apps/server/test/peers/fake-wikipedia';
import { registerAccount } from '../../fixtures/accounts';
import { MOUNT_EVEREST } from '../../fixtures/encyclopedia-articles';
import { createEventLoopWatch } from '../../fixtures/event-loop-watch';
import { startServer, type RunningServer } from '../../fixtures/server-process';
import '../../fixtures/provided-context';

/**
 * The longest piece of work a route's first call may run on the server's event loop: longer, and
 * every other user's requests wait behind it.
 */
const MAX_TURN_CPU_MS = 100;
/** After it is ready, the server warms what its first questions need: that is not a route's. */
const WARM_UP_MS = 1500;
const SERVER_READY_TIMEOUT_MS = 60_000;

let server: RunningServer;
let encyclopedia: FakeWikipedia;
let watch: Awaited<ReturnType<typeof createEventLoopWatch>>;

beforeAll(async () => {
  watch = await createEventLoopWatch();
  // The chat's first question is looked up, read and learned from, as on a server that reaches
  // the encyclopedia.
  encyclopedia = await startFakeWikipedia({ articles: [MOUNT_EVEREST] });
  server = await startServer({
    pgliteTemplate: inject('pgliteTemplate'),
    env: { ...watch.env, WIKIPEDIA_BASE_URL: encyclopedia.baseUrl },
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  });
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
}, SERVER_READY_TIMEOUT_MS + WARM_UP_MS);

afterAll(async () => {
  await server?.stop();
  await encyclopedia?.close();
  await watch?.close();
});

/**
 * A question as people ask it, in place of generated text, so a chat route's first call goes
 * through what a question needs (its topic read, the encyclopedia searched, the answer written).
 */
function asAsked(body: unknown): unknown {
  const isMessage =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Record<string, unknown>).message === 'string';
  return isMessage ? { ...body, message: 'How high is Mount Everest?' } : body;
}

/** Signing out ends the session every other call is made in: it goes last. */
function order(contracts: Contract[]): Contract[] {
  const last = (contract: Contract) => (contract.path === '/auth/logout' ? 1 : 0);
  return [...contracts].sort((a, b) => last(a) - last(b));
}

/**
 * Every route of the contract list is called once, with a schema-valid request as a signed-in
 * user, on a fresh server: the CPU time of the longest turn of its event loop meanwhile is measured
 * inside the server (fixtures/event-loop-probe.mjs), so a busy machine, which stretches the wall
 * time of every turn, does not make a short one look long.
 */
it(
  'runs no route’s first call on the event loop for more than 100 ms at a time',
  { timeout: 300_000 },
  async () => {
    const registration = await watch.measure('POST /auth/register', server, () =>
      registerAccount(server.baseUrl, 'Stall'),
    );
    const figures: { route: string; busiestTurnCpuMs: number; status?: number }[] = [
      { route: 'POST /auth/register', busiestTurnCpuMs: registration.busiestTurnCpuMs },
    ];
    const { token } = registration.result;
    for (const contract of order(SHARED_CONTRACTS)) {
      const route = `${contract.method} ${contract.path}`;
      if (route === 'POST /auth/register') continue;
      const [parts] = fc.sample(validPartsOf(contract), { numRuns: 1, seed: 29 });
      if (!parts) throw new Error(`no request for ${route}`);
      const { payload, headers } = jsonPayload(asAsked(parts.body));
      const measured = await watch.measure(route, server, async () => {
        const response = await fetch(
          new URL(urlOf(contract, parts.params, parts.query), server.baseUrl),
          {
            method: contract.method,
            headers: { ...headers, authorization: `Bearer ${token}` },
            ...(payload === undefined ? {} : { body: payload }),
          },
        );
        // Streamed answers are read to their end: the whole call is measured.
        await response.arrayBuffer();
        return response.status;
      });
      figures.push({ route, busiestTurnCpuMs: measured.busiestTurnCpuMs, status: measured.result });
    }
    const report = figures
      .map((f) => `${f.route}: ${Math.round(f.busiestTurnCpuMs)} ms of CPU in one turn`)
      .join('\n');
    const tooLong = figures.filter((f) => f.busiestTurnCpuMs > MAX_TURN_CPU_MS);
    expect(
      tooLong.map((f) => f.route),
      report,
    ).toEqual([]);
    // Every route ran, none ended in an unexpected error (unconfigured services answer 503).
    expect(figures.filter((f) => f.status === 500)).toEqual([]);
  },
);
