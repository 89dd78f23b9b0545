/**
 * Unprivileged host uids handed to runs, one per run at a time: the process limit counts a uid's
 * processes across the host, so a fork bomb in one run must not use up another run's allowance.
 */
export function createUidPool(firstUid: number, size: number) {
  const taken = new Set<number>();
  return {
    take(): number {
      for (let uid = firstUid; uid < firstUid + size; uid++) {
        if (!taken.has(uid)) {
          taken.add(uid);
          return uid;
        }
      }
      throw new Error(`All ${size} sandbox uids are in use`);
    },
    release(uid: number): void {
      taken.delete(uid);
    },
  };
}
