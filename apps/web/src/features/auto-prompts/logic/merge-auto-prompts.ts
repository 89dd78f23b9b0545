import type { AutoPrompt } from '@polymath/shared';

/** What this browser changed since the server last took its list. */
export interface LocalChanges {
  /** Prompts added or changed here and not yet saved on the server. */
  changedIds: ReadonlySet<string>;
  /** Prompts deleted here and not yet deleted on the server. */
  deletedIds: ReadonlySet<string>;
}

/**
 * The list after reading the server's (at sign-in and when the manager opens): the server's copy
 * wins for the prompts it has, unless this browser changed that prompt since its last save (that
 * change is on its way). A prompt only this browser has is kept to be uploaded when it was made
 * here, and dropped when the server had it before (`serverHadIds`): another browser deleted it. A
 * prompt deleted here and not yet on the server stays deleted. Order: this browser's, then the
 * server's others.
 */
export function mergeAutoPrompts(
  local: readonly AutoPrompt[],
  server: readonly AutoPrompt[],
  changes: LocalChanges,
  serverHadIds: ReadonlySet<string> = new Set(),
): AutoPrompt[] {
  const serverById = new Map(server.map((prompt) => [prompt.id, prompt]));
  const localIds = new Set(local.map((prompt) => prompt.id));
  const kept = local.flatMap((prompt) => {
    const fromServer = serverById.get(prompt.id);
    if (changes.changedIds.has(prompt.id)) return [prompt];
    if (fromServer) return [fromServer];
    return serverHadIds.has(prompt.id) ? [] : [prompt];
  });
  const onlyOnServer = server.filter(
    (prompt) => !localIds.has(prompt.id) && !changes.deletedIds.has(prompt.id),
  );
  return [...kept, ...onlyOnServer];
}
