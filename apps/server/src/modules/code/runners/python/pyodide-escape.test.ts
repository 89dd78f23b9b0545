import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RUN_LIMITS, type RunResult } from '../code-runner';
import { createPyodideRunner, type PyodideRunner } from '../pyodide-runner';

// Loading Pyodide takes ~1.6 s on an idle machine and far longer on a busy shared one.
const RUN_TIMEOUT_MS = 180_000;
const CANARY = `canary-${randomUUID()}`;

/**
 * Each hostile program prints `ESCAPED <what>` when an attempt succeeds and `blocked <what>: <error>`
 * when it fails; the assertions read those lines, and the host's own checks (files, listener) too.
 */
const attempt = (label: string, body: string) =>
  `try:\n${body
    .split('\n')
    .map((line) => `    ${line}`)
    .join(
      '\n',
    )}\n    print("ESCAPED ${label}")\nexcept BaseException as error:\n    print("blocked ${label}:", type(error).__name__)\n`;

describe('the Python sandbox', () => {
  let runner: PyodideRunner;
  let secretDir: string;
  let secretFile: string;
  let listener: Server;
  let listenerPort: number;
  let connections = 0;

  /** Runs a hostile program and checks that the host's event loop never stalled for 1 s meanwhile. */
  async function runHostile(code: string): Promise<RunResult> {
    await runner.whenWarm();
    let lastTick = performance.now();
    let longestGapMs = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - lastTick);
      lastTick = now;
    }, 50);
    try {
      const result = await runner.run(
        { code, language: 'python' },
        { ...DEFAULT_RUN_LIMITS, timeoutMs: 20_000 },
      );
      expect(longestGapMs).toBeLessThan(1_000);
      expect(JSON.stringify(result)).not.toContain(CANARY);
      expect(JSON.stringify(result)).not.toContain('ESCAPED');
      return result;
    } finally {
      clearInterval(ticker);
    }
  }

  beforeAll(async () => {
    // The canary is in the server's own environment before any Python process starts.
    // eslint-disable-next-line no-restricted-properties -- the test plays the server whose secrets must not leak
    process.env.POLYMATH_CANARY_SECRET = CANARY;
    secretDir = await mkdtemp(join(tmpdir(), 'polymath-secret-'));
    secretFile = join(secretDir, 'secret.txt');
    await writeFile(secretFile, CANARY);
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    listenerPort = (listener.address() as { port: number }).port;
    runner = createPyodideRunner({ poolSize: 1, warmOnStart: true });
  });

  afterAll(async () => {
    await runner.close();
    await new Promise((resolve) => listener.close(resolve));
    await rm(secretDir, { recursive: true, force: true });
    // eslint-disable-next-line no-restricted-properties -- see beforeAll
    delete process.env.POLYMATH_CANARY_SECRET;
  });

  it(
    'gives Python no way to Node through the js module or the Pyodide API',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const result = await runHostile(
        [
          attempt('js.process', 'import js\nassert js.process is not None'),
          attempt('from js import process', 'from js import process'),
          attempt('js.require', 'import js\njs.require("child_process")'),
          attempt('js.globalThis', 'import js\njs.globalThis.process'),
          attempt('js constructor', 'import js\njs.constructor.constructor("return process")()'),
          attempt(
            'api constructor',
            'import pyodide_js\npyodide_js.constructor.constructor("return process")()',
          ),
          attempt(
            'function constructor',
            'import pyodide_js\npyodide_js.runPython.constructor("return process")()',
          ),
          attempt('run_js', 'from pyodide.code import run_js\nrun_js("process")'),
          attempt(
            'sys.modules pyodide_js',
            'import sys\nsys.modules["pyodide_js"]._module.process.env',
          ),
          attempt(
            'pyodide.ffi',
            'import pyodide.ffi, pyodide_js\npyodide.ffi.to_js(pyodide_js)._api.process.env',
          ),
          attempt('module require', 'import pyodide_js\npyodide_js._module.require("node:fs")'),
          attempt(
            'mountNodeFS',
            `import pyodide_js\npyodide_js.mountNodeFS("/host", ${JSON.stringify(secretDir)})\nprint(open("/host/secret.txt").read())`,
          ),
          attempt(
            'NODEFS',
            `import pyodide_js\nfs = pyodide_js.FS\nfs.mkdir("/host2")\nfs.mount(fs.filesystems.NODEFS, {"root": ${JSON.stringify(secretDir)}}, "/host2")\nprint(open("/host2/secret.txt").read())`,
          ),
        ].join(''),
      );
      for (const label of [
        'js.process',
        'from js import process',
        'js.require',
        'js.globalThis',
        'js constructor',
        'api constructor',
        'function constructor',
        'run_js',
        'sys.modules pyodide_js',
        'pyodide.ffi',
        'module require',
        'mountNodeFS',
        'NODEFS',
      ]) {
        expect(result.output).toContain(`blocked ${label}:`);
      }
    },
  );

  it('shows the program none of the server environment', { timeout: RUN_TIMEOUT_MS }, async () => {
    const result = await runHostile(
      'import os\nprint(sorted(os.environ))\nprint(os.environ.get("POLYMATH_CANARY_SECRET"))',
    );
    expect(result.success).toBe(true);
    expect(result.output).toContain('None\n');
    expect(result.output).not.toContain("POLYMATH_CANARY_SECRET'");
  });

  it('cannot read the host files', { timeout: RUN_TIMEOUT_MS }, async () => {
    const result = await runHostile(
      [
        attempt('/etc/passwd', 'print(open("/etc/passwd").read())'),
        attempt('secret file', `print(open(${JSON.stringify(secretFile)}).read())`),
        attempt('listdir', `print(__import__("os").listdir(${JSON.stringify(secretDir)}))`),
      ].join(''),
    );
    expect(result.output).toContain('blocked /etc/passwd: FileNotFoundError');
    expect(result.output).toContain('blocked secret file: FileNotFoundError');
    expect(result.output).not.toContain('root:');
  });

  it('writes nothing outside its own memory', { timeout: RUN_TIMEOUT_MS }, async () => {
    const outside = join(tmpdir(), `polymath-escape-${randomUUID()}`);
    const beside = join(secretDir, 'planted.txt');
    const result = await runHostile(
      `import os\nos.makedirs(${JSON.stringify(outside)}, exist_ok=True)\nopen(${JSON.stringify(join(outside, 'x.txt'))}, "w").write("x")\n` +
        attempt('write beside secret', `open(${JSON.stringify(beside)}, "w").write("x")`) +
        'print("wrote in memory")',
    );
    expect(result.output).toContain('wrote in memory');
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(beside)).toBe(false);
  });

  it('cannot start a process with os.system', { timeout: RUN_TIMEOUT_MS }, async () => {
    const marker = join(tmpdir(), `polymath-system-${randomUUID()}`);
    const result = await runHostile(
      `import os\nstatus = os.system("touch ${marker}")\nprint("ESCAPED os.system", status)`,
    );
    expect(result.success).toBe(false);
    expect(result.error).toBe('PermissionError: starting other programs is not allowed here');
    expect(existsSync(marker)).toBe(false);
  });

  it('cannot start a process with subprocess or fork', { timeout: RUN_TIMEOUT_MS }, async () => {
    const marker = join(tmpdir(), `polymath-subprocess-${randomUUID()}`);
    const result = await runHostile(
      attempt(
        'subprocess',
        `import subprocess\nsubprocess.run(["touch", ${JSON.stringify(marker)}])`,
      ) +
        attempt('fork bomb', 'import os\nwhile True:\n    os.fork()') +
        attempt('popen', `import os\nos.popen("touch ${marker}").read()`),
    );
    expect(result.output).toContain('blocked subprocess:');
    expect(result.output).toContain('blocked fork bomb:');
    expect(existsSync(marker)).toBe(false);
  });

  it('opens no socket to a listener on the host', { timeout: RUN_TIMEOUT_MS }, async () => {
    const address = `("127.0.0.1", ${listenerPort})`;
    const result = await runHostile(
      attempt(
        'socket',
        `import socket\nsocket.create_connection(${address}, timeout=2).sendall(b"hi")`,
      ) +
        attempt(
          'urllib',
          `import urllib.request\nurllib.request.urlopen("http://127.0.0.1:${listenerPort}/", timeout=2)`,
        ) +
        attempt('node sockets', `import pyodide_js\nawait_me = pyodide_js.useNodeSockFS()`) +
        attempt(
          'loadPackage',
          `import pyodide_js\npyodide_js.loadPackage("http://127.0.0.1:${listenerPort}/x.whl")`,
        ) +
        attempt('js fetch', `import js\njs.fetch("http://127.0.0.1:${listenerPort}/")`),
    );
    for (const label of ['socket', 'urllib', 'node sockets', 'loadPackage', 'js fetch']) {
      expect(result.output).toContain(`blocked ${label}:`);
    }
    // A connection still on its way would have landed by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(connections).toBe(0);
  });
});
