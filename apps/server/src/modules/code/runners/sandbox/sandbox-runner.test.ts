import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../code-runner';
import { DEFAULT_RUN_LIMITS } from '../code-runner';
import type { SandboxSetup } from './detect-toolchains';
import { DEFAULT_SEARCH_DIRS, detectSandboxSetup } from './detect-toolchains';
import { createSandboxRunner } from './sandbox-runner';
import type { SandboxLanguage } from './toolchain-table';
import { LANGUAGE_SPECS } from './toolchain-table';

const HELLO: Record<SandboxLanguage, string> = {
  cpp: '#include <iostream>\nint main() { std::cout << "Hello from C++" << std::endl; }\n',
  rust: 'fn main() { println!("Hello from Rust"); }\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("Hello from Go") }\n',
  java: 'public class Greeter {\n  public static void main(String[] args) {\n    System.out.println("Hello from Java");\n  }\n}\n',
};
const GREETING: Record<SandboxLanguage, string> = {
  cpp: 'Hello from C++',
  rust: 'Hello from Rust',
  go: 'Hello from Go',
  java: 'Hello from Java',
};

// Its own uids, apart from the escape tests' that count the processes left behind.
const runner = createSandboxRunner({ firstUid: 62_000 });
let setup: SandboxSetup;
let scratch: string;

beforeAll(async () => {
  setup = await detectSandboxSetup(DEFAULT_SEARCH_DIRS);
  scratch = await mkdtemp(join(tmpdir(), 'polymath-sandbox-test-'));
});
afterAll(async () => {
  await runner.close();
  await rm(scratch, { recursive: true, force: true });
});

const hasSandbox = () => !('missing' in setup.tools);
const hasToolchain = (language: SandboxLanguage) =>
  hasSandbox() && !('missing' in setup.toolchains[language]);

/** The answer a run gives when this machine cannot run the language. */
function expectedRefusal(language: SandboxLanguage): string {
  if ('missing' in setup.tools) return setup.tools.missing;
  const toolchain = setup.toolchains[language];
  return 'missing' in toolchain ? toolchain.missing : '';
}

async function run(language: SandboxLanguage, code: string, timeoutMs = 20_000) {
  return runner.run({ language, code }, { ...DEFAULT_RUN_LIMITS, timeoutMs });
}

function expectRefused(result: RunResult, language: SandboxLanguage) {
  expect(result).toMatchObject({ success: false, output: '', error: expectedRefusal(language) });
}

describe('the sandbox on this machine', () => {
  it('is present where CI must prove it (bubblewrap and g++)', () => {
    // eslint-disable-next-line no-restricted-properties -- CI's own flag, not server configuration
    if (process.env.CI !== 'true') return;
    expect(setup.tools).not.toHaveProperty('missing');
    expect(setup.toolchains.cpp).not.toHaveProperty('missing');
  });
});

describe.each(['cpp', 'rust', 'go', 'java'] as const)('%s hello world', (language) => {
  it('prints its greeting, or answers what to install', { timeout: 60_000 }, async () => {
    const result = await run(language, HELLO[language]);
    if (!hasToolchain(language)) return expectRefused(result, language);
    expect(result.error).toBeUndefined();
    expect(result).toMatchObject({ success: true, output: `${GREETING[language]}\n` });
    expect(result.executionTime).toBeGreaterThan(0);
  });
});

describe('compile errors', () => {
  it.each([
    ['cpp', 'int main() { return undefined_name; }\n', 'undefined_name'],
    ['rust', 'fn main() { let x: i32 = "text"; }\n', 'mismatched types'],
    ['go', 'package main\n\nfunc main() { var unused int }\n', 'unused'],
    [
      'java',
      'public class Main { public static void main(String[] a) { int x = "text"; } }\n',
      'incompatible types',
    ],
  ] as const)(
    '%s answers Compilation failed with the compiler message',
    { timeout: 60_000 },
    async (language, code, message) => {
      const result = await run(language, code);
      if (!hasToolchain(language)) return expectRefused(result, language);
      expect(result).toMatchObject({ success: false, error: 'Compilation failed' });
      expect(result.output).toContain(message);
    },
  );
});

describe('runtime errors', () => {
  it.each([
    {
      language: 'cpp',
      code: '#include <cstdio>\nint main() { std::puts("before"); return 3; }\n',
      error: 'Exited with code 3',
      output: 'before',
    },
    {
      language: 'cpp',
      code: 'int main() { volatile int *p = nullptr; return *p; }\n',
      error: 'Killed by signal SIGSEGV',
      output: '',
    },
    {
      language: 'go',
      code: 'package main\n\nfunc main() { panic("gone wrong") }\n',
      error: 'Exited with code 2',
      output: 'panic: gone wrong',
    },
    {
      language: 'java',
      code: 'public class Main { public static void main(String[] a) { throw new IllegalStateException("gone wrong"); } }\n',
      error: 'Exited with code 1',
      output: 'java.lang.IllegalStateException: gone wrong',
    },
  ] as const)(
    '$language names how the program ended: $error',
    { timeout: 60_000 },
    async ({ language, code, error, output }) => {
      const result = await run(language, code);
      if (!hasToolchain(language)) return expectRefused(result, language);
      expect(result).toMatchObject({ success: false, error });
      expect(result.output).toContain(output);
    },
  );

  it('keeps stdout and stderr in the order they were written', { timeout: 60_000 }, async () => {
    const code =
      '#include <cstdio>\nint main() { std::printf("one\\n"); std::fflush(stdout); std::fprintf(stderr, "two\\n"); std::printf("three\\n"); }\n';
    const result = await run('cpp', code);
    if (!hasToolchain('cpp')) return expectRefused(result, 'cpp');
    expect(result).toMatchObject({ success: true, output: 'one\ntwo\nthree\n' });
  });
});

describe('memory', () => {
  it.each([
    [
      'go',
      'package main\n\nimport "fmt"\n\nfunc main() {\n  b := make([]byte, 2_000_000_000)\n  for i := range b { b[i] = 1 }\n  fmt.Println(len(b))\n}\n',
    ],
    [
      'java',
      'public class Main { public static void main(String[] a) { byte[] b = new byte[2_000_000_000]; System.out.println(b.length); } }\n',
    ],
  ] as const)('%s cannot allocate 2 GB', { timeout: 60_000 }, async (language, code) => {
    const result = await run(language, code);
    if (!hasToolchain(language)) return expectRefused(result, language);
    expect(result).toMatchObject({ success: false, error: 'Killed: memory limit of 256 MB' });
    expect(result.output).not.toContain('2000000000');
  });
});

describe('without the sandbox or a toolchain', () => {
  it('answers that bubblewrap is needed and runs nothing', async () => {
    const bare = createSandboxRunner({ searchDirs: [scratch] });
    for (const language of ['cpp', 'rust', 'go', 'java'] as const) {
      expect(await bare.run({ language, code: HELLO[language] }, DEFAULT_RUN_LIMITS)).toMatchObject(
        {
          success: false,
          output: '',
          error: 'Sandboxed runs need bubblewrap: apt-get install -y bubblewrap',
        },
      );
    }
  });

  it('names the package of each missing toolchain', async () => {
    if (!hasSandbox()) return;
    const toolsOnly = await mkdtemp(join(scratch, 'tools-'));
    for (const tool of ['bwrap', 'prlimit', 'setpriv']) {
      await symlink(join('/usr/bin', tool), join(toolsOnly, tool));
    }
    const bare = createSandboxRunner({ searchDirs: [toolsOnly] });
    for (const language of ['cpp', 'rust', 'go', 'java'] as const) {
      const result = await bare.run({ language, code: HELLO[language] }, DEFAULT_RUN_LIMITS);
      expect(result).toMatchObject({ success: false, error: LANGUAGE_SPECS[language].installHint });
    }
    expect(LANGUAGE_SPECS.go.installHint).toBe(
      'Go needs the go toolchain: apt-get install -y golang-go',
    );
  });
});

describe('runs side by side and cancelled', () => {
  it('runs two programs at once, each in its own sandbox', { timeout: 60_000 }, async () => {
    const [first, second] = await Promise.all([run('cpp', HELLO.cpp), run('cpp', HELLO.cpp)]);
    if (!hasToolchain('cpp')) return expectRefused(first, 'cpp');
    expect(first).toMatchObject({ success: true, output: `${GREETING.cpp}\n` });
    expect(second).toMatchObject({ success: true, output: `${GREETING.cpp}\n` });
  });

  it('stops a run its caller abandons', { timeout: 60_000 }, async () => {
    const controller = new AbortController();
    const running = runner.run(
      {
        language: 'cpp',
        code: '#include <cstdio>\nint main() { std::puts("started"); std::fflush(stdout); for (;;) {} }\n',
      },
      { ...DEFAULT_RUN_LIMITS, timeoutMs: 30_000 },
      controller.signal,
    );
    setTimeout(() => controller.abort(), 3_000);
    const result = await running;
    if (!hasToolchain('cpp')) return expectRefused(result, 'cpp');
    expect(result).toMatchObject({ success: false, error: 'Stopped: the run was cancelled' });
    expect(result.executionTime).toBeLessThan(15_000);
  });
});
