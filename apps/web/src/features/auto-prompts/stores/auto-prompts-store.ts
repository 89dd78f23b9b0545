import { create } from 'zustand';
import type { AutoPrompt, CreateAutoPrompt } from '@polymath/shared';
import { createId } from '@/lib/create-id';
import { keepUnchanged } from '../logic/same-prompt';
import { fire } from '../logic/schedule';
import {
  readStoredAutoPrompts,
  removeStoredAutoPrompts,
  writeStoredAutoPrompts,
} from './auto-prompts-storage';

interface AutoPromptsState {
  /** Newest first. */
  prompts: AutoPrompt[];
  /** Adds a prompt from the create form or a template, active and never fired; returns it. */
  addPrompt: (input: CreateAutoPrompt, now: Date) => AutoPrompt;
  /** Pauses (false) or resumes (true) a prompt. */
  setActive: (id: string, isActive: boolean) => void;
  removePrompt: (id: string) => void;
  /** Records one firing: executionCount + 1, lastTriggered, inactive at maxExecutions. */
  recordFiring: (id: string, now: Date) => void;
  /** Replaces the list (the server sync's merge). */
  replaceAll: (prompts: AutoPrompt[]) => void;
  /** Takes what storage holds now: another tab of this browser may have changed or fired a prompt. */
  reloadFromStorage: () => void;
  /** Forgets every prompt in this browser (sign-out). */
  clear: () => void;
}

/**
 * The auto prompts of this browser, kept in local storage (001 §3) and written through on every
 * change, synchronously: another tab's 60-second check reads the same storage before it fires, so
 * a prompt one tab has just fired is not fired again by the other.
 */
export const useAutoPromptsStore = create<AutoPromptsState>()((set, get) => {
  const commit = (prompts: AutoPrompt[]) => {
    writeStoredAutoPrompts(prompts);
    set({ prompts });
  };
  const update = (id: string, change: (prompt: AutoPrompt) => AutoPrompt) =>
    commit(get().prompts.map((prompt) => (prompt.id === id ? change(prompt) : prompt)));

  return {
    prompts: readStoredAutoPrompts(),
    addPrompt: (input, now) => {
      const prompt: AutoPrompt = {
        ...input,
        id: createId(),
        isActive: true,
        executionCount: 0,
        lastTriggered: null,
        createdAt: now.toISOString(),
      };
      commit([prompt, ...get().prompts]);
      return prompt;
    },
    setActive: (id, isActive) => update(id, (prompt) => ({ ...prompt, isActive })),
    removePrompt: (id) => commit(get().prompts.filter((prompt) => prompt.id !== id)),
    recordFiring: (id, now) => update(id, (prompt) => fire(prompt, now)),
    replaceAll: (prompts) => commit(keepUnchanged(get().prompts, prompts)),
    reloadFromStorage: () => {
      const current = get().prompts;
      const stored = keepUnchanged(current, readStoredAutoPrompts());
      if (stored !== current) set({ prompts: stored });
    },
    clear: () => {
      removeStoredAutoPrompts();
      set({ prompts: [] });
    },
  };
});
