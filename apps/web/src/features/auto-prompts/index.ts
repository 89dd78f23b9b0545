/**
 * Auto prompts (001 §2 Auto Prompt Manager, §4): prompts kept in this browser (and a signed-in
 * user's account) that send themselves into the chat on a schedule. The app mounts the scheduler
 * and the sync once; the manager dialog loads lazily from
 * `components/auto-prompt-manager-dialog`.
 */
export { useAutoPromptScheduler } from './hooks/use-auto-prompt-scheduler';
export { useAutoPromptSync } from './sync/use-auto-prompt-sync';
export type { SendToChat } from './stores/run-prompts';
