import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunResult } from '../code-runner';
import { DEFAULT_RUN_LIMITS } from '../code-runner';
import { OUTPUT_CUT_NOTE } from '../output-buffer';
import { DEFAULT_SEARCH_DIRS, detectSandboxSetup } from './detect-toolchains';
import { createSandboxRunner } from './sandbox-runner';

// Hostile programs, written in C++ because it compiles fast and reaches every system call; each
// must fail to get out while the host's event loop keeps answering.

const CANARY = `canary-${Math.random().toString(36).slice(2)}`;
// A uid range of its own: the app's runner (61 000 on), the runner's suite (62 000) and the
// starters (63 000) run programs in other workers at the same time, and their processes must not
// count as this suite's leftovers.
const FIRST_UID = 64_000;
const runner = createSandboxRunner({ firstUid: FIRST_UID });
let isAvailable = false;
let refusal = '';
let hostDir: string;
let listener: Server;
let listenerPort = 0;
let connectionCount = 0;

beforeAll(async () => {
  vi.stubEnv('POLYMATH_CANARY_SECRET', CANARY);
  const setup = await detectSandboxSetup(DEFAULT_SEARCH_DIRS);
  if ('missing' in setup.tools) refusal = setup.tools.missing;
  else if ('missing' in setup.toolchains.cpp) refusal = setup.toolchains.cpp.missing;
  isAvailable = !refusal;
  hostDir = await mkdtemp(join(tmpdir(), 'polymath-host-secrets-'));
  await writeFile(join(hostDir, 'secret.txt'), CANARY);
  listener = createServer((socket) => {
    connectionCount += 1;
    socket.destroy();
  });
  listener.listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  listenerPort = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  listener.close();
  await runner.close();
  await rm(hostDir, { recursive: true, force: true });
});

/** Runs hostile C++ while measuring the longest pause of the host's event loop. */
async function runHostile(code: string, timeoutMs = 20_000) {
  let longestPauseMs = 0;
  let last = performance.now();
  const ping = setInterval(() => {
    const now = performance.now();
    longestPauseMs = Math.max(longestPauseMs, now - last);
    last = now;
  }, 25);
  try {
    const result = await runner.run(
      { language: 'cpp', code },
      { ...DEFAULT_RUN_LIMITS, timeoutMs },
    );
    return { result, longestPauseMs };
  } finally {
    clearInterval(ping);
  }
}

function expectAvailableOrRefused(result: RunResult): boolean {
  if (isAvailable) return true;
  expect(result).toMatchObject({ success: false, error: refusal });
  return false;
}

const includes = '#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <unistd.h>\n';

describe('a sandboxed program', { timeout: 60_000 }, () => {
  it('cannot read the server environment', async () => {
    // The canary is really in this process's environment: an unsandboxed child would print it.
    expect(execFileSync('/bin/sh', ['-c', 'echo "$POLYMATH_CANARY_SECRET"']).toString()).toContain(
      CANARY,
    );
    const code = `${includes}extern char **environ;
int main() {
  for (char **e = environ; *e; ++e) std::printf("%s\\n", *e);
  const char *files[] = {"/proc/self/environ", "/proc/1/environ", "/proc/2/environ"};
  for (const char *f : files) {
    FILE *in = std::fopen(f, "r");
    if (!in) { std::printf("no %s\\n", f); continue; }
    int c; while ((c = std::fgetc(in)) != EOF) std::putchar(c ? c : '\\n');
    std::fclose(in);
  }
}
`;
    const { result, longestPauseMs } = await runHostile(code);
    if (!expectAvailableOrRefused(result)) return;
    expect(result.output).toContain('PATH=/usr/bin:/bin');
    expect(result.output).not.toContain(CANARY);
    expect(result.output).not.toContain('POLYMATH_CANARY_SECRET');
    expect(longestPauseMs).toBeLessThan(1000);
  });

  it('cannot read host files: /etc/shadow, /etc/passwd or a data folder', async () => {
    const secretPath = join(hostDir, 'secret.txt');
    expect(await readFile(secretPath, 'utf8')).toBe(CANARY);
    const code = `${includes}
int main() {
  const char *files[] = {"/etc/shadow", "/etc/passwd", "${secretPath}", "/proc/1/root${secretPath}"};
  for (const char *f : files) {
    FILE *in = std::fopen(f, "r");
    if (!in) { std::printf("unreadable %s\\n", f); continue; }
    char line[256]; while (std::fgets(line, sizeof line, in)) std::fputs(line, stdout);
    std::fclose(in);
  }
}
`;
    const { result, longestPauseMs } = await runHostile(code);
    if (!expectAvailableOrRefused(result)) return;
    expect(result.output).toContain('unreadable /etc/shadow');
    expect(result.output).toContain('unreadable /etc/passwd');
    expect(result.output).toContain(`unreadable ${secretPath}`);
    expect(result.output).toContain(`unreadable /proc/1/root${secretPath}`);
    expect(result.output).not.toContain(CANARY);
    expect(result.output).not.toContain('root:');
    expect(longestPauseMs).toBeLessThan(1000);
  });

  it('cannot write outside its work folder, nor fill the disk', async () => {
    const targets = [
      join(hostDir, 'planted.txt'),
      '/tmp/polymath-planted.txt',
      '/usr/polymath-planted',
    ];
    const code = `${includes}
int main() {
  const char *files[] = {"${targets.join('", "')}", "/build/main", "/work/inside.txt"};
  for (const char *f : files) {
    FILE *out = std::fopen(f, "w");
    std::printf("%s %s\\n", out ? "wrote" : "refused", f);
    if (out) { std::fputs("planted", out); std::fclose(out); }
  }
  static char megabyte[1 << 20];
  int written = 0;
  for (int i = 0; i < 1000; ++i) {
    char name[32]; std::snprintf(name, sizeof name, "/work/fill-%d", i);
    FILE *out = std::fopen(name, "w");
    if (!out) break;
    bool isFull = std::fwrite(megabyte, 1, sizeof megabyte, out) != sizeof megabyte;
    if (std::fclose(out) != 0 || isFull) break;
    ++written;
  }
  std::printf("filled %d MB\\n", written);
}
`;
    const { result, longestPauseMs } = await runHostile(code);
    if (!expectAvailableOrRefused(result)) return;
    expect(result.output).toContain('wrote /work/inside.txt');
    expect(result.output).toContain(`refused ${targets[0]}`);
    expect(result.output).toContain('refused /usr/polymath-planted');
    expect(result.output).toContain('refused /build/main');
    const filled = Number(/filled (\d+) MB/.exec(result.output)?.[1]);
    expect(filled).toBeGreaterThan(0);
    expect(filled).toBeLessThanOrEqual(64);
    for (const target of targets) expect(existsSync(target)).toBe(false);
    expect(longestPauseMs).toBeLessThan(1000);
  });

  it('spawns processes that see only the sandbox', async () => {
    const code = `${includes}#include <csignal>
#include <cerrno>
int main() {
  std::fflush(stdout);
  if (std::system("echo child ran; ls /proc | grep -c '^[0-9]'") != 0) std::puts("no shell");
  std::printf("kill host: %s\\n", kill(${process.pid}, 0) == 0 ? "reached" : std::strerror(errno));
}
`;
    const { result, longestPauseMs } = await runHostile(code);
    if (!expectAvailableOrRefused(result)) return;
    const [ran, processCount, killed] = result.output.trim().split('\n');
    expect(ran).toBe('child ran');
    // The sandbox's init, the program, its shell and ls: nothing of the host.
    expect(Number(processCount)).toBeGreaterThan(0);
    expect(Number(processCount)).toBeLessThan(8);
    expect(killed).toBe('kill host: No such process');
    expect(longestPauseMs).toBeLessThan(1000);
  });

  it('cannot open a socket to a listener on the host', async () => {
    const code = `${includes}#include <arpa/inet.h>
#include <sys/socket.h>
#include <cerrno>
int main() {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in to{}; to.sin_family = AF_INET; to.sin_port = htons(${listenerPort});
  inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
  int rc = connect(s, reinterpret_cast<sockaddr*>(&to), sizeof to);
  std::printf("connect: %s\\n", rc == 0 ? "connected" : std::strerror(errno));
}
`;
    const { result, longestPauseMs } = await runHostile(code);
    if (!expectAvailableOrRefused(result)) return;
    expect(result.output).toMatch(/^connect: (Connection refused|Network is unreachable)/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connectionCount).toBe(0);
    expect(longestPauseMs).toBeLessThan(1000);
  });

  it('gets no more processes than its limit, and a fork bomb dies with the run', async () => {
    const counted = `${includes}#include <csignal>
int main() {
  int started = 0;
  for (int i = 0; i < 500; ++i) {
    pid_t child = fork();
    if (child == 0) { pause(); _exit(0); }
    if (child < 0) break;
    ++started;
  }
  std::printf("started %d\\n", started);
}
`;
    const limited = await runHostile(counted);
    if (!expectAvailableOrRefused(limited.result)) return;
    const started = Number(/started (\d+)/.exec(limited.result.output)?.[1]);
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThan(64);

    const bomb = await runHostile(`${includes}int main() { for (;;) fork(); }\n`, 4_000);
    expect(bomb.result).toMatchObject({ success: false, error: 'Killed: time limit of 4 s' });
    expect(bomb.longestPauseMs).toBeLessThan(1000);
    await expectNoProcessOfSandboxUids();
  });

  it('is stopped at the time limit in an infinite loop', async () => {
    const { result, longestPauseMs } = await runHostile('int main() { for (;;) {} }\n', 3_000);
    if (!expectAvailableOrRefused(result)) return;
    expect(result).toMatchObject({ success: false, error: 'Killed: time limit of 3 s' });
    expect(result.executionTime).toBeGreaterThanOrEqual(3_000);
    expect(result.executionTime).toBeLessThan(8_000);
    expect(longestPauseMs).toBeLessThan(1000);
    await expectNoProcessOfSandboxUids();
  });

  it('cannot allocate 2 GB', async () => {
    const code = `${includes}
int main() {
  char *block = static_cast<char*>(std::malloc(2000000000UL));
  if (!block) { std::puts("refused"); return 1; }
  std::memset(block, 1, 2000000000UL);
  std::puts("allocated");
}
`;
    const { result, longestPauseMs } = await runHostile(code);
    if (!expectAvailableOrRefused(result)) return;
    expect(result).toMatchObject({
      success: false,
      output: 'refused\n',
      error: 'Exited with code 1',
    });
    expect(longestPauseMs).toBeLessThan(1000);
  });

  it('printing 100 MB is cut at the cap with the note and stopped at once', async () => {
    const code = `${includes}
int main() {
  static char line[1024];
  std::memset(line, 'x', sizeof line - 1);
  for (int i = 0; i < 100 * 1024; ++i) std::puts(line);
}
`;
    const { result, longestPauseMs } = await runHostile(code, 30_000);
    if (!expectAvailableOrRefused(result)) return;
    expect(result).toMatchObject({
      success: false,
      error: 'Stopped: output limit of 64 KiB reached',
    });
    expect(result.output.endsWith(OUTPUT_CUT_NOTE)).toBe(true);
    expect(Buffer.byteLength(result.output)).toBe(64 * 1024 + Buffer.byteLength(OUTPUT_CUT_NOTE));
    // Well before the 30 s limit: the run is stopped when the cap is passed, not when it ends.
    expect(result.executionTime).toBeLessThan(15_000);
    expect(longestPauseMs).toBeLessThan(1000);
  });
});

/**
 * Fails when a process of the runs' uids outlives its run. A killed sandbox's processes are torn
 * down by the kernel just after the run answers; on a busy machine one can still be listed (dying,
 * or a zombie) a moment later, so the check waits up to 2 s for the list to empty.
 */
async function expectNoProcessOfSandboxUids(): Promise<void> {
  await vi.waitFor(async () => expect(await processesOfSandboxUids()).toEqual([]), {
    timeout: 2_000,
    interval: 50,
  });
}

/** Host processes still running as one of the runs' uids. */
async function processesOfSandboxUids(): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    if (uid >= FIRST_UID && uid < FIRST_UID + 1_000) found.push(entry);
  }
  return found;
}
