import type { SandboxTools } from './detect-toolchains';
import { SYSTEM_BINDS } from './system-binds';
import type { Toolchain } from './toolchain-table';

/** The rlimits of one phase (compile or run), applied by prlimit before the sandbox starts. */
export interface PhaseLimits {
  addressSpaceMb: number;
  /** Writable memory (heap, stacks), when the phase is held by it. */
  dataMb?: number;
  cpuSeconds: number;
  /** Processes and threads of the run's uid: a fork bomb hits this, not the host's pid space. */
  processes: number;
  fileSizeMb: number;
  openFiles: number;
}

export interface SandboxCommandInput {
  tools: SandboxTools;
  toolchain: Toolchain;
  /**
   * The host folder of the run. The compiler writes in it (at /work); the program only reads what
   * was compiled there (at /build) and writes in a small tmpfs at /work, so it cannot fill the
   * host's disk with files.
   */
  workDir: string;
  phase: 'compile' | 'run';
  /** The unprivileged host uid (and gid) the program runs as. */
  uid: number;
  argv: string[];
  env: Record<string, string>;
  limits: PhaseLimits;
}

const MB = 1024 * 1024;
const SCRATCH_TMP_BYTES = 128 * MB;
const RUN_WORK_BYTES = 64 * MB;

/**
 * The command line of one phase: prlimit → bwrap → setpriv → sh → the program. bwrap starts as
 * root so it can bind toolchains from folders the unprivileged uid could not open (rustup under
 * /root); setpriv then becomes that uid with no capabilities and no way back (no_new_privs), so
 * the program is an ordinary unprivileged host user in fresh mount, PID, network, IPC and UTS
 * namespaces whose file system is read-only but for /work and a small /tmp.
 */
export function buildSandboxCommand(input: SandboxCommandInput): { file: string; args: string[] } {
  const { tools, toolchain, workDir, phase, uid, argv, env, limits } = input;
  const binds = toolchain.binds.flatMap(({ host, sandbox }) => ['--ro-bind', host, sandbox]);
  const variables = Object.entries({
    PATH: '/usr/bin:/bin',
    HOME: '/work',
    LANG: 'C.UTF-8',
    ...env,
  }).flatMap(([name, value]) => ['--setenv', name, value]);
  const bwrapArgs = [
    ...SYSTEM_BINDS,
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    // Folders bwrap makes are root-only unless told: the program must be able to walk them.
    '--perms',
    '0755',
    '--dir',
    '/etc',
    '--perms',
    '0755',
    '--dir',
    '/opt',
    '--ro-bind',
    '/etc/alternatives',
    '/etc/alternatives',
    '--ro-bind-try',
    '/etc/ld.so.cache',
    '/etc/ld.so.cache',
    ...binds,
    ...(phase === 'compile'
      ? ['--bind', workDir, '/work']
      : [
          '--ro-bind',
          workDir,
          '/build',
          '--perms',
          '1777',
          '--size',
          String(RUN_WORK_BYTES),
          '--tmpfs',
          '/work',
        ]),
    '--chdir',
    '/work',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--perms',
    '1777',
    '--size',
    String(SCRATCH_TMP_BYTES),
    '--tmpfs',
    '/tmp',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--hostname',
    'sandbox',
    '--die-with-parent',
    '--new-session',
    '--cap-add',
    'CAP_SETUID',
    '--cap-add',
    'CAP_SETGID',
    '--clearenv',
    ...variables,
    '--',
    tools.setpriv,
    `--reuid=${uid}`,
    `--regid=${uid}`,
    '--clear-groups',
    '--no-new-privs',
    '--bounding-set=-all',
    '--inh-caps=-all',
    '--',
    // stderr joins stdout in the sandbox so the two come out interleaved as written.
    '/bin/sh',
    '-c',
    'exec "$@" 2>&1',
    'sh',
    ...argv,
  ];
  const prlimitArgs = [
    `--as=${limits.addressSpaceMb * MB}`,
    ...(limits.dataMb ? [`--data=${limits.dataMb * MB}`] : []),
    `--cpu=${limits.cpuSeconds}`,
    `--nproc=${limits.processes}`,
    `--fsize=${limits.fileSizeMb * MB}`,
    `--nofile=${limits.openFiles}`,
    '--core=0',
    '--',
    tools.bwrap,
  ];
  return { file: tools.prlimit, args: [...prlimitArgs, ...bwrapArgs] };
}
