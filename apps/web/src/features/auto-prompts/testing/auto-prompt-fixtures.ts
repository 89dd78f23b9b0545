import { AutoPromptSchema, type AutoPrompt } from '@polymath/shared';

/** An auto prompt as stored, valid by the shared schema. */
export function makeAutoPrompt(id: string, overrides: Partial<AutoPrompt> = {}): AutoPrompt {
  return AutoPromptSchema.parse({
    id,
    name: `Prompt ${id}`,
    prompt: `Say ${id}`,
    triggerType: 'interval',
    triggerValue: '30',
    isActive: true,
    executionCount: 0,
    lastTriggered: null,
    createdAt: '2026-05-04T08:00:00.000Z',
    ...overrides,
  });
}
