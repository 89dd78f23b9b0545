import { describe, expect, it } from 'vitest';
import { AUTO_PROMPTS } from '../constants';
import { AutoPromptSchema, CreateAutoPromptSchema } from './auto-prompt.schemas';

describe('auto prompts', () => {
  it('creates an interval prompt of 30 minutes by default', () => {
    expect(
      CreateAutoPromptSchema.parse({ name: 'Stretch', prompt: 'Remind me to stretch' }),
    ).toEqual({
      name: 'Stretch',
      prompt: 'Remind me to stretch',
      triggerType: 'interval',
      triggerValue: '30',
    });
  });

  it('accepts every quick-start template', () => {
    for (const template of AUTO_PROMPTS.templates) {
      expect(CreateAutoPromptSchema.safeParse({ ...template, prompt: 'Go' }).success).toBe(true);
    }
  });

  it('refuses a time that is not HH:MM in 24 hours', () => {
    const base = { name: 'Late', prompt: 'Reflect', triggerType: 'time' };
    expect(CreateAutoPromptSchema.safeParse({ ...base, triggerValue: '24:00' }).success).toBe(
      false,
    );
    expect(CreateAutoPromptSchema.safeParse({ ...base, triggerValue: '9:00' }).success).toBe(false);
  });

  it('refuses an interval that is not a whole number of minutes', () => {
    const base = { name: 'Often', prompt: 'Ping' };
    expect(CreateAutoPromptSchema.safeParse({ ...base, triggerValue: '0' }).success).toBe(false);
    expect(CreateAutoPromptSchema.safeParse({ ...base, triggerValue: '1.5' }).success).toBe(false);
  });

  it('requires a name and a prompt', () => {
    expect(CreateAutoPromptSchema.safeParse({ name: ' ', prompt: 'Ping' }).success).toBe(false);
    expect(CreateAutoPromptSchema.safeParse({ name: 'Ping', prompt: '' }).success).toBe(false);
  });

  it('accepts only whole max executions', () => {
    const base = { name: 'Once', prompt: 'Ping' };
    expect(CreateAutoPromptSchema.safeParse({ ...base, maxExecutions: 3 }).success).toBe(true);
    expect(CreateAutoPromptSchema.safeParse({ ...base, maxExecutions: 1.5 }).success).toBe(false);
  });

  it('keeps condition triggers in storage but never creates them', () => {
    const stored = { id: 'a1', name: 'Mood', prompt: 'Cheer up', triggerType: 'condition' };
    const parsed = AutoPromptSchema.parse(stored);
    expect(parsed).toMatchObject({ isActive: true, executionCount: 0, lastTriggered: null });
    expect(CreateAutoPromptSchema.safeParse(stored).success).toBe(false);
  });
});
