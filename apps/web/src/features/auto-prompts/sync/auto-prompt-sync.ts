import type { AutoPrompt } from '@polymath/shared';
import type { AutoPromptsApi } from '../api/auto-prompts-api';
import { mergeAutoPrompts } from '../logic/merge-auto-prompts';
import { isSamePrompt } from '../logic/same-prompt';

/** A change is saved this long after it, so a burst of clicks makes one PUT. */
export const AUTO_PROMPT_SAVE_DELAY_MS = 1_000;

/** The list the sync reads and writes (the auto prompts store). */
export interface SyncedPromptStore {
  get: () => AutoPrompt[];
  set: (prompts: AutoPrompt[]) => void;
  /** Calls the listener after every change of the list, with the list before it. */
  subscribe: (listener: (current: AutoPrompt[], previous: AutoPrompt[]) => void) => () => void;
  /** The ids the server had at the last read or save, kept across reloads. */
  readServerIds: () => ReadonlySet<string>;
  writeServerIds: (ids: readonly string[]) => void;
}

/** A running sync of one signed-in user's auto prompts. */
export interface AutoPromptSync {
  /** Reads the server's list and merges it in (sign-in, the manager opening). */
  pull: () => Promise<void>;
  /** Sends a change waiting for its delay now (the page going away). */
  flush: () => Promise<void>;
  stop: () => void;
}

function isSameList(a: readonly AutoPrompt[], b: readonly AutoPrompt[]): boolean {
  return a.length === b.length && a.every((prompt, index) => isSamePrompt(prompt, b[index]!));
}

/**
 * Keeps a signed-in user's auto prompts on the server as well as in this browser. Each change here
 * sends the whole list (PUT) after AUTO_PROMPT_SAVE_DELAY_MS. Nothing is sent before the server's
 * list has been read once: a browser that has not seen it would otherwise overwrite prompts made
 * in another browser. A prompt the server had and no longer has was deleted in another browser, so
 * the read drops it here rather than uploading it again. Failures are logged and tried again at
 * the next change or pull.
 */
export function startAutoPromptSync({
  api,
  store,
  saveDelayMs = AUTO_PROMPT_SAVE_DELAY_MS,
}: {
  api: AutoPromptsApi;
  store: SyncedPromptStore;
  saveDelayMs?: number;
}): AutoPromptSync {
  const changedIds = new Set<string>();
  const deletedIds = new Set<string>();
  let hasPulled = false;
  let isStopped = false;
  let isApplying = false;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> | null = null;
  let isSaveRequested = false;
  let pulling: Promise<void> | null = null;

  const noteChanges = (current: AutoPrompt[], previous: AutoPrompt[]) => {
    const previousById = new Map(previous.map((prompt) => [prompt.id, prompt]));
    const currentIds = new Set<string>();
    for (const prompt of current) {
      currentIds.add(prompt.id);
      if (previousById.get(prompt.id) === prompt) continue;
      changedIds.add(prompt.id);
      deletedIds.delete(prompt.id);
    }
    for (const id of previousById.keys()) {
      if (currentIds.has(id)) continue;
      deletedIds.add(id);
      changedIds.delete(id);
    }
  };

  const sendList = async (): Promise<void> => {
    const sentChanges = new Set(changedIds);
    const sentDeletions = new Set(deletedIds);
    changedIds.clear();
    deletedIds.clear();
    const sent = store.get();
    const result = await api.save(sent);
    if (result.ok) {
      // After a sign-out, what this account's server had is no longer this browser's business.
      if (!isStopped) store.writeServerIds(sent.map((prompt) => prompt.id));
      return;
    }
    console.warn('[auto-prompts] saving the auto prompts on the server failed', result.error);
    // Still to send: unless changed again meanwhile, the same way.
    for (const id of sentChanges) if (!deletedIds.has(id)) changedIds.add(id);
    for (const id of sentDeletions) if (!changedIds.has(id)) deletedIds.add(id);
  };

  const save = async (): Promise<void> => {
    if (isStopped || !hasPulled) return;
    if (saving) {
      isSaveRequested = true;
      return saving;
    }
    saving = (async () => {
      do {
        isSaveRequested = false;
        await sendList();
      } while (isSaveRequested && !isStopped);
    })();
    try {
      await saving;
    } finally {
      saving = null;
    }
  };

  const pullOnce = async (): Promise<void> => {
    const result = await api.load();
    if (isStopped) return;
    if (!result.ok) {
      console.warn('[auto-prompts] reading the auto prompts from the server failed', result.error);
      return;
    }
    const server = result.data.autoPrompts;
    const merged = mergeAutoPrompts(
      store.get(),
      server,
      { changedIds, deletedIds },
      store.readServerIds(),
    );
    store.writeServerIds(server.map((prompt) => prompt.id));
    isApplying = true;
    try {
      store.set(merged);
    } finally {
      isApplying = false;
    }
    hasPulled = true;
    if (!isSameList(merged, server)) await save();
  };

  const pull = (): Promise<void> => {
    if (isStopped) return Promise.resolve();
    pulling ??= pullOnce().finally(() => {
      pulling = null;
    });
    return pulling;
  };

  const scheduleSave = () => {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      saveTimer = null;
      // Until the server's list has been read, a change waits for that read (which then sends it).
      void (hasPulled ? save() : pull());
    }, saveDelayMs);
  };

  const unsubscribe = store.subscribe((current, previous) => {
    if (isApplying || isStopped) return;
    noteChanges(current, previous);
    if (changedIds.size > 0 || deletedIds.size > 0) scheduleSave();
  });

  return {
    pull,
    flush: async () => {
      if (saveTimer === null) return;
      clearTimeout(saveTimer);
      saveTimer = null;
      await (hasPulled ? save() : pull());
    },
    stop: () => {
      isStopped = true;
      if (saveTimer !== null) clearTimeout(saveTimer);
      unsubscribe();
    },
  };
}
