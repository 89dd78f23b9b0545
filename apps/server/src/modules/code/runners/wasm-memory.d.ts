// The server's TypeScript libraries (ES2023, no DOM) name WebAssembly.Memory without declaring
// it; quickjs-emscripten's `wasmMemory` option takes one.
declare global {
  namespace WebAssembly {
    interface Memory {
      readonly buffer: ArrayBuffer;
      grow(pages: number): number;
    }
  }
}

export {};
