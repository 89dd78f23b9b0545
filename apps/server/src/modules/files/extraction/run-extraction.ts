import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type FileKind, isImageKind } from '../file-kind';
import type { ExtractedFile } from './extract-file';
import type { ExtractionMessage, ExtractionRequest } from './extract-worker';

export interface ExtractionLimits {
  /** The whole reading, start to finish; the reader is killed after it. */
  timeoutMs: number;
  /** The same for a file that may need OCR (a PDF, an image): OCR takes a second or more a page. */
  ocrTimeoutMs: number;
  /** Time after which no further scanned page is started, so the reader answers with the rest. */
  ocrBudgetMs: number;
  /** The reader's heap: a decompression bomb ends the reader, not the server. */
  maxHeapMb: number;
}

/** Why a file was not read: what the user is told, and (for the log) what happened. */
export class ExtractionFailedError extends Error {
  constructor(
    readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
  }
}

const isSource = import.meta.url.endsWith('.ts');

/**
 * The reader's entry: the bundled dist/extract-worker.js beside dist/server.js, or, running from
 * source (tests, `npm run dev`), the TypeScript file through tsx's loader.
 */
function readerEntry(): { path: string; execArgv: string[] } {
  if (!isSource) {
    return { path: fileURLToPath(new URL('./extract-worker.js', import.meta.url)), execArgv: [] };
  }
  return {
    path: fileURLToPath(new URL('./extract-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  };
}

/**
 * Reads a file in a child process with a time limit and a heap limit, so a hostile file (a zip
 * bomb, a PDF that loops) costs one short-lived process and never blocks or exhausts the server.
 * (A worker thread is not enough: some allocation failures in a worker end the whole process.)
 * The child gets an empty environment: nothing of the server's configuration or secrets.
 */
export function runExtraction(
  kind: FileKind,
  bytes: Uint8Array,
  limits: ExtractionLimits,
): Promise<ExtractedFile> {
  const entry = readerEntry();
  const timeoutMs = kind === 'pdf' || isImageKind(kind) ? limits.ocrTimeoutMs : limits.timeoutMs;
  const request: ExtractionRequest = { kind, bytes, options: { ocrBudgetMs: limits.ocrBudgetMs } };
  return new Promise((resolve, reject) => {
    const reader = fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${limits.maxHeapMb}`],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (reader.exitCode === null) reader.kill('SIGKILL');
      outcome();
    };
    const fail = (message: string, cause?: unknown) =>
      settle(() => reject(new ExtractionFailedError(message, { cause })));
    const timer = setTimeout(() => {
      fail(`Reading the file took longer than ${Math.round(timeoutMs / 1000)} seconds.`);
    }, timeoutMs);
    reader.once('message', (message: ExtractionMessage) => {
      if (message.ok) settle(() => resolve(message.file));
      else fail(message.unreadable ?? 'The file could not be read: it may be damaged.');
    });
    reader.once('error', (error) => fail('The file could not be read.', error));
    reader.once('exit', (code, signal) => {
      // Ended before answering: out of memory (V8 aborts) or killed.
      fail(
        'The file expands to more than can be read: it may be damaged or built to overload readers.',
        new Error(`the reader exited with ${signal ?? code}`),
      );
    });
    reader.send(request);
  });
}
