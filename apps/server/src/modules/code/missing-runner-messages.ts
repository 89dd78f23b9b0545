import type { RunnableLanguage } from './runners/code-runner';

/**
 * What a language without a runner on this server answers: what the operator installs to turn it
 * on (the README lists the same). Never a silent fallback to running it some other way.
 */
export const MISSING_RUNNER_MESSAGES: Record<RunnableLanguage, string> = {
  javascript:
    'This server cannot run JavaScript: it needs QuickJS (npm install quickjs-emscripten -w @polymath/server).',
  typescript:
    'This server cannot run TypeScript: it needs QuickJS and sucrase (npm install quickjs-emscripten sucrase -w @polymath/server).',
  python:
    'This server cannot run Python: Python runs need Pyodide (npm install pyodide -w @polymath/server).',
  java: 'This server cannot run Java: Java needs a JDK and bubblewrap (apt-get install -y default-jdk-headless bubblewrap).',
  cpp: 'This server cannot run C++: C++ needs g++ and bubblewrap (apt-get install -y g++ bubblewrap).',
  rust: 'This server cannot run Rust: Rust needs rustc and bubblewrap (apt-get install -y rustc bubblewrap).',
  go: 'This server cannot run Go: Go needs the Go toolchain and bubblewrap (apt-get install -y golang-go bubblewrap).',
};

/** html and css have no server run: the editor's Run shows them in the live preview (000 §2). */
export const PREVIEW_ONLY_MESSAGES = {
  html: 'HTML is not run on the server: Run shows it in the live preview.',
  css: 'CSS is not run on the server: Run shows it in the live preview, applied to your HTML.',
} as const;
