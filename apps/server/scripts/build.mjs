// Bundles the server into dist/server.js, with its worker threads (the JavaScript runner's, the
// citation engines', the city index's) and the chunks they share, and each child process it
// starts beside itself (the file reader, the Python process) into one file of its own. Our code
// and @polymath/shared (TypeScript source) go in; every npm dependency stays external and is
// loaded from node_modules at run time. The committed migrations are not copied: the server finds
// apps/server/drizzle from its own location. A new, migrated PGlite cluster goes to
// dist/initial-database for servers on a new data folder.
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const bundled = new Set(['@polymath/shared']);
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await rm(join(root, 'dist'), { recursive: true, force: true });
const common = {
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // esbuild bundles the Python process itself only when the server runs from source.
  external: [...external, 'esbuild'],
  metafile: true,
  logLevel: 'warning',
};
const result = await build({
  ...common,
  // The server and its worker threads. A module the server imports on first use (the S3 store,
  // Stripe, ...) becomes a chunk of its own, so the packages it needs load then rather than at
  // start.
  entryPoints: {
    server: join(root, 'src/server.ts'),
    'quickjs-worker': join(root, 'src/modules/code/runners/quickjs-worker.ts'),
    'citation-worker': join(root, 'src/modules/productivity/formats/citation-worker.ts'),
    'city-worker': join(root, 'src/modules/reference/city-worker.ts'),
  },
  splitting: true,
});
// The child processes, each one file: the Python process may read only its own script (Node's
// permission model), and none of them should wait on the server's chunks.
const children = await build({
  ...common,
  entryPoints: {
    'extract-worker': join(root, 'src/modules/files/extraction/extract-worker.ts'),
    'pyodide-process': join(root, 'src/modules/code/runners/pyodide-process.ts'),
    'make-initial-database': join(root, 'src/db/make-initial-database.ts'),
  },
});

// Packages only some servers need, or that load on first use: a static import path from the
// server's entry to one of them would load it at every start (seconds and megabytes on a Pi).
const LOADED_ON_FIRST_USE = [
  'stripe',
  'nodemailer',
  'openid-client',
  '@aws-sdk/client-s3',
  'mathjs',
];
const startImports = new Set();
const visit = (output) => {
  for (const { path, kind, external } of result.metafile.outputs[output]?.imports ?? []) {
    if (kind !== 'import-statement') continue;
    if (external) startImports.add(path);
    else if (!startImports.has(path)) {
      startImports.add(path);
      visit(path);
    }
  }
};
visit('dist/server.js');
const loadedAtStart = LOADED_ON_FIRST_USE.filter((name) =>
  [...startImports].some((path) => path === name || path.startsWith(`${name}/`)),
);
if (loadedAtStart.length > 0) {
  throw new Error(
    `dist/server.js imports ${loadedAtStart.join(', ')} at start; import the module that needs it with await import() where it is first used`,
  );
}

const bytes = [result, children]
  .flatMap(({ metafile }) => Object.values(metafile.outputs))
  .reduce((sum, o) => sum + o.bytes, 0);
console.log(`server bundled into dist/ (${Math.round(bytes / 1024)} KiB with source maps)`);

const initialDatabase = join(root, 'dist', 'initial-database');
execFileSync(process.execPath, [join(root, 'dist', 'make-initial-database.js'), initialDatabase], {
  stdio: 'inherit',
});
console.log('new data folders start from dist/initial-database');
