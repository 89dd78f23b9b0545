import { readdir, readFile } from 'node:fs/promises';

/** One process of a tree and its resident memory. */
export interface ProcessMemory {
  pid: number;
  /** What it runs, shortened: the script's file name, or the executable's. */
  name: string;
  rssBytes: number;
}

async function readStatus(pid: number): Promise<{ ppid: number; rssBytes: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { ppid: field('PPid'), rssBytes: field('VmRSS') * 1024 };
  } catch {
    return null; // it ended while the tree was read
  }
}

async function nameOf(pid: number): Promise<string> {
  const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
  const script = argv.slice(1).find((arg) => /\.(m?js|ts)$/.test(arg));
  return (script ?? argv[0] ?? String(pid)).split('/').pop() ?? String(pid);
}

/** The resident memory of `rootPid` and every process below it (Linux /proc). */
export async function processTreeMemory(rootPid: number): Promise<ProcessMemory[]> {
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const statuses = new Map<number, { ppid: number; rssBytes: number }>();
  await Promise.all(
    pids.map(async (pid) => {
      const status = await readStatus(pid);
      if (status) statuses.set(pid, status);
    }),
  );
  const tree: ProcessMemory[] = [];
  const visit = async (pid: number) => {
    const status = statuses.get(pid);
    if (!status) return;
    tree.push({ pid, name: await nameOf(pid), rssBytes: status.rssBytes });
    for (const [child, { ppid }] of statuses) if (ppid === pid) await visit(child);
  };
  await visit(rootPid);
  return tree;
}
