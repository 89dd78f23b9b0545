import { AppError } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { FetchRefusedError } from '../../net';
import { adminCaller, guestCaller, userCaller } from '../../../test/callers';
import { describeFailure, ServiceCheckError } from './check-failure';
import type { ServiceCheck } from './service-check';
import { createServicesService, type EngineInUse } from './services.service';

function check(name: string, probe: ServiceCheck['probe']): ServiceCheck {
  return { name, variable: 'SEARXNG_URL', address: 'http://searxng:8080', probe };
}

const BUILT_IN: EngineInUse = { kind: 'built-in', name: 'Polymath built-in engine' };

function serviceWith(checks: ServiceCheck[], timeoutMs = 1000, engine = BUILT_IN) {
  const warnings: { details: object; message: string }[] = [];
  const services = createServicesService({
    checks,
    engine,
    timeoutMs,
    instance: 'polymath-1',
    logger: { warn: (details, message) => warnings.push({ details, message }) },
    now: () => new Date('2026-12-01T10:00:00.000Z'),
  });
  return { services, warnings };
}

/** A probe that never settles, whatever its signal says. */
const deafProbe = () => new Promise<void>(() => undefined);

describe('configured services status', () => {
  it('counts a service that outlasts its time as not answering, even one deaf to its signal', async () => {
    const { services, warnings } = serviceWith([check('SearXNG', deafProbe)], 50);
    await services.checkAll();
    expect(services.statusFor(adminCaller()).services).toEqual([
      {
        name: 'SearXNG',
        variable: 'SEARXNG_URL',
        address: 'http://searxng:8080',
        state: 'does-not-answer',
        problem: 'no answer within 50 ms',
        checkedAt: '2026-12-01T10:00:00.000Z',
      },
    ]);
    expect(warnings.map(({ message }) => message)).toEqual([
      'SearXNG at http://searxng:8080 (SEARXNG_URL) did not answer: no answer within 50 ms',
    ]);
  });

  it('runs one check at a time: a second ask shares the run under way', async () => {
    let probes = 0;
    let answer: () => void = () => undefined;
    const { services } = serviceWith([
      check('SearXNG', () => {
        probes += 1;
        return new Promise<void>((resolve) => (answer = resolve));
      }),
    ]);
    const first = services.checkAll();
    const second = services.recheckFor(adminCaller());
    answer();
    await first;
    expect((await second).services[0]?.state).toBe('answers');
    expect(probes).toBe(1);
  });

  it('records and logs nothing for a check cut short by shutdown', async () => {
    const { services, warnings } = serviceWith([
      check(
        'SearXNG',
        (signal) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(new Error('cut short'))),
          ),
      ),
    ]);
    const running = services.checkAll();
    services.stop();
    await running;
    expect(services.statusFor(adminCaller()).services[0]?.state).toBe('checking');
    expect(warnings).toEqual([]);
  });

  it('answers admins only: 401 for a guest, 403 for any other account', async () => {
    const { services } = serviceWith([]);
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as AppError).code;
      }
      return 'none';
    };
    expect(codeOf(() => services.statusFor(guestCaller()))).toBe('UNAUTHENTICATED');
    expect(codeOf(() => services.statusFor(userCaller()))).toBe('FORBIDDEN');
    await expect(services.recheckFor(userCaller())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(services.statusFor(adminCaller())).toEqual({
      instance: 'polymath-1',
      engine: { ...BUILT_IN, address: null, state: 'answers', problem: null },
      services: [],
    });
  });

  it('says an engine inside the server answers, with no address', () => {
    const local: EngineInUse = { kind: 'local', name: 'qwen.gguf (local model)' };
    const { services } = serviceWith([check('SearXNG', deafProbe)], 50, local);
    expect(services.statusFor(adminCaller()).engine).toEqual({
      ...local,
      address: null,
      state: 'answers',
      problem: null,
    });
  });

  it('says whether a connected model answers from the check of its model server', async () => {
    const connected: EngineInUse = { kind: 'openai-compatible', name: 'llama3.2' };
    const modelServer: ServiceCheck = {
      name: 'Model server',
      variable: 'AI_BASE_URL',
      address: 'http://ollama:11434',
      probe: () => Promise.reject(new ServiceCheckError('it answered HTTP 401')),
    };
    const { services } = serviceWith(
      [check('SearXNG', () => Promise.resolve()), modelServer],
      1000,
      connected,
    );
    expect(services.statusFor(adminCaller()).engine).toMatchObject({ state: 'checking' });
    await services.checkAll();
    expect(services.statusFor(adminCaller()).engine).toEqual({
      ...connected,
      address: 'http://ollama:11434',
      state: 'does-not-answer',
      problem: 'it answered HTTP 401',
    });
  });
});

describe('why a service did not answer, in plain words', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });

  it.each([
    [
      new FetchRefusedError('network', 'f', {
        cause: new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }),
      }),
      'connection refused',
    ],
    [
      new TypeError('fetch failed', { cause: withCode('ENOTFOUND') }),
      'its host name does not resolve',
    ],
    [Object.assign(new Error('x'), { code: 'ESOCKET', errno: -111 }), 'connection refused'],
    [withCode('EAUTH'), 'it refused the user name or password'],
    [new FetchRefusedError('status', 'f', { status: 502 }), 'it answered HTTP 502'],
    [
      new FetchRefusedError('address', 'f'),
      'it redirected to a private or local address, which is not followed',
    ],
    [
      new AppError('UPSTREAM_FAILED', { cause: new FetchRefusedError('content-type', 'f') }),
      'it answered with content of another type than expected',
    ],
    [
      new ServiceCheckError('it answered, but not with an RSS or Atom feed'),
      'it answered, but not with an RSS or Atom feed',
    ],
    [Object.assign(new Error('x'), { name: 'NoSuchBucket' }), 'the bucket does not exist'],
  ])('says %#', (error, words) => {
    expect(describeFailure(error)).toBe(words);
  });

  it('never repeats an error’s own message, which may hold a URL with a key', () => {
    const error = new Error('GET http://x/?key=sk-secret failed: something odd');
    expect(describeFailure(error)).toBe('it could not be reached');
  });
});
