import { AutoPromptSchema, STORAGE_KEYS, type AutoPrompt } from '@polymath/shared';
import { readStorage, removeStorage, writeStorage } from '@/lib/local-storage';

/**
 * The prompts kept under STORAGE_KEYS.autoPrompts (001 §3: `autoPrompts`), as a JSON list. Every
 * entry is checked on read: one that is damaged, hand-edited or from an older shape is dropped
 * (and the rest kept), never trusted and never a crash.
 */
export function readStoredAutoPrompts(): AutoPrompt[] {
  const raw = readStorage(STORAGE_KEYS.autoPrompts);
  if (raw === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const seenIds = new Set<string>();
  const prompts: AutoPrompt[] = [];
  for (const entry of stored) {
    const parsed = AutoPromptSchema.safeParse(entry);
    if (!parsed.success || seenIds.has(parsed.data.id)) continue;
    seenIds.add(parsed.data.id);
    prompts.push(parsed.data);
  }
  return prompts;
}

/** Keeps the prompts in this browser; returns whether storage took them. */
export function writeStoredAutoPrompts(prompts: readonly AutoPrompt[]): boolean {
  return writeStorage(STORAGE_KEYS.autoPrompts, JSON.stringify(prompts));
}

/** Forgets this browser's copy (sign-out: the prompts belong to the account). */
export function removeStoredAutoPrompts(): void {
  removeStorage(STORAGE_KEYS.autoPrompts);
  removeStorage(STORAGE_KEYS.autoPromptsOnServer);
}

/** The ids the server had at this browser's last read or save (none before the first). */
export function readServerPromptIds(): Set<string> {
  const raw = readStorage(STORAGE_KEYS.autoPromptsOnServer);
  if (raw === null) return new Set();
  try {
    const stored: unknown = JSON.parse(raw);
    return new Set(
      Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

/** Remembers which prompts the server has now. */
export function writeServerPromptIds(ids: readonly string[]): void {
  writeStorage(STORAGE_KEYS.autoPromptsOnServer, JSON.stringify(ids));
}
