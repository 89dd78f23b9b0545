import { LIMITS } from '@polymath/shared';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema';
import type { CodeRunner } from '../../src/modules/code/runners/code-runner';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { readUsageLimits } from '../usage-client';
import { expectNoServerError } from './support/error-shape';
import { freshAddress, newGuest, type Party, sendAs } from './support/parties';

/**
 * Guests' code runs are counted per client address as well as per anonymous id: fresh ids from
 * one address share the address's monthly allowance (as many guests' runs as its message cap
 * holds guests), which stays used up once the per-minute pacing has passed.
 */
describe.each(databases)('guests’ code runs per address ($kind)', (factory) => {
  let t: TestApp;
  /** What was counted is the subject here, so the runner only records that it ran. */
  let ranCount = 0;
  const recordingRunner: CodeRunner = {
    languages: ['javascript'],
    run: () => {
      ranCount += 1;
      return Promise.resolve({ success: true, output: '42\n', executionTime: 1 });
    },
    close: () => Promise.resolve(),
  };

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      limits: 'real',
      codeRunners: [recordingRunner],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const run = (party: Party) =>
    sendAs(t.app, party, {
      method: 'POST',
      url: '/api/execute-code',
      payload: { code: 'console.log(6 * 7)', language: 'javascript' },
    });

  it('refuses fresh ids at an address whose monthly runs are used, past the minute’s pacing', async () => {
    const address = freshAddress();
    const guestsPerAddress = Math.ceil(
      t.env.GUEST_ADDRESS_MESSAGE_LIMIT / t.env.GUEST_MESSAGE_LIMIT,
    );
    const perAddress = LIMITS.free.codeExecution * guestsPerAddress;
    const fresh = () => ({ ...newGuest('Fresh id'), remoteAddress: address });
    const ranBefore = ranCount;
    for (let index = 0; index < perAddress; index += 1) {
      const response = await run(fresh());
      expect(response.statusCode, response.body).toBe(200);
    }
    // The minute's pacing is over (its window forgotten): only the monthly count is left.
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, `%${address}%`));
    const guest = fresh();
    const refused = await run(guest);
    expectNoServerError(refused);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'LIMIT_REACHED' });
    expect(refused.json<{ error: string }>().error).toBe(
      `Guests on your network have used this month's allowance for this feature (${perAddress} uses). Sign in for an allowance of your own.`,
    );
    expect(ranCount - ranBefore).toBe(perAddress);
    // What the fresh guest is shown agrees: nothing left this month.
    const usage = await readUsageLimits(t.app, guest);
    expect(usage.usage.codeExecution).toEqual({
      used: LIMITS.free.codeExecution,
      limit: LIMITS.free.codeExecution,
    });
    // A guest elsewhere still runs code.
    expect((await run(newGuest('Elsewhere'))).statusCode).toBe(200);
  });

  it('refuses a guest its own fourth run with its own count, whatever the address has left', async () => {
    const guest = newGuest('One id');
    for (let index = 0; index < LIMITS.free.codeExecution; index += 1) {
      expect((await run(guest)).statusCode).toBe(200);
    }
    const refused = await run(guest);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe(
      `You have used your monthly allowance for this feature (${LIMITS.free.codeExecution}/${LIMITS.free.codeExecution} used). Sign in for an allowance of your own.`,
    );
  });
});
