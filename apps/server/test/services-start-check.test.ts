import type { ServerResponse } from 'node:http';
import { ConfiguredServicesResponseSchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAdmin, type Party, sendAs } from './attacks/support/parties';
import { buildTestApp, captureLogs, type TestApp } from './build-test-app';
import { type FakeOpenAI, startFakeOpenAI } from './peers/fake-openai';
import { type FakeSearxng, startFakeSearxng } from './peers/fake-searxng';
import { type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';
import { startWebPeer, type WebPeer } from './peers/web-peer';

/*
 * Once the server listens it asks each configured service once, in the background: one log line
 * per service that does not answer, none for the others, never a secret; admins see the result.
 */

const ADMIN_EMAIL = 'operator@example.org';
/** Secrets the configuration holds: none may reach a log line or the admin's answer. */
const SECRETS = ['sk-model-key-31337', 'hunter2-mail', 'feed-token-4242', 'mailer-user'];
/** A port on 127.0.0.1 nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const peer = await startWebPeer();
  await peer.close();
  return peer.port;
}

describe('the start-up check of configured services', () => {
  let searxng: FakeSearxng;
  let model: FakeOpenAI;
  let wiki: FakeWikipedia;
  /** A code runner that answers only when the test lets it. */
  let runner: WebPeer;
  const heldRunnerAnswers: ServerResponse[] = [];
  let t: TestApp;
  let admin: Party;
  let closed: string;
  const logs = captureLogs();

  beforeAll(async () => {
    [searxng, model, wiki] = await Promise.all([
      startFakeSearxng(),
      startFakeOpenAI(),
      startFakeWikipedia(),
    ]);
    closed = `http://127.0.0.1:${await closedPort()}`;
    runner = await startWebPeer({
      '/api/v2/runtimes': (_request, response) => heldRunnerAnswers.push(response),
    });
    t = await buildTestApp({
      logger: logs.logger,
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        SEARXNG_URL: searxng.baseUrl,
        WIKIPEDIA_BASE_URL: wiki.baseUrl,
        NEWS_FEEDS: `tech=${closed}/feed.xml?token=feed-token-4242`,
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: 'fake-model',
        AI_API_KEY: 'sk-model-key-31337',
        SMTP_URL: `smtp://mailer-user:hunter2-mail@${new URL(closed).host}`,
        CODE_RUNNER_URL: runner.origin,
        ADMIN_EMAILS: ADMIN_EMAIL,
      },
    });
    admin = await newAdmin(t.app, t.database, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([searxng, model, wiki, runner].map((peer) => peer?.close()));
  });

  const readStatus = async () => {
    const response = await sendAs(t.app, admin, { method: 'GET', url: '/api/admin/services' });
    expect(response.statusCode).toBe(200);
    return ConfiguredServicesResponseSchema.parse(response.json());
  };

  it('lists every configured service as being checked before the server listens', async () => {
    const { services } = await readStatus();
    expect(services.map((service) => [service.name, service.state])).toEqual([
      ['Model server', 'checking'],
      ['SearXNG', 'checking'],
      ['News feed (tech)', 'checking'],
      ['Wikipedia', 'checking'],
      ['Code runner', 'checking'],
      ['Mail server', 'checking'],
    ]);
    expect(searxng.queries).toEqual([]);
  });

  it('listens without waiting for a service that has not answered yet', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await vi.waitFor(() => expect(heldRunnerAnswers).toHaveLength(1), { timeout: 10_000 });
    const runnerState = (await readStatus()).services.find(({ name }) => name === 'Code runner');
    expect(runnerState?.state).toBe('checking');
    heldRunnerAnswers[0]?.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });

  it('logs one plain line for each service that did not answer, and none for the others', async () => {
    await vi.waitFor(
      async () => {
        const { services } = await readStatus();
        expect(services.every((service) => service.state !== 'checking')).toBe(true);
      },
      { timeout: 15_000, interval: 100 },
    );
    const failures = logs.lines.filter((line) => String(line.msg).includes('did not answer'));
    expect(failures.map((line) => [line.level, line.msg])).toEqual(
      expect.arrayContaining([
        [40, `News feed (tech) at ${closed} (NEWS_FEEDS) did not answer: connection refused`],
        [
          40,
          `Mail server at smtp://${new URL(closed).host} (SMTP_URL) did not answer: connection refused`,
        ],
      ]),
    );
    expect(failures).toHaveLength(2);
    const { services } = await readStatus();
    expect(
      services.map(({ name, address, state, problem }) => [name, address, state, problem]),
    ).toEqual([
      ['Model server', new URL(model.baseUrl).origin, 'answers', null],
      ['SearXNG', searxng.baseUrl, 'answers', null],
      ['News feed (tech)', closed, 'does-not-answer', 'connection refused'],
      ['Wikipedia', wiki.baseUrl, 'answers', null],
      ['Code runner', runner.origin, 'answers', null],
      ['Mail server', `smtp://${new URL(closed).host}`, 'does-not-answer', 'connection refused'],
    ]);
    // The engine answering chat messages is the connected model, and its server answers.
    expect((await readStatus()).engine).toEqual({
      kind: 'openai-compatible',
      name: 'fake-model',
      address: new URL(model.baseUrl).origin,
      state: 'answers',
      problem: null,
    });
    // Each was asked the way the server's own requests ask it.
    expect(model.modelListHeaders[0]?.authorization).toBe('Bearer sk-model-key-31337');
    expect(searxng.queries).toHaveLength(1);
  });

  it('writes no secret of the configuration in the log or the admin’s answer', async () => {
    const status = await readStatus();
    for (const text of [JSON.stringify(logs.lines), JSON.stringify(status)]) {
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    }
  });
});
