import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildOptions, BuildResult, OutputFile } from 'esbuild';
import { SERVER_ROOT } from '../config/paths';

/**
 * The script of the worker `name`, for a module at `callerUrl` (its `import.meta.url`): bundled,
 * the file dist/<name>.js beside dist/server.js (scripts/build.mjs makes one per worker); running
 * from source (tests, `npm run dev`), the TypeScript file beside the caller bundled once per
 * process the same way (see bundleFromSource).
 */
export function workerEntryOf(name: string, callerUrl: string): URL {
  if (!callerUrl.endsWith('.ts')) return new URL(`./${name}.js`, callerUrl);
  return bundleFromSource(name, new URL(`./${name}.ts`, callerUrl));
}

const bundles = new Map<string, URL>();

/**
 * Bundles a worker's TypeScript with esbuild as scripts/build.mjs does (our code and
 * @polymath/shared in, npm dependencies external) into the server's node_modules/.cache, so those
 * dependencies resolve as they do for dist/. The file is named by its content: every process
 * running the same source shares it, and nothing needs removing when one is killed. Each worker
 * registering tsx's loader for itself instead took twice as long to start, which tests starting
 * one per JavaScript run felt.
 */
function bundleFromSource(name: string, source: URL): URL {
  const made = bundles.get(name);
  if (made) return made;
  const manifest = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies ?? {})
    .filter((dependency) => dependency !== '@polymath/shared')
    .flatMap((dependency) => [dependency, `${dependency}/*`]);
  // esbuild is a development dependency: loaded here only, when running from source.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as {
    buildSync: (options: BuildOptions & { write: false }) => BuildResult & {
      outputFiles: OutputFile[];
    };
  };
  const [output] = buildSync({
    entryPoints: [fileURLToPath(source)],
    outfile: `${name}.mjs`,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  }).outputFiles;
  if (!output) throw new Error(`esbuild made nothing of ${source.href}`);
  const digest = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
  const folder = join(SERVER_ROOT, 'node_modules', '.cache', 'polymath-workers', digest);
  // .mjs: an ES module wherever it sits, whatever package.json is nearest.
  const file = join(folder, `${name}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    // Written whole, then renamed: a process starting the same worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, output.contents);
    renameSync(partial, file);
  }
  const script = pathToFileURL(file);
  bundles.set(name, script);
  return script;
}
