import { AUTO_PROMPTS, type CreateAutoPrompt } from '@polymath/shared';

/** What each quick-start template asks the assistant, by its name in AUTO_PROMPTS.templates. */
const TEMPLATE_PROMPTS: Record<(typeof AUTO_PROMPTS.templates)[number]['name'], string> = {
  'Daily Check-in':
    'Good morning! Help me plan my day: ask what I want to get done today and help me pick my top three priorities.',
  'Learning Reminder':
    'Time for a short learning session. Give me a quick review question on something I have been learning, then suggest one next step.',
  'Break Reminder':
    'I have been working for a while. Remind me to take a short break and suggest a two-minute stretch or breathing exercise.',
  'Evening Reflection':
    'Help me reflect on my day: what went well, what I learned, and one thing I want to do better tomorrow.',
};

/** A quick-start template (001 §9): the spec's name and trigger, with the prompt it sends. */
export type AutoPromptTemplate = CreateAutoPrompt & { triggerType: 'interval' | 'time' };

/** The four quick-start templates, in the spec's order. */
export const AUTO_PROMPT_TEMPLATES: readonly AutoPromptTemplate[] = AUTO_PROMPTS.templates.map(
  (template) => ({ ...template, prompt: TEMPLATE_PROMPTS[template.name] }),
);
