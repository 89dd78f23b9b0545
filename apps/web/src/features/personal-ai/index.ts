/**
 * The Personal AI Assistant (001 §2): a signed-in user's preferences, insights, learning progress
 * and the assistant's personality. The app loads the dialog lazily from
 * `components/personal-ai-dialog`.
 */
export type { PersonalAiDialogProps } from './components/personal-ai-dialog';
