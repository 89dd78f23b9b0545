import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANONYMOUS_ID_HEADER, ErrorBodySchema, REQUEST_ID_HEADER } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../src/plugins/load-shedding';
import { buildTestApp, tempDir, type TestApp } from './build-test-app';

/** A built web app of one page and one script chunk. */
function webBuild(): string {
  const dir = tempDir('shedding-web');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'dialog-abc123.js'), 'export const dialog = 1;');
  return dir;
}

function busyWait(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Keep the event loop blocked, as a CPU-bound handler would.
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached');
    await sleep(5);
  }
}

/** Sends `count` requests at once, as many clients would. */
async function burst(t: TestApp, count: number, url = '/api/config') {
  return Promise.all(Array.from({ length: count }, () => t.app.inject({ method: 'GET', url })));
}

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      // Far above what a machine busy with other work delays a loop by, far below the blocker's.
      env: { MAX_EVENT_LOOP_DELAY_MS: '150', WEB_DIST_DIR: webBuild() },
      loadShedding: { sampleIntervalMs: 25, sustainedSamples: 2, minInFlight: 4 },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const shedding = () => t.app.loadShedding;

  it('serves normally while the event loop is responsive', async () => {
    await until(() => !shedding().isOverloaded);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
  });

  it('sheds requests with 503 UNAVAILABLE and Retry-After while the loop lags and many wait, then recovers', async () => {
    // Block the loop for 400 ms out of every ~405 ms, like a server drowning in CPU work.
    const blocker = setInterval(() => busyWait(400), 5);
    try {
      await until(() => shedding().isOverloaded);
      const answers = await burst(t, 12);
      const shed = answers.filter((res) => res.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      // The first requests, fewer than the threshold, are always answered.
      expect(answers.slice(0, 4).map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const res = shed[0]!;
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers[REQUEST_ID_HEADER]).toBeTruthy();
      const body = ErrorBodySchema.parse(res.json());
      expect(body.code).toBe('UNAVAILABLE');

      // Liveness is exempt, behind a crowd too: a busy server is not a dead one. So are the app's
      // pages and files: a refused chunk would leave an open dialog unable to load.
      const crowd = burst(t, 12);
      const exempt = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/health' }),
        t.app.inject({ method: 'GET', url: '/assets/dialog-abc123.js' }),
        t.app.inject({ method: 'GET', url: '/study-plans', headers: { accept: 'text/html' } }),
      ]);
      expect((await crowd).some((res) => res.statusCode === 503)).toBe(true);
      expect(exempt.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    } finally {
      clearInterval(blocker);
    }
    await until(() => !shedding().isOverloaded);
    const after = await burst(t, 12);
    expect(after.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
  });

  it('answers one client asking one thing after another, however much the loop lags', async () => {
    const blocker = setInterval(() => busyWait(400), 5);
    try {
      await until(() => shedding().isOverloaded);
      for (let question = 0; question < 5; question += 1) {
        const res = await t.app.inject({ method: 'GET', url: '/api/config' });
        expect(res.statusCode).toBe(200);
      }
      expect(shedding().isOverloaded).toBe(true);
    } finally {
      clearInterval(blocker);
    }
  });
});

describe('load shedding after one slow tick', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { MAX_EVENT_LOOP_DELAY_MS: '250' },
      loadShedding: { sampleIntervalMs: 25, sustainedSamples: 3, minInFlight: 4 },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not count a single stall (a data set loading, a busy moment) as overload', async () => {
    await until(() => !t.app.loadShedding.isOverloaded);
    busyWait(1000);
    // The sample that saw the stall is taken: one slow sample, not overload.
    await until(() => t.app.loadShedding.eventLoopDelayMs > 250);
    expect(t.app.loadShedding.isOverloaded).toBe(false);
    const answers = await burst(t, 12);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
  });
});

describe('load shedding and one person asking', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A shedder far touchier than production's: any lagging sample counts as overload.
    t = await buildTestApp({
      env: { MAX_EVENT_LOOP_DELAY_MS: '30' },
      loadShedding: { sampleIntervalMs: 25, sustainedSamples: 1 },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 20 questions of different kinds sent one after another on a fresh server', async () => {
    const questions = [
      'What is the capital of Australia?',
      'Where is Lyon?',
      'What is photosynthesis?',
      'What is 17 * 23?',
      'How many people live in Japan?',
      'What is the population of Berlin?',
      'Define entropy',
      'What is a prime number?',
      'Convert 10 miles to kilometres',
      'What currency does Brazil use?',
      'Who are you?',
      'What time zone is Tokyo in?',
      'What is the square root of 144?',
      'What is mitochondria?',
      'Which languages are spoken in Switzerland?',
      'How do I upload a file?',
      'What is 15% of 80?',
      'Where is Nairobi?',
      'What is an algorithm?',
      'What is the capital of Canada?',
    ];
    const anonymousId = randomUUID();
    const statuses: number[] = [];
    for (const message of questions) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { [ANONYMOUS_ID_HEADER]: anonymousId },
        payload: { message },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(20).fill(200));
  });
});
