import type { RunnableLanguage } from '../code-runner';

/** The compiled languages the sandbox runs. */
export const SANDBOX_LANGUAGES = ['java', 'cpp', 'rust', 'go'] as const;
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];

export function isSandboxLanguage(language: RunnableLanguage): language is SandboxLanguage {
  return (SANDBOX_LANGUAGES as readonly string[]).includes(language);
}

/** A toolchain found on the server, with the paths its commands take inside the sandbox. */
export interface Toolchain {
  /** Host directories bound read-only, each at its sandbox path (anything outside /usr). */
  binds: { host: string; sandbox: string }[];
  /** The compiler as the sandbox sees it. */
  compiler: string;
  /** The runtime as the sandbox sees it (java); the compiled program otherwise. */
  runtime?: string;
}

/** What one language needs: the names detection looks for and how a run is made. */
export interface LanguageSpec {
  /** The error a run answers when the toolchain is missing. */
  installHint: string;
  /** The file the source is written to in the work dir. */
  sourceFile(code: string): string;
  compileArgs(toolchain: Toolchain, code: string): string[];
  /** The program's command: what the compiler made is at /build, read-only. */
  runArgs(toolchain: Toolchain, code: string, memoryMb: number): string[];
  /** Environment of the compile and the run, beside PATH and HOME. */
  env: Record<string, string>;
  /** Address space the compiler may take, in MB (compilers map far more than they touch). */
  compileMemoryMb: number;
  /** Address space the runtime reserves beyond the program's memory (a JVM maps its code cache…). */
  runOverheadMb: number;
  /**
   * Whether the program's memory is held by the data limit (memory it writes to) rather than by
   * the address space alone: Go reserves far more address space than it uses; the JVM is held by
   * its heap limit instead.
   */
  isDataLimited: boolean;
  /** What the program prints when it runs out of memory under its limit. */
  outOfMemory: RegExp;
}

const javaClassOf = (code: string): string =>
  /public\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][\w$]*)/.exec(code)?.[1] ??
  /class\s+([A-Za-z_$][\w$]*)/.exec(code)?.[1] ??
  'Main';

export const LANGUAGE_SPECS: Record<SandboxLanguage, LanguageSpec> = {
  cpp: {
    installHint: 'C++ needs the g++ compiler: apt-get install -y g++',
    sourceFile: () => 'main.cpp',
    compileArgs: (toolchain) => [toolchain.compiler, '-O1', '-std=c++17', '-o', 'main', 'main.cpp'],
    runArgs: () => ['/build/main'],
    env: {},
    compileMemoryMb: 1024,
    runOverheadMb: 16,
    isDataLimited: true,
    outOfMemory: /std::bad_alloc/,
  },
  rust: {
    installHint: 'Rust needs the rustc compiler: apt-get install -y rustc',
    sourceFile: () => 'main.rs',
    compileArgs: (toolchain) => [toolchain.compiler, '--edition', '2021', '-o', 'main', 'main.rs'],
    runArgs: () => ['/build/main'],
    env: {},
    compileMemoryMb: 2048,
    runOverheadMb: 16,
    isDataLimited: true,
    outOfMemory: /memory allocation of \d+ bytes failed/,
  },
  go: {
    installHint: 'Go needs the go toolchain: apt-get install -y golang-go',
    sourceFile: () => 'main.go',
    compileArgs: (toolchain) => [toolchain.compiler, 'build', '-o', 'main', 'main.go'],
    runArgs: () => ['/build/main'],
    // No module, no network, no C toolchain: a single file built from the standard library.
    env: {
      GO111MODULE: 'off',
      GOCACHE: '/tmp/go-cache',
      GOPATH: '/tmp/go',
      CGO_ENABLED: '0',
      GOFLAGS: '-buildvcs=false',
    },
    compileMemoryMb: 2048,
    // The Go runtime maps about 600 MB of address space at start, whatever the program uses.
    runOverheadMb: 1024,
    isDataLimited: true,
    outOfMemory: /runtime: out of memory/,
  },
  java: {
    installHint: 'Java needs the JDK: apt-get install -y default-jdk-headless',
    sourceFile: (code) => `${javaClassOf(code)}.java`,
    compileArgs: (toolchain, code) => [
      toolchain.compiler,
      '-J-Xmx512m',
      '-J-XX:+UseSerialGC',
      '-J-XX:TieredStopAtLevel=1',
      '-d',
      '.',
      `${javaClassOf(code)}.java`,
    ],
    runArgs: (toolchain, code, memoryMb) => [
      toolchain.runtime ?? 'java',
      `-Xmx${memoryMb}m`,
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-XX:ReservedCodeCacheSize=32m',
      '-XX:CompressedClassSpaceSize=64m',
      '-XX:MaxMetaspaceSize=128m',
      '-cp',
      '/build',
      javaClassOf(code),
    ],
    env: {},
    compileMemoryMb: 2048,
    runOverheadMb: 1024,
    isDataLimited: false,
    outOfMemory: /java\.lang\.OutOfMemoryError/,
  },
};
