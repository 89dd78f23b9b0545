import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readdir, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { SandboxLanguage, Toolchain } from './toolchain-table';
import { LANGUAGE_SPECS } from './toolchain-table';
import { SYSTEM_BINDS } from './system-binds';

const run = promisify(execFile);

/** The host tools every sandboxed run goes through. */
export interface SandboxTools {
  bwrap: string;
  prlimit: string;
  setpriv: string;
}

/** What this server can run: the sandbox tools (or why not) and each language's toolchain. */
export interface SandboxSetup {
  tools: SandboxTools | { missing: string };
  toolchains: Record<SandboxLanguage, Toolchain | { missing: string }>;
}

/** Where compilers are looked for when the runner is not told: the system's and rustup's. */
export const DEFAULT_SEARCH_DIRS = [
  '/usr/local/bin',
  '/usr/bin',
  '/bin',
  join(homedir(), '.cargo/bin'),
];

async function findExecutable(name: string, searchDirs: string[]): Promise<string | undefined> {
  for (const dir of searchDirs) {
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory; the next one may have it.
    }
  }
  return undefined;
}

/**
 * Puts a toolchain's root where the sandbox can see it: /usr is bound whole, anything else
 * (rustup under a home folder, a JDK in /opt) is bound read-only under /opt/<language>.
 */
function placeInSandbox(language: SandboxLanguage, hostRoot: string) {
  if (hostRoot === '/usr' || hostRoot.startsWith('/usr/')) {
    return { root: hostRoot, binds: [] };
  }
  const root = `/opt/${language}`;
  return { root, binds: [{ host: hostRoot, sandbox: root }] };
}

async function detectCpp(dirs: string[]): Promise<Toolchain | undefined> {
  const gpp = await findExecutable('g++', dirs);
  if (!gpp) return undefined;
  const real = await realpath(gpp);
  const { root, binds } = placeInSandbox('cpp', dirname(dirname(real)));
  return { binds, compiler: join(root, 'bin', real.split('/').pop() ?? 'g++') };
}

async function detectRust(dirs: string[]): Promise<Toolchain | undefined> {
  const rustc = await findExecutable('rustc', dirs);
  // rustc links through the system C compiler.
  if (!rustc || !(await findExecutable('cc', dirs))) return undefined;
  // A rustup proxy picks the toolchain from the host's settings: ask it for the real one once, so
  // the sandbox runs that compiler directly without rustup's files.
  const { stdout } = await run(rustc, ['--print', 'sysroot'], { timeout: 15_000 });
  const { root, binds } = placeInSandbox('rust', stdout.trim());
  return { binds, compiler: join(root, 'bin', 'rustc') };
}

async function detectGo(dirs: string[]): Promise<Toolchain | undefined> {
  const go = await findExecutable('go', dirs);
  if (!go) return undefined;
  const { root, binds } = placeInSandbox('go', dirname(dirname(await realpath(go))));
  return { binds, compiler: join(root, 'bin', 'go') };
}

async function detectJava(dirs: string[]): Promise<Toolchain | undefined> {
  const javac = await findExecutable('javac', dirs);
  if (!javac) return undefined;
  const { root, binds } = placeInSandbox('java', dirname(dirname(await realpath(javac))));
  // Debian's JDK keeps its security and logging settings in /etc/java-<n>-openjdk, linked from
  // the JDK's conf folder: without them the JVM stops at start.
  const etcDirs = (await readdir('/etc')).filter((name) => /^java-\d+-openjdk$/.test(name));
  for (const name of etcDirs) binds.push({ host: `/etc/${name}`, sandbox: `/etc/${name}` });
  return { binds, compiler: join(root, 'bin', 'javac'), runtime: join(root, 'bin', 'java') };
}

async function detectTools(dirs: string[]): Promise<SandboxTools | { missing: string }> {
  const bwrap = await findExecutable('bwrap', dirs);
  if (!bwrap) {
    return { missing: 'Sandboxed runs need bubblewrap: apt-get install -y bubblewrap' };
  }
  const prlimit = await findExecutable('prlimit', dirs);
  const setpriv = await findExecutable('setpriv', dirs);
  if (!prlimit || !setpriv) {
    return { missing: 'Sandboxed runs need prlimit and setpriv: apt-get install -y util-linux' };
  }
  // Each run drops to its own unprivileged host uid, which only root may switch to.
  if (process.getuid?.() !== 0) {
    return {
      missing:
        'Sandboxed runs need the server to run as root: each run drops to its own unprivileged uid',
    };
  }
  // A container without the right to make namespaces has bwrap but cannot use it.
  const probe = [...SYSTEM_BINDS, ...['--unshare-pid', '--unshare-net', '/usr/bin/true']];
  try {
    await run(bwrap, probe, { timeout: 15_000, env: {} });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n').slice(-2).join(' ') : '';
    return { missing: `Sandboxed runs need bubblewrap to work here, and it failed: ${reason}` };
  }
  return { bwrap, prlimit, setpriv };
}

async function orMissing(
  language: SandboxLanguage,
  detect: Promise<Toolchain | undefined>,
): Promise<Toolchain | { missing: string }> {
  const toolchain = await detect.catch(() => undefined);
  return toolchain ?? { missing: LANGUAGE_SPECS[language].installHint };
}

/** Looks for bwrap, its helpers and every toolchain in `searchDirs`. */
export async function detectSandboxSetup(searchDirs: string[]): Promise<SandboxSetup> {
  const [tools, java, cpp, rust, go] = await Promise.all([
    detectTools(searchDirs),
    orMissing('java', detectJava(searchDirs)),
    orMissing('cpp', detectCpp(searchDirs)),
    orMissing('rust', detectRust(searchDirs)),
    orMissing('go', detectGo(searchDirs)),
  ]);
  return { tools, toolchains: { java, cpp, rust, go } };
}
