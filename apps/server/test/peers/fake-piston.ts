import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A local stand-in for a Piston server (API v2): `GET /api/v2/runtimes` lists its runtimes and
 * `POST /api/v2/execute` checks the request as Piston does (400 with `{ message }` for a missing
 * field or an unknown runtime) and answers what the test queued, in order, or a clean empty run.
 * It runs nothing. Only Node's built-ins, so the end-to-end suite can start it too.
 */

/** One answer of `POST /api/v2/execute`: a body with its status, possibly after a delay. */
export interface FakePistonAnswer {
  status?: number;
  /** JSON body, or a raw string sent as is (to test a broken server). */
  body: unknown;
  delayMs?: number;
}

/** Piston's result of one stage (compile or run). */
export function pistonStage(output: string, code: number | null = 0, signal: string | null = null) {
  return { stdout: output, stderr: '', output, code, signal };
}

export interface FakePiston {
  baseUrl: string;
  /** The parsed body of every execute request, oldest first. */
  requests: Record<string, unknown>[];
  /** Queues the answer of the next execute request that names a known runtime. */
  answerNext(answer: FakePistonAnswer): void;
  close(): Promise<void>;
}

/** The languages (with aliases) Piston's package repository names for the seven runnable ones. */
const DEFAULT_RUNTIMES = [
  { language: 'javascript', version: '20.11.1', aliases: ['node-javascript', 'node-js', 'js'] },
  { language: 'typescript', version: '5.0.3', aliases: ['ts', 'node-ts', 'tsc'] },
  { language: 'python', version: '3.12.0', aliases: ['py', 'py3', 'python3'] },
  { language: 'java', version: '15.0.2', aliases: [] },
  { language: 'c++', version: '10.2.0', aliases: ['cpp', 'g++'] },
  { language: 'rust', version: '1.68.2', aliases: ['rs'] },
  { language: 'go', version: '1.16.2', aliases: ['go', 'golang'] },
];

export async function startFakePiston(
  runtimes: { language: string; version: string; aliases: string[] }[] = DEFAULT_RUNTIMES,
): Promise<FakePiston> {
  const queue: FakePistonAnswer[] = [];
  const requests: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    };
    if (request.method === 'GET' && request.url === '/api/v2/runtimes') {
      send(200, runtimes);
      return;
    }
    if (request.method !== 'POST' || request.url !== '/api/v2/execute') {
      send(404, { message: 'Not found' });
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        requests.push(body);
        const { language, version, files } = body;
        if (typeof language !== 'string')
          return send(400, { message: 'language is required as a string' });
        if (typeof version !== 'string')
          return send(400, { message: 'version is required as a string' });
        if (
          !Array.isArray(files) ||
          files.some((file) => typeof (file as { content?: unknown }).content !== 'string')
        ) {
          return send(400, { message: 'files is required as an array' });
        }
        const runtime = runtimes.find(
          (known) => known.language === language || known.aliases.includes(language),
        );
        if (!runtime) return send(400, { message: `${language}-${version} runtime is unknown` });
        const answer = queue.shift() ?? {
          body: { language: runtime.language, version: runtime.version, run: pistonStage('') },
        };
        if (answer.delayMs) await sleep(answer.delayMs);
        if (!response.destroyed) send(answer.status ?? 200, answer.body);
      })();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerNext(answer) {
      queue.push(answer);
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
