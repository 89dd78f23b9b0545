import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One server per data folder: two processes serving the same embedded database both write, and
 * after a reopen confirmed data is gone. The first to start holds `polymath.lock` in the folder
 * (its PID, host and start time); a second refuses to start, naming the holder. A lock left by a
 * process that died (kill -9, a crash) is taken over.
 */

export const LOCK_FILE = 'polymath.lock';

/** Who holds a data folder. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the holder took the lock (ISO). */
  lockedAt: string;
  /** The holder process's start time in clock ticks since boot (Linux), to tell a reused PID. */
  processStart?: string;
}

/** Raised when another live server holds the folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Polymath server (pid ${holder.pid} on ${holder.hostname}, since ${holder.lockedAt}). Stop that server, or start this one with another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock; release() removes it (once). */
export interface DataDirLock {
  release(): Promise<void>;
  /** Removes the lock synchronously: for the process's 'exit' event. */
  releaseSync(): void;
}

/** A process's start time from /proc (Linux); undefined where there is no /proc. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the holder is a live process on this machine, the same one that took the lock. */
function isAlive(holder: LockHolder): boolean {
  // Another machine's process (a shared network folder) cannot be checked: assume it lives.
  if (holder.hostname !== hostname()) return true;
  // Our own PID: this very process holds it, or a container restarted with the same PID (1, often).
  if (holder.pid === process.pid) {
    return holder.processStart !== undefined && holder.processStart === processStartOf(process.pid);
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === undefined || start === undefined || start === holder.processStart;
}

async function readHolder(path: string): Promise<LockHolder | undefined> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' ? (parsed as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock of `dataDir` for this process, or throws DataDirLockedError. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    lockedAt: new Date().toISOString(),
    ...(processStartOf(process.pid) ? { processStart: processStartOf(process.pid) } : {}),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      // 'wx': created only if absent, atomically, so two starts cannot both create it.
      const file = await open(path, 'wx');
      await file.writeFile(JSON.stringify(me));
      await file.close();
      return heldLock(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(path);
    // A lock being written this instant reads as empty: look again.
    if (holder === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale: move it aside. Only one of two racing starts can rename it; the other finds it gone
    // and tries again, meeting the winner's fresh lock.
    try {
      await rename(path, `${path}.stale-${process.pid}`);
      await unlink(`${path}.stale-${process.pid}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}: its lock file keeps changing.`);
}

function heldLock(path: string): DataDirLock {
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await unlink(path).catch(() => undefined);
    },
    releaseSync() {
      if (released) return;
      released = true;
      try {
        unlinkSync(path);
      } catch {
        // Already gone.
      }
    },
  };
}
