import type { AutoPrompt } from '@polymath/shared';
import { isDue } from '../logic/schedule';
import { useAutoPromptsStore } from './auto-prompts-store';

/**
 * Sends a prompt into the chat as if the user had typed it. False when the chat cannot take it now
 * (an answer is still being written): the firing is then not counted.
 */
export type SendToChat = (text: string) => boolean;

/**
 * The 60-second check: fires the first due prompt (001 §4) and returns it, or null. One a check:
 * the chat answers one question at a time, so another due prompt waits for the next check (and a
 * prompt the chat could not take now is tried again then). Storage is read first, so a prompt
 * another tab of this browser has just fired is seen as fired.
 */
export function runDuePrompts(send: SendToChat, now: Date): AutoPrompt | null {
  const store = useAutoPromptsStore.getState();
  store.reloadFromStorage();
  for (const prompt of useAutoPromptsStore.getState().prompts) {
    if (!isDue(prompt, now)) continue;
    if (!send(prompt.prompt)) return null;
    store.recordFiring(prompt.id, now);
    return prompt;
  }
  return null;
}

/** Trigger now: sends the prompt at once, paused or not; false when the chat could not take it. */
export function triggerPromptNow(id: string, send: SendToChat, now: Date): boolean {
  const prompt = useAutoPromptsStore.getState().prompts.find((candidate) => candidate.id === id);
  if (!prompt || !send(prompt.prompt)) return false;
  useAutoPromptsStore.getState().recordFiring(id, now);
  return true;
}
