import { CALENDAR_FEED_PATH, type Contract } from '@polymath/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { type FakeStripe, startFakeStripe } from '../peers/fake-stripe';
import { jsonPayload, type RequestParts, urlOf, validPartsOf } from './fuzz/contract-requests';
import { hostileBodyOf, hostileUrlText } from './fuzz/hostile-input';
import { expectNoServerError } from './support/error-shape';
import { newAccount, newGuest, type Party, sendAs } from './support/parties';
import { listRoutes, registeredContracts } from './support/routes';

/**
 * Property-based fuzzing of every contract the server registers: requests built from the
 * contract's own schemas, valid and hostile. No answer may be a 5xx, every refusal has the error
 * shape, and every success matches the contract. A failure prints fast-check's seed and path:
 * pass them to `fc.assert` (`{ seed, path }`) to replay it.
 *
 * On both databases, as the whole attack suite: PostgreSQL answers some hostile input differently
 * from PGlite (its own text and number limits), and a 5xx there is as much a hole.
 */

/** Runs per contract; the chat answers each message, so it gets fewer. */
function runsOf(contract: Contract): { valid: number; hostile: number } {
  return contract.path.startsWith('/api/chat')
    ? { valid: 12, hostile: 20 }
    : { valid: 20, hostile: 30 };
}

/** An arbitrary request to the contract: valid, or with one hostile part. */
function hostilePartsOf(contract: Contract): fc.Arbitrary<{
  url: string;
  payload: string | undefined;
  headers: Record<string, string>;
}> {
  return validPartsOf(contract).chain((parts: RequestParts) => {
    const options: fc.Arbitrary<{
      url: string;
      payload: string | undefined;
      headers: Record<string, string>;
    }>[] = [];
    const valid = jsonPayload(parts.body);
    if (contract.body || contract.method !== 'GET') {
      options.push(
        hostileBodyOf(parts).map((body) => ({
          url: urlOf(contract, parts.params, parts.query),
          ...body,
        })),
      );
    }
    for (const part of ['params', 'query'] as const) {
      const names = Object.keys(parts[part]);
      if (part === 'query') names.push('extra', 'limit[$gt]');
      if (names.length === 0) continue;
      options.push(
        fc.tuple(fc.constantFrom(...names), hostileUrlText).map(([name, text]) => {
          const marker = '__HOSTILE__';
          const replaced = { ...parts[part], [name]: marker };
          const url = urlOf(
            contract,
            part === 'params' ? replaced : parts.params,
            part === 'query' ? new URLSearchParams(replaced).toString() : parts.query,
          ).replace(marker, text);
          return { url, payload: valid.payload, headers: valid.headers };
        }),
      );
    }
    return fc.oneof(...options);
  });
}

/**
 * One property runs every contract in turn (the contracts are known once the app is built), so
 * it is given time for all of them.
 */
const EVERY_CONTRACT_TIMEOUT_MS = 180_000;

/** Who sends: mostly the account, which every route lets furthest in; then the two guests. */
const callerIndex = fc.constantFrom(0, 0, 0, 1, 2);

describe.each(databases)('fuzzing every contract from its schemas ($kind)', (factory) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let callers: Party[];
  let contracts: Contract[];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({
      database: factory,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fuzz',
        STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
        STRIPE_PRICE_ID_PREMIUM: 'price_fuzz',
        STRIPE_API_BASE_URL: stripe.baseUrl,
        PUBLIC_BASE_URL: 'https://polymath.example',
      },
    });
    callers = [
      await newAccount(t.app, 'Fuzzer'),
      newGuest('Guest'),
      newGuest('Bare', { anonymousId: null }),
    ];
    contracts = registeredContracts(listRoutes(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  function check(contract: Contract, response: LightMyRequestResponse, what: string): void {
    expectNoServerError(response, `${contract.method} ${what}`);
    const isJson = /^application\/json/.test(String(response.headers['content-type']));
    if (response.statusCode < 300 && isJson) {
      const parsed = contract.response.safeParse(response.json());
      expect(parsed.success, `${contract.method} ${what}: the answer matches the contract`).toBe(
        true,
      );
    }
  }

  it('fuzzes every registered route that has a contract', () => {
    // The properties below are made per contract; this proves they cover the routes.
    const apiRoutes = listRoutes(t.app).filter((route) => /^\/(api|auth)\//.test(route.path));
    const fuzzed = new Set(contracts.map((c) => `${c.method} ${c.path}`));
    // Google sign-in is two browser redirects, and the calendar feed answers iCalendar: no JSON
    // contract, fuzzed below.
    const redirects = [
      'GET /auth/google',
      'GET /auth/google/callback',
      `GET ${CALENDAR_FEED_PATH}`,
    ];
    expect(
      apiRoutes
        .map((r) => `${r.method} ${r.path}`)
        .filter((r) => !fuzzed.has(r) && !redirects.includes(r)),
    ).toEqual([]);
  });

  it(
    'answers every schema-valid request of every contract without a 5xx, as its contract says',
    async () => {
      for (const contract of contracts) {
        await fc.assert(
          fc.asyncProperty(validPartsOf(contract), callerIndex, async (parts, who) => {
            const url = urlOf(contract, parts.params, parts.query);
            const response = await sendAs(t.app, callers[who]!, {
              method: contract.method,
              url,
              ...jsonPayload(parts.body),
            });
            check(contract, response, url);
          }),
          { numRuns: runsOf(contract).valid },
        );
      }
    },
    EVERY_CONTRACT_TIMEOUT_MS,
  );

  it(
    'answers every hostile request of every contract with a 4xx of the error shape, never a 5xx',
    async () => {
      for (const contract of contracts) {
        await fc.assert(
          fc.asyncProperty(hostilePartsOf(contract), callerIndex, async (request, who) => {
            const response = await sendAs(t.app, callers[who]!, {
              method: contract.method,
              url: request.url,
              headers: request.headers,
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            check(contract, response, request.url);
          }),
          { numRuns: runsOf(contract).hostile },
        );
      }
      // No `__proto__` or `constructor` key reached a prototype.
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    EVERY_CONTRACT_TIMEOUT_MS,
  );

  it('answers every calendar feed request, whatever its key, with the feed or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('key', 'KEY', 'x'), hostileUrlText, { maxKeys: 2 }),
        callerIndex,
        async (query, who) => {
          const search = Object.entries(query)
            .map(([key, value]) => `${key}=${value}`)
            .join('&');
          const url = search ? `${CALENDAR_FEED_PATH}?${search}` : CALENDAR_FEED_PATH;
          const response = await sendAs(t.app, callers[who]!, { method: 'GET', url });
          expectNoServerError(response, url);
          expect([400, 401, 404, 429], url).toContain(response.statusCode);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('redirects every Google sign-in call, whatever its query, and never fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/auth/google', '/auth/google/callback'),
        fc.dictionary(fc.constantFrom('code', 'state', 'error', 'iss', 'x'), hostileUrlText, {
          maxKeys: 3,
        }),
        async (path, query) => {
          const search = Object.entries(query)
            .map(([key, value]) => `${key}=${value}`)
            .join('&');
          const response = await t.app.inject({
            method: 'GET',
            url: search ? `${path}?${search}` : path,
          });
          expectNoServerError(response, `${path}?${search}`);
        },
      ),
      { numRuns: 30 },
    );
  });
});
