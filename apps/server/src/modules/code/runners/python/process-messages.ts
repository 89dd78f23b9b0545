import { z } from 'zod';

/** What the parent asks of a Python process: run one program, once. */
export interface RunProgramMessage {
  type: 'run';
  code: string;
  /** Output bytes worth sending; past them the process stops sending and waits to be killed. */
  outputBytes: number;
  /** Ceiling of the interpreter's WebAssembly memory for this program. */
  memoryMb: number;
}

/**
 * What a Python process may tell its parent. The process runs untrusted code, so the parent parses
 * every message against this schema rather than trusting its shape.
 */
export const ProcessMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    /** Whether the interpreter was restored from the server's snapshot rather than loaded afresh. */
    fromSnapshot: z.boolean(),
  }),
  z.object({ type: z.literal('output'), bytes: z.instanceof(Uint8Array) }),
  z.object({
    type: z.literal('done'),
    error: z.string().max(10_000).optional(),
    /** Milliseconds the program itself ran, measured in the process around the program alone. */
    executionTime: z.number().nonnegative(),
  }),
  z.object({ type: z.literal('failed'), error: z.string().max(10_000) }),
]);
export type ProcessMessage = z.infer<typeof ProcessMessageSchema>;

/** What the process that makes the interpreter's snapshot sends (it runs no program). */
export const SnapshotMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), bytes: z.instanceof(Uint8Array) }),
  z.object({ type: z.literal('failed'), error: z.string().max(10_000) }),
]);
export type SnapshotMessage = z.infer<typeof SnapshotMessageSchema>;
