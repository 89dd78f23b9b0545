import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelPullError, pullModel } from '../src/adapters/ai/local/pull-model';

// A local stand-in for the model host: the file, a redirect naming its checksum the way Hugging
// Face does, ranges for resuming, a 404, and a connection cut halfway.
const MODEL = randomBytes(300_000);
const SHA256 = createHash('sha256').update(MODEL).digest('hex');
const WRONG_SHA256 = 'f'.repeat(64);

function startModelHost(): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/model.gguf', 'x-linked-etag': `"${SHA256}"` });
      response.end();
    } else if (request.url === '/model.gguf') {
      const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      response.writeHead(range ? 206 : 200, { 'content-length': MODEL.length - start });
      response.end(MODEL.subarray(start));
    } else if (request.url === '/cut.gguf') {
      response.writeHead(200, { 'content-length': MODEL.length });
      response.write(MODEL.subarray(0, 100_000), () => response.destroy());
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('pulling a model file', () => {
  let host: { server: Server; base: string };
  let folder: string;
  let count = 0;
  const target = () => join(folder, `models-${(count += 1)}`, 'model.gguf');

  beforeAll(async () => {
    host = await startModelHost();
    folder = await mkdtemp(join(tmpdir(), 'polymath-model-pull-'));
  });
  afterAll(async () => {
    host.server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('downloads, verifies and puts the file in place, reporting progress', async () => {
    const destination = target();
    const progress: number[] = [];
    const pulled = await pullModel({
      url: `${host.base}/model.gguf`,
      destination,
      sha256: SHA256.toUpperCase(),
      onProgress: (received, total) => {
        expect(total).toBe(MODEL.length);
        progress.push(received);
      },
    });
    expect(pulled).toEqual({
      path: destination,
      bytes: MODEL.length,
      sha256: SHA256,
      wasPresent: false,
    });
    expect((await readFile(destination)).equals(MODEL)).toBe(true);
    expect(existsSync(`${destination}.part`)).toBe(false);
    expect(progress.at(-1)).toBe(MODEL.length);

    const again = await pullModel({ url: `${host.base}/model.gguf`, destination, sha256: SHA256 });
    expect(again.wasPresent).toBe(true);
  });

  it('refuses a file whose checksum is wrong and leaves nothing behind', async () => {
    const destination = target();
    const error = await pullModel({
      url: `${host.base}/model.gguf`,
      destination,
      sha256: WRONG_SHA256,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelPullError);
    expect((error as Error).message).toBe(
      `The downloaded file's SHA-256 is ${SHA256}, not the expected ${WRONG_SHA256}; it was deleted. Check MODEL_URL and MODEL_SHA256, then try again.`,
    );
    expect(existsSync(destination)).toBe(false);
    expect(existsSync(`${destination}.part`)).toBe(false);
  });

  it('says plainly that an address answered 404', async () => {
    const destination = target();
    await expect(
      pullModel({ url: `${host.base}/gone.gguf`, destination, sha256: SHA256 }),
    ).rejects.toThrow(`The download failed: ${host.base}/gone.gguf answered HTTP 404 Not Found.`);
    expect(existsSync(`${destination}.part`)).toBe(false);
  });

  it('checks against the checksum the host names on its redirect', async () => {
    const destination = target();
    const pulled = await pullModel({ url: `${host.base}/redirect`, destination });
    expect(pulled.sha256).toBe(SHA256);
  });

  it('refuses to keep a file it has nothing to check against', async () => {
    await expect(
      pullModel({ url: `${host.base}/model.gguf`, destination: target() }),
    ).rejects.toThrow(/No SHA-256 to check .* against: set MODEL_SHA256/);
  });

  it('continues a download that was cut off where it stopped', async () => {
    const destination = target();
    await expect(
      pullModel({ url: `${host.base}/cut.gguf`, destination, sha256: SHA256 }),
    ).rejects.toThrow(/The download stopped after .*run the command again to continue/);
    // What reached the disk before the cut is kept; the next run asks for the rest.
    const kept = (await readFile(`${destination}.part`)).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(100_000);
    let resumedFrom: number | undefined;
    const pulled = await pullModel({
      url: `${host.base}/model.gguf`,
      destination,
      sha256: SHA256,
      onResume: (bytes) => (resumedFrom = bytes),
    });
    expect(resumedFrom).toBe(kept);
    expect(pulled.bytes).toBe(MODEL.length);
    expect((await readFile(destination)).equals(MODEL)).toBe(true);
  });

  it('npm run model:pull saves into DATA_DIR/models and prints the LOCAL_MODEL_PATH line', async () => {
    const dataDir = join(folder, 'data');
    const root = resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/model-pull.ts'],
      {
        cwd: root,
        env: {
          PATH: process.env['PATH'],
          DATA_DIR: dataDir,
          MODEL_URL: `${host.base}/model.gguf`,
          MODEL_SHA256: SHA256,
        },
      },
    );
    expect(stdout).toContain('downloaded 100%');
    expect(stdout).toContain(`LOCAL_MODEL_PATH=${join(dataDir, 'models', 'model.gguf')}`);
  }, 60_000);
});
