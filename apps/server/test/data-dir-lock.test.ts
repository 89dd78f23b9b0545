import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock';
import { tempDir } from './build-test-app';

/** A process that lives until killed, standing in for another server. */
const sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });

afterAll(() => {
  sleeper.kill('SIGKILL');
});

/** The PID of a process that has exited (a crashed server's). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

function writeLock(dir: string, holder: object): void {
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
}

describe('the data folder lock', () => {
  it('is taken by the first server, with its PID, and released at the end', async () => {
    const dir = tempDir('lock-first');
    const lock = await lockDataDir(dir);
    const holder = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(process.pid);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await lockDataDir(dir);
    again.releaseSync();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder another live server holds, naming it', async () => {
    const dir = tempDir('lock-held');
    writeLock(dir, {
      pid: sleeper.pid,
      hostname: hostname(),
      lockedAt: '2026-11-23T10:00:00.000Z',
    });
    const refused = lockDataDir(dir);
    await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refused).rejects.toThrow(
      `in use by another Polymath server (pid ${sleeper.pid} on ${hostname()}, since 2026-11-23T10:00:00.000Z)`,
    );
  });

  it('takes over the lock of a server that died', async () => {
    const dir = tempDir('lock-stale');
    writeLock(dir, {
      pid: await deadPid(),
      hostname: hostname(),
      lockedAt: '2026-11-23T10:00:00.000Z',
    });
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await lock.release();
  });

  it('takes over a lock whose PID now belongs to another process', async () => {
    const dir = tempDir('lock-reused');
    writeLock(dir, {
      pid: sleeper.pid,
      hostname: hostname(),
      lockedAt: '2026-11-23T10:00:00.000Z',
      processStart: '1',
    });
    const lock = await lockDataDir(dir);
    await lock.release();
  });
});
