import { AppError } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, captureLogs, type TestApp } from './build-test-app';

/*
 * What an hour of normal use leaves in the log: one line for each thing a user did, none for the
 * health probes and the web app's files, and one line without a stack for a failure that is the
 * world's (an upstream service down), not a bug.
 */
describe('the request log', () => {
  const logs = captureLogs('info');
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ logger: logs.logger });
    t.app.get('/api/test/upstream-down', () => {
      throw new AppError('UPSTREAM_FAILED', {
        message: 'The encyclopedia did not answer.',
        cause: new Error('fetch failed', { cause: new Error('connect ECONNREFUSED') }),
      });
    });
    t.app.get('/api/test/bug', () => {
      throw new Error('a bug');
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const completed = (url: string) =>
    logs.lines.filter((line) => line.msg === 'request completed' && line.url === url);

  it('leaves out health probes, and keeps API calls and what was not found', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/ready' });
    await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(completed('/api/health')).toHaveLength(0);
    expect(completed('/api/ready')).toHaveLength(0);
    expect(completed('/api/config')).toHaveLength(1);
    // A page that is not there is worth a line.
    await t.app.inject({ method: 'GET', url: '/no-such-page.png' });
    expect(completed('/no-such-page.png')).toHaveLength(1);
  });

  it('logs an upstream failure as one line without a stack, and a bug with its stack', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/upstream-down' })).statusCode).toBe(
      502,
    );
    const refused = logs.lines.find((line) => line.msg === 'request refused');
    expect(refused).toMatchObject({
      code: 'UPSTREAM_FAILED',
      reason: 'The encyclopedia did not answer.',
      cause: 'fetch failed: connect ECONNREFUSED',
    });
    expect(JSON.stringify(refused)).not.toContain('stack');

    await t.app.inject({ method: 'GET', url: '/api/test/bug' });
    const failed = logs.lines.find((line) => line.msg === 'request failed');
    expect(JSON.stringify(failed)).toContain('stack');
  });
});
