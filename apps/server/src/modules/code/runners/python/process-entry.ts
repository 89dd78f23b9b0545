import { rmSync } from 'node:fs';
import { mkdtemp, realpath } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How a Python process is started: its script and the folders it may read. */
export interface PythonProcessEntry {
  script: string;
  /** Pyodide's folder (with a trailing slash), where pyodide.asm.wasm and the stdlib are. */
  pyodideFolder: string;
  /** The only paths the permission model lets the process read. */
  readablePaths: string[];
}

const isSource = import.meta.url.endsWith('.ts');

async function findPyodideFolder(): Promise<{ folder: string; readable: string[] }> {
  const require = createRequire(import.meta.url);
  const folder = await realpath(dirname(require.resolve('pyodide/package.json')));
  // Pyodide imports `ws` while loading; it may sit in Pyodide's own node_modules or be hoisted.
  const ws = await realpath(
    dirname(createRequire(join(folder, 'package.json')).resolve('ws/package.json')),
  );
  return { folder: `${folder}/`, readable: [folder, ws] };
}

/**
 * The bundled process beside the built server (dist/pyodide-process.js), or, from source (tests,
 * `npm run dev`), the TypeScript entry bundled once by esbuild into a temporary folder: the
 * process cannot use tsx, whose compiler runs as a child process the sandbox forbids.
 */
async function findScript(): Promise<{ script: string; readable: string[] }> {
  if (!isSource) {
    const script = fileURLToPath(new URL('./pyodide-process.js', import.meta.url));
    // Node reads the nearest package.json to learn that a .js file is a module.
    const packageJson = fileURLToPath(new URL('../package.json', import.meta.url));
    return { script, readable: [script, packageJson] };
  }
  const { build } = await import('esbuild');
  const folder = await mkdtemp(join(tmpdir(), 'polymath-pyodide-entry-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const script = join(folder, 'pyodide-process.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../pyodide-process.ts', import.meta.url))],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return { script, readable: [folder] };
}

let entry: Promise<PythonProcessEntry> | undefined;

/** Where the Python process and Pyodide's files are, found once per server. */
export function findPythonProcessEntry(): Promise<PythonProcessEntry> {
  entry ??= Promise.all([findScript(), findPyodideFolder()]).then(([script, pyodide]) => ({
    script: script.script,
    pyodideFolder: pyodide.folder,
    readablePaths: [...script.readable, ...pyodide.readable],
  }));
  entry.catch(() => {
    entry = undefined;
  });
  return entry;
}
