import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forkPythonProcess } from './fork-python-process';
import { findPythonProcessEntry } from './process-entry';
import { SnapshotMessageSchema } from './process-messages';
import { MAKE_SNAPSHOT_ARGUMENT } from './snapshot-argument';

// The interpreter's state is about 30 MB; loading it takes less than the default run's heap.
const SNAPSHOT_MAKER_HEAP_MB = 256;

let made: Promise<string | null> | undefined;

/**
 * The file holding a memory snapshot of a freshly loaded interpreter, made once per server, or
 * null when it could not be made (each process then loads Pyodide from its files). Restoring it
 * costs a Python process about a fifth of the CPU time of loading (0.5 s against 2.5 s here), and
 * each program still gets a process of its own. The snapshot is made by a sandboxed process that
 * runs no program, so it holds nothing of anyone's code; it is kept in a folder only the server's
 * user can read and removed when the server exits.
 */
export function pythonSnapshot(loadTimeoutMs: number): Promise<string | null> {
  made ??= makeSnapshot(loadTimeoutMs).catch(() => null);
  return made;
}

async function makeSnapshot(loadTimeoutMs: number): Promise<string> {
  const entry = await findPythonProcessEntry();
  const folder = await mkdtemp(join(tmpdir(), 'polymath-python-snapshot-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const maker = forkPythonProcess(entry, {
    args: [MAKE_SNAPSHOT_ARGUMENT],
    heapMb: SNAPSHOT_MAKER_HEAP_MB,
    cwd: folder,
  });
  try {
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Python took too long to start')),
        loadTimeoutMs,
      );
      maker.on('message', (raw: unknown) => {
        const message = SnapshotMessageSchema.safeParse(raw);
        if (!message.success) return;
        clearTimeout(timer);
        if (message.data.type === 'snapshot') resolve(message.data.bytes);
        else reject(new Error(message.data.error));
      });
      maker.once('error', reject);
      maker.once('close', () => {
        clearTimeout(timer);
        reject(new Error('Python exited while starting'));
      });
    });
    const file = join(folder, 'interpreter.snapshot');
    await writeFile(file, bytes, { mode: 0o600 });
    return file;
  } finally {
    maker.kill('SIGKILL');
  }
}
