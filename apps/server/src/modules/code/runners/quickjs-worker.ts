import { parentPort, workerData } from 'node:worker_threads';
import { newQuickJSWASMModuleFromVariant, newVariant, RELEASE_SYNC } from 'quickjs-emscripten';
import type { RunLimits } from './code-runner';
import { evaluateInQuickJs, type QuickJsOutcome } from './quickjs-evaluate';

/** What the host sends a warm worker: its one run. */
export interface QuickJsWorkerRequest {
  code: string;
  language: 'javascript' | 'typescript';
  limits: RunLimits;
}

/** What the worker is started with: the memory its run may use, and QuickJS compiled once. */
export interface QuickJsWorkerData {
  memoryMb: number;
  wasmModule: WebAssembly.Module;
}

/** What the worker answers: ready once QuickJS is loaded, then the run's outcome. */
export type QuickJsWorkerMessage = { kind: 'ready' } | { kind: 'done'; outcome: QuickJsOutcome };

// One run per worker: the host starts it ahead (QuickJS loaded, waiting), sends one request and
// ends the worker after the answer, so no run ever shares a heap or wasm memory with another.
const port = parentPort;
if (!port) throw new Error('quickjs-worker runs as a worker thread');
const { memoryMb, wasmModule } = workerData as QuickJsWorkerData;
const WASM_PAGE_BYTES = 64 * 1024;
/** QuickJS's own start (16 MiB, its build's initial memory). */
const INITIAL_PAGES = (16 * 1024 * 1024) / WASM_PAGE_BYTES;
/** The wasm stack and static data, and room for the allocator's own bookkeeping. */
const HEADROOM_MB = 32;
// QuickJS's memory limit does not count typed arrays' bytes (128 × 16 MiB Uint8Arrays pass a
// 64 MB limit); the wasm memory's own maximum does, so the whole heap cannot outgrow the limit.
// Node's WebAssembly global: the server's TypeScript libraries (ES2023, no DOM) leave it out.
const { Memory } = (
  globalThis as unknown as {
    WebAssembly: {
      Memory: new (limits: { initial: number; maximum: number }) => WebAssembly.Memory;
    };
  }
).WebAssembly;
const quickjs = await newQuickJSWASMModuleFromVariant(
  newVariant(RELEASE_SYNC, {
    wasmModule,
    wasmMemory: new Memory({
      initial: INITIAL_PAGES,
      maximum: Math.ceil(((memoryMb + HEADROOM_MB) * 1024 * 1024) / WASM_PAGE_BYTES),
    }),
  }),
);
// Compiles the transpiler's and the evaluator's paths while the worker waits, not during a run.
// The warm-up's runtime is gone before the run's is made: the run sees none of it.
evaluateInQuickJs(
  quickjs,
  { code: 'const warm: number = 1;\nconsole.log(warm);', language: 'typescript' },
  { timeoutMs: 1_000, memoryMb: 16, outputBytes: 1024 },
);
port.once('message', (request: QuickJsWorkerRequest) => {
  const outcome = evaluateInQuickJs(quickjs, request, request.limits);
  port.postMessage({ kind: 'done', outcome } satisfies QuickJsWorkerMessage);
});
port.postMessage({ kind: 'ready' } satisfies QuickJsWorkerMessage);
