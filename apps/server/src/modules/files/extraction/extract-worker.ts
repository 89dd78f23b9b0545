import type { FileKind } from '../file-kind';
import { extractFile, UnreadableFileError } from './extract-file';

/** The reader process's answer: what was read, or why it could not be. */
export type ExtractionMessage =
  | { ok: true; file: Awaited<ReturnType<typeof extractFile>> }
  | { ok: false; unreadable: string | null };

/*
 * A child process that reads one file and exits: the server sends { kind, bytes } over IPC and
 * gets an ExtractionMessage back. Out of memory or stuck, it is this process that dies.
 */
process.once('message', (request: { kind: FileKind; bytes: Uint8Array }) => {
  void extractFile(request.kind, request.bytes)
    .then(
      (file): ExtractionMessage => ({ ok: true, file }),
      (error: unknown): ExtractionMessage => ({
        ok: false,
        unreadable: error instanceof UnreadableFileError ? error.message : null,
      }),
    )
    .then((message) => process.send?.(message, () => process.exit(0)));
});
