import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/log-then-exit.ts', import.meta.url));

function runFixture(readOutput: boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  if (readOutput) child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The reader is gone before the first line is written: every write meets EPIPE.
  else child.stdout.destroy();
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output, errors: () => errors };
}

describe('the log output', () => {
  it('writes every buffered line before the process exits', { timeout: 60_000 }, async () => {
    const run = runFixture(true);
    expect(await run.exited).toBe(0);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(2001);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ msg: 'the last line' });
  });

  it('lets the process exit when its reader went away', { timeout: 60_000 }, async () => {
    const run = runFixture(false);
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<'stuck'>((resolve) => {
      // Far beyond a start under load; an exit flush that retries a gone reader never ends.
      timer = setTimeout(() => resolve('stuck'), 30_000);
    });
    try {
      expect(await Promise.race([run.exited, stuck])).toBe(0);
      expect(run.errors()).toBe('');
    } finally {
      clearTimeout(timer);
      run.child.kill('SIGKILL');
    }
  });
});
