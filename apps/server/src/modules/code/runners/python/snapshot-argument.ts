/** The Python process's argument that makes it send a snapshot of its fresh interpreter. */
export const MAKE_SNAPSHOT_ARGUMENT = '--make-snapshot';
