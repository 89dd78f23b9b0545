import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises the Node.js version in the root package.json's `engines`; every installed
 * package must run on it, or `npm ci` warns (EBADENGINE) and a newcomer on that version gets a
 * dependency built for a newer one. A version bump that needs a newer Node fails here, naming the
 * package, until it is pinned back or the project moves on (README, package.json and .ci/run).
 */

const ROOT = new URL('..', import.meta.url);

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, ROOT), 'utf8')) as T;
}

const manifest = readJson<{ engines: { node: string } }>('package.json');
const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
const oldestNode = semver.minVersion(manifest.engines.node);

describe('the Node.js version the project supports', () => {
  it('is stated in the README as the root manifest states it', () => {
    expect(oldestNode).not.toBeNull();
    const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
    const { major, minor } = oldestNode!;
    expect(readme).toContain(`Node.js ${major}.${minor} or later`);
  });

  it('runs every installed package', () => {
    const unsupported = Object.entries(lock.packages).flatMap(([path, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      if (!path || !range) return [];
      return semver.satisfies(oldestNode!, range, { includePrerelease: true })
        ? []
        : [`${path.replace(/^.*node_modules\//, '')}@${locked.version} needs node ${range}`];
    });
    expect(unsupported).toEqual([]);
  });
});
