import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's folder, where its Vite configuration is. */
const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));
/** Only the tail of a failed build's output is kept for the error message. */
const OUTPUT_TAIL_CHARS = 4_000;

/** A throw-away build of the web app; remove it when done. */
export interface ProfilingBuild {
  distDir: string;
  remove(): Promise<void>;
}

function viteCli(): string {
  const require = createRequire(join(WEB_DIR, 'package.json'));
  return join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}

/**
 * Builds the web app in Vite's `profiling` mode (apps/web/vite.config.ts) into a temporary folder:
 * the production app with React's profiling build, whose <Profiler> callbacks count renders. The
 * shipped `apps/web/dist` is left as it is.
 */
export async function buildProfilingWeb(): Promise<ProfilingBuild> {
  const distDir = await mkdtemp(join(tmpdir(), 'polymath-bench-web-profiling-'));
  const child = spawn(
    process.execPath,
    [viteCli(), 'build', '--mode', 'profiling', '--outDir', distDir, '--emptyOutDir'],
    { cwd: WEB_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const remove = () => rm(distDir, { recursive: true, force: true });
  if (exitCode !== 0) {
    await remove();
    throw new Error(`The profiling build of the web app failed (exit ${exitCode}):\n${output}`);
  }
  return { distDir, remove };
}
