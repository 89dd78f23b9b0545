import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What `npm run model:pull` fetches unless MODEL_URL says otherwise. */
export const RECOMMENDED_MODEL = {
  /** Qwen2.5-0.5B-Instruct, Q4_K_M: Apache-2.0, about 490 MB, a few words a second on two cores. */
  url: 'https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/main/qwen2.5-0.5b-instruct-q4_k_m.gguf',
  fileName: 'qwen2.5-0.5b-instruct-q4_k_m.gguf',
  /**
   * Unset until it is read from the published file: Hugging Face states each file's SHA-256 in
   * the X-Linked-Etag header, which the pull checks against instead (MODEL_SHA256 overrides).
   */
  sha256: undefined as string | undefined,
} as const;

/** Why a download was refused; the message is one line for the person running the command. */
export class ModelPullError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'ModelPullError';
  }
}

export interface PullModelOptions {
  url: string;
  /** Where the model ends up; the download goes to `<destination>.part` until it is verified. */
  destination: string;
  /** The expected SHA-256 (hex); without it, the server's X-Linked-Etag is the only check. */
  sha256?: string | undefined;
  /** Bytes received so far and the total when the server says it. */
  onProgress?: (received: number, total: number | undefined) => void;
  /** Told when a partial download from an earlier run is picked up. */
  onResume?: (bytes: number) => void;
  signal?: AbortSignal;
}

export interface PulledModel {
  path: string;
  bytes: number;
  sha256: string;
  /** The file was already there, complete and verified. */
  wasPresent: boolean;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Downloads a model file: streamed to `<destination>.part` (picked up again by the next run when
 * the server takes ranges), its SHA-256 checked, and only then renamed into place. A file that
 * fails the check is deleted; a failed request leaves nothing new behind.
 */
export async function pullModel(options: PullModelOptions): Promise<PulledModel> {
  const expected = options.sha256?.trim().toLowerCase();
  if (expected !== undefined && !SHA256_HEX.test(expected)) {
    throw new ModelPullError(`MODEL_SHA256 must be 64 hexadecimal digits, not "${expected}".`);
  }
  const { destination } = options;
  const present = await sizeOf(destination);
  if (present !== undefined && expected) {
    const digest = await hashFile(destination);
    if (digest === expected) {
      return { path: destination, bytes: present, sha256: digest, wasPresent: true };
    }
  }
  await mkdir(dirname(destination), { recursive: true });
  const partial = `${destination}.part`;
  const resumeFrom = (await sizeOf(partial)) ?? 0;
  const { response, linkedSha256: linked } = await request(options, resumeFrom);
  const isResumed = response.status === 206;
  if (isResumed) options.onResume?.(resumeFrom);
  const announced = expected ?? linked;
  if (!announced) {
    await response.body?.cancel();
    throw new ModelPullError(
      `No SHA-256 to check ${options.url} against: set MODEL_SHA256 to the file's published checksum.`,
    );
  }

  const hash = createHash('sha256');
  let received = 0;
  if (isResumed) {
    await feed(hash, partial);
    received = resumeFrom;
  }
  const length = Number(response.headers.get('content-length') ?? NaN);
  const total = Number.isFinite(length) ? received + length : undefined;
  if (!response.body) throw new ModelPullError(`${options.url} answered without a body.`);
  // Each piece is on disk before the next is read, so a cut leaves a partial file to continue.
  const file = await open(partial, isResumed ? 'a' : 'w');
  try {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      await file.write(chunk);
      hash.update(chunk);
      received += chunk.length;
      options.onProgress?.(received, total);
    }
  } catch (error) {
    throw new ModelPullError(
      `The download stopped after ${formatBytes(received)} (${messageOf(error)}); run the command again to continue where it stopped.`,
      { cause: error },
    );
  } finally {
    await file.close();
  }
  const digest = hash.digest('hex');
  if (digest !== announced) {
    await rm(partial, { force: true });
    throw new ModelPullError(
      `The downloaded file's SHA-256 is ${digest}, not the expected ${announced}; it was deleted. Check MODEL_URL and MODEL_SHA256, then try again.`,
    );
  }
  await rename(partial, destination);
  return { path: destination, bytes: received, sha256: digest, wasPresent: false };
}

const MAX_REDIRECTS = 5;

interface Answer {
  response: Response;
  /** The SHA-256 a hop of the redirect chain announced (Hugging Face's X-Linked-Etag). */
  linkedSha256: string | undefined;
}

/** Follows redirects by hand: the checksum header is on the redirect, not on the CDN's answer. */
async function request(options: PullModelOptions, resumeFrom: number): Promise<Answer> {
  let url = options.url;
  let linked: string | undefined;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: resumeFrom > 0 ? { range: `bytes=${resumeFrom}-` } : {},
        redirect: 'manual',
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      throw new ModelPullError(`Could not reach ${url}: ${messageOf(error)}.`, { cause: error });
    }
    linked ??= linkedSha256(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url).toString();
      continue;
    }
    // A server that ignores the range sends the whole file again (200): the download starts over.
    if (response.status === 200 || (response.status === 206 && resumeFrom > 0)) {
      return { response, linkedSha256: linked };
    }
    await response.body?.cancel();
    throw new ModelPullError(
      `The download failed: ${url} answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
    );
  }
  throw new ModelPullError(`${options.url} redirected more than ${MAX_REDIRECTS} times.`);
}

/** Hugging Face names an LFS file's SHA-256 in X-Linked-Etag. */
function linkedSha256(response: Response): string | undefined {
  const etag = response.headers.get('x-linked-etag')?.replace(/^W\//, '').replaceAll('"', '');
  return etag && SHA256_HEX.test(etag) ? etag : undefined;
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

async function feed(hash: Hash, path: string): Promise<void> {
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
}

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await feed(hash, path);
  return hash.digest('hex');
}

/** 1536 → "1.5 kB"; for progress lines. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
