import { describe, expect, it } from 'vitest';
import { guestCaller, userCaller } from '../../test/callers';
import { createJobAdmission, type JobAdmissionRules } from './job-admission';
import type { RateRule } from './rate-limiter';

const RULES: JobAdmissionRules = {
  maxRunning: 3,
  maxRunningPerGuestAddress: 2,
  pacing: { keyPrefix: 'jobs', windowSeconds: 60, perClient: 5, perGuestAddress: 9 },
  refusals: {
    clientBusy: 'Your job is still running.',
    addressBusy: 'Jobs from your network are still running.',
    serverBusy: { message: 'The server is busy.', retryAfterSeconds: 7 },
    paced: { message: 'Too many jobs this minute.', retryAfterSeconds: 60 },
  },
};

/** Jobs that wait until released: work still running. */
function heldJobs() {
  const releases: (() => void)[] = [];
  const job = () => new Promise<string>((resolve) => releases.push(() => resolve('done')));
  return { job, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

/** The pacing in the database, answering after a turn of the event loop as a query does. */
function recordingRates(isAllowed: (rules: RateRule[]) => boolean = () => true) {
  const asked: string[][] = [];
  const rates = {
    take: async (rules: RateRule[]) => {
      asked.push(rules.map((rule) => `${rule.key} ${rule.limit ?? ''}`));
      await new Promise((resolve) => setImmediate(resolve));
      return isAllowed(rules);
    },
  };
  return { rates, asked };
}

const refusedAs = (code: string, message: string) => ({ code, message });

describe('job admission', () => {
  it('refuses the second of two parallel jobs of one client, before either is paced', async () => {
    const { rates, asked } = recordingRates();
    const admission = createJobAdmission(rates, RULES);
    const held = heldJobs();
    const user = userCaller();
    const [first, second] = [admission.run(user, held.job), admission.run(user, held.job)];
    await expect(second).rejects.toMatchObject(
      refusedAs('RATE_LIMITED', 'Your job is still running.'),
    );
    expect(asked).toHaveLength(1);
    await new Promise((resolve) => setImmediate(resolve));
    held.releaseAll();
    await expect(first).resolves.toBe('done');
  });

  it('counts a guest by its id and by its address: fresh ids do not pass the address’s share', async () => {
    const { rates } = recordingRates();
    const admission = createJobAdmission(rates, RULES);
    const held = heldJobs();
    const address = '198.51.100.4';
    const guest = guestCaller({ address });
    const running = [
      admission.run(guest, held.job),
      admission.run(guestCaller({ address }), held.job),
    ];
    await expect(admission.run(guest, held.job)).rejects.toMatchObject(
      refusedAs('RATE_LIMITED', 'Your job is still running.'),
    );
    await expect(admission.run(guestCaller({ address }), held.job)).rejects.toMatchObject(
      refusedAs('RATE_LIMITED', 'Jobs from your network are still running.'),
    );
    // A guest without an id is its address: counted there too.
    await expect(
      admission.run(guestCaller({ address, anonymousId: undefined }), held.job),
    ).rejects.toMatchObject(refusedAs('RATE_LIMITED', 'Jobs from your network are still running.'));
    // Another network still has the server's last place.
    running.push(admission.run(guestCaller({ address: '203.0.113.8' }), held.job));
    await expect(admission.run(userCaller(), held.job)).rejects.toMatchObject({
      ...refusedAs('UNAVAILABLE', 'The server is busy.'),
      retryAfterSeconds: 7,
    });
    await new Promise((resolve) => setImmediate(resolve));
    held.releaseAll();
    await expect(Promise.all(running)).resolves.toEqual(['done', 'done', 'done']);
    // Every place is free again: the address's two and the server's three.
    const again = [
      admission.run(guest, held.job),
      admission.run(guestCaller({ address }), held.job),
      admission.run(userCaller(), held.job),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    held.releaseAll();
    await expect(Promise.all(again)).resolves.toHaveLength(3);
  });

  it('gives the place back when the job throws', async () => {
    const { rates } = recordingRates();
    const admission = createJobAdmission(rates, RULES);
    const user = userCaller();
    const failure = new Error('the runner crashed');
    await expect(admission.run(user, () => Promise.reject(failure))).rejects.toBe(failure);
    await expect(admission.run(user, () => Promise.resolve('ran'))).resolves.toBe('ran');
  });

  it('paces per client and, for a guest, per address, giving the place back when refused', async () => {
    const { rates, asked } = recordingRates(() => asked.length === 1);
    const admission = createJobAdmission(rates, RULES);
    const guest = guestCaller({ address: '192.0.2.1' });
    let ranCount = 0;
    const job = () => Promise.resolve((ranCount += 1));
    await admission.run(guest, job);
    await expect(admission.run(guest, job)).rejects.toMatchObject({
      ...refusedAs('RATE_LIMITED', 'Too many jobs this minute.'),
      retryAfterSeconds: 60,
    });
    expect(ranCount).toBe(1);
    expect(asked[0]).toEqual([`jobs:guest:${guest.anonymousId} 5`, 'jobs:address:192.0.2.1 9']);
    // Refused by the pacing, not still running: the next is admitted and asks the pacing again.
    await expect(admission.run(guest, job)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(asked).toHaveLength(3);
    const user = userCaller();
    await expect(admission.run(user, job)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(asked[3]).toEqual([`jobs:user:${user.user.id} 5`]);
  });
});
