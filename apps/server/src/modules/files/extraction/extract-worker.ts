import type { FileKind } from '../file-kind';
import { type ExtractionOptions, extractFile, UnreadableFileError } from './extract-file';

/** What the server sends the reader process. */
export interface ExtractionRequest {
  kind: FileKind;
  bytes: Uint8Array;
  options: ExtractionOptions;
}

/** The reader process's answer: what was read, or why it could not be. */
export type ExtractionMessage =
  | { ok: true; file: Awaited<ReturnType<typeof extractFile>> }
  | { ok: false; unreadable: string | null };

/*
 * A child process that reads one file and exits: the server sends an ExtractionRequest over IPC
 * and gets an ExtractionMessage back. Out of memory or stuck, it is this process that dies (OCR
 * runs in a thread of it, tesseract.js's worker).
 */
process.once('message', (request: ExtractionRequest) => {
  void extractFile(request.kind, request.bytes, request.options)
    .then(
      (file): ExtractionMessage => ({ ok: true, file }),
      (error: unknown): ExtractionMessage => ({
        ok: false,
        unreadable: error instanceof UnreadableFileError ? error.message : null,
      }),
    )
    .then((message) => process.send?.(message, () => process.exit(0)));
});
