import dgram from 'node:dgram';
import { constants as fsConstants } from 'node:fs';
import net from 'node:net';

/*
 * The JavaScript side of a Python process, narrowed before the user's program runs. The process
 * is already started with Node's permission model (no file reads beyond Pyodide's own files, no
 * writes, no child processes, workers, addons or `process.binding`) and with code generation from
 * strings disabled; these steps close what those flags leave open.
 */

const WASM_PAGE_BYTES = 64 * 1024;

interface GrowableMemory {
  readonly buffer: ArrayBuffer;
  grow: (this: GrowableMemory, pages: number) => number;
}

function refuseNetwork(): never {
  throw Object.assign(new Error('Network access is not allowed here.'), { code: 'EACCES' });
}

/**
 * Pyodide's NODEFS reads `process.binding('constants')` once while loading, and the permission
 * model refuses every `process.binding`: answer that one call, and only until Pyodide has loaded.
 */
export function allowFsConstantsDuringLoad(): () => void {
  const hostProcess = process as unknown as { binding: (name: string) => unknown };
  const originalBinding = hostProcess.binding;
  hostProcess.binding = (name: string) =>
    name === 'constants' ? { fs: fsConstants } : originalBinding.call(process, name);
  return () => {
    hostProcess.binding = originalBinding;
  };
}

/**
 * Caps every WebAssembly memory of the process (the interpreter's heap lives in one): Emscripten
 * grows its heap through `Memory.grow` and turns a refusal into a failed malloc, which Python
 * reports as MemoryError. `--max-old-space-size` does not cover WebAssembly memory.
 */
export function capWebAssemblyMemory(): { setLimitMb(limitMb: number): void } {
  // The server's TypeScript setup has no DOM library, where WebAssembly.Memory is declared.
  const memoryPrototype = (
    globalThis as unknown as { WebAssembly: { Memory: { prototype: GrowableMemory } } }
  ).WebAssembly.Memory.prototype;
  const originalGrow = memoryPrototype.grow;
  let limitBytes = Number.POSITIVE_INFINITY;
  memoryPrototype.grow = function grow(this: GrowableMemory, pages: number) {
    if (this.buffer.byteLength + pages * WASM_PAGE_BYTES > limitBytes) {
      throw new RangeError('WebAssembly memory limit reached');
    }
    return originalGrow.call(this, pages);
  };
  return {
    setLimitMb(limitMb: number) {
      limitBytes = limitMb * 1024 * 1024;
    },
  };
}

/**
 * Removes what Pyodide leaves within reach of Python once it has loaded: the global `require`
 * it installs (fs, child_process, ws), `fetch` and friends, the `process` object (our IPC keeps
 * its own reference), TCP and UDP sockets (Pyodide's SOCKFS opens WebSockets through `ws`, and
 * `useNodeSockFS` opens raw TCP), and the API calls that mount host folders or fetch packages.
 */
export function narrowHostAfterLoad(pyodide: Record<string, unknown>): void {
  const global = globalThis as Record<string, unknown>;
  for (const name of [
    'require',
    'fetch',
    'WebSocket',
    'EventSource',
    'XMLHttpRequest',
    'process',
  ]) {
    delete global[name];
  }
  net.Socket.prototype.connect = refuseNetwork;
  net.Server.prototype.listen = refuseNetwork;
  net.connect = refuseNetwork;
  net.createConnection = refuseNetwork;
  dgram.Socket.prototype.bind = refuseNetwork;
  dgram.Socket.prototype.send = refuseNetwork;
  dgram.Socket.prototype.connect = refuseNetwork;

  const refused = () => {
    throw new Error('Not available in this sandbox.');
  };
  for (const name of [
    'mountNodeFS',
    'mountNativeFS',
    'useNodeSockFS',
    'loadPackage',
    'loadPackagesFromImports',
    'unpackArchive',
    'registerJsModule',
    'makeMemorySnapshot',
  ]) {
    Object.defineProperty(pyodide, name, { value: refused, configurable: false, writable: false });
  }
  const fileSystems = (pyodide.FS as { filesystems?: Record<string, unknown> } | undefined)
    ?.filesystems;
  if (fileSystems) {
    delete fileSystems.NODEFS;
    delete fileSystems.NATIVEFS_ASYNC;
  }
}
