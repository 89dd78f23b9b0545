import type { Contract, ErrorBody } from '@polymath/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH } from '../../src/http/unsafe-input';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import {
  jsonPayload,
  replaceAt,
  stringLeavesOf,
  urlOf,
  validPartsOf,
} from './fuzz/contract-requests';
import { expectNoServerError } from './support/error-shape';
import { newAccount, type Party, sendAs } from './support/parties';
import { listRoutes, registeredContracts } from './support/routes';

/**
 * Text PostgreSQL cannot store, put in every string field of every contract the server
 * registers: each must be a 400 VALIDATION naming the field, never a 500 or a changed copy.
 */
const UNSTORABLE_TEXT = {
  'a NUL character': 'before\u0000after',
  'a lone high surrogate': 'half \ud800 a pair',
  'a lone low surrogate': '\udc00',
};

/** A body field nested this deep (arrays in arrays): far past MAX_NESTING_DEPTH. */
const DEEP = 50_000;

/** One valid request's parts per contract, the same every run. */
function sampleOf(contract: Contract) {
  const [parts] = fc.sample(validPartsOf(contract), { numRuns: 1, seed: 7 });
  if (!parts) throw new Error(`no valid request for ${contract.path}`);
  return parts;
}

describe.each(databases)(
  'NUL characters and other text that cannot be stored ($kind)',
  (factory) => {
    let t: TestApp;
    let ada: Party;
    let contracts: Contract[];

    beforeAll(async () => {
      t = await buildTestApp({ database: factory });
      ada = await newAccount(t.app, 'Ada');
      // The webhook's body is raw bytes for its signature; webhooks.test.ts attacks it.
      contracts = registeredContracts(listRoutes(t.app)).filter(
        (c) => c.path !== '/api/stripe/webhook',
      );
    });
    afterAll(async () => {
      await t?.close();
    });

    function send(
      contract: Contract,
      parts: {
        params: Record<string, string>;
        query: Record<string, string> | string;
        body: unknown;
      },
    ) {
      return sendAs(t.app, ada, {
        method: contract.method,
        url: urlOf(contract, parts.params, parts.query),
        ...jsonPayload(parts.body),
      });
    }

    it('refuses it in every string field of every body, naming the field', async () => {
      let fields = 0;
      for (const contract of contracts.filter((c) => c.body)) {
        const parts = sampleOf(contract);
        for (const leaf of stringLeavesOf(parts.body)) {
          for (const [what, text] of Object.entries(UNSTORABLE_TEXT)) {
            const response = await send(contract, {
              ...parts,
              body: replaceAt(parts.body, leaf, text),
            });
            const context = `${contract.method} ${contract.path} body.${leaf.join('.')} with ${what}`;
            expectNoServerError(response, context);
            expect(response.statusCode, context).toBe(400);
            expect(response.json<ErrorBody>().issues?.[0]?.path, context).toEqual([
              'body',
              ...leaf,
            ]);
          }
          fields += 1;
        }
      }
      // Every contract with a body has string fields: the loop reached them.
      expect(fields).toBeGreaterThan(contracts.filter((c) => c.body).length);
    });

    it('refuses it in a key of a body', async () => {
      for (const contract of contracts.filter((c) => c.body)) {
        const { params, query, body } = sampleOf(contract);
        for (const [what, text] of Object.entries(UNSTORABLE_TEXT)) {
          const response = await send(contract, {
            params,
            query,
            body: { ...(body as object), [text]: 1 },
          });
          const context = `${contract.method} ${contract.path} with ${what} in a key`;
          expectNoServerError(response, context);
          expect(response.statusCode, context).toBe(400);
        }
      }
    });

    it('refuses it in every path parameter and query field', async () => {
      for (const contract of contracts.filter((c) => c.params || c.query)) {
        const parts = sampleOf(contract);
        for (const part of ['params', 'query'] as const) {
          for (const name of Object.keys(parts[part])) {
            for (const encoded of ['a%00b', '%ED%A0%80', '%F0%9F', '%']) {
              const raw = { ...parts[part], [name]: '\u0001' };
              const url = urlOf(
                contract,
                part === 'params' ? raw : parts.params,
                part === 'query' ? new URLSearchParams(raw).toString() : parts.query,
              ).replace('%01', encoded);
              const response = await sendAs(t.app, ada, {
                method: contract.method,
                url,
                ...jsonPayload(parts.body),
              });
              const context = `${contract.method} ${url}`;
              expectNoServerError(response, context);
              // A query keeps text it cannot decode as it came (the literal `%ED%A0%80`), which
              // stores fine; a path must decode.
              if (part === 'params' || encoded === 'a%00b') {
                expect(response.statusCode, context).toBe(400);
              }
            }
          }
        }
      }
    });

    it(`refuses a body nested deeper than ${MAX_NESTING_DEPTH} levels, however deep`, async () => {
      for (const contract of contracts.filter((c) => c.body)) {
        const { params, query, body } = sampleOf(contract);
        const [field = 'field'] = Object.keys(body as object);
        const nested = `{"${field}":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`;
        const response = await sendAs(t.app, ada, {
          method: contract.method,
          url: urlOf(contract, params, query),
          headers: { 'content-type': 'application/json' },
          payload: nested,
        });
        const context = `${contract.method} ${contract.path}`;
        expectNoServerError(response, context);
        expect(response.statusCode, context).toBe(400);
      }
    });
  },
);
