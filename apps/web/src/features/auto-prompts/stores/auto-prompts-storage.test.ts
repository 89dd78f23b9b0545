import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@polymath/shared';
import { makeAutoPrompt } from '../testing/auto-prompt-fixtures';
import {
  readServerPromptIds,
  readStoredAutoPrompts,
  removeStoredAutoPrompts,
  writeServerPromptIds,
  writeStoredAutoPrompts,
} from './auto-prompts-storage';

describe('auto prompts in local storage', () => {
  it('keeps them under autoPrompts and reads them back', () => {
    const prompts = [
      makeAutoPrompt('a'),
      makeAutoPrompt('b', { triggerType: 'time', triggerValue: '18:00' }),
    ];
    expect(writeStoredAutoPrompts(prompts)).toBe(true);
    expect(STORAGE_KEYS.autoPrompts).toBe('autoPrompts');
    expect(JSON.parse(window.localStorage.getItem('autoPrompts') ?? 'null')).toHaveLength(2);
    expect(readStoredAutoPrompts()).toEqual(prompts);
  });

  it('drops damaged entries and keeps the rest', () => {
    const good = makeAutoPrompt('good');
    window.localStorage.setItem(
      'autoPrompts',
      JSON.stringify([
        good,
        { id: 'no-name', prompt: 'Hello' },
        { ...makeAutoPrompt('bad-time'), triggerType: 'time', triggerValue: '25:00' },
        { ...makeAutoPrompt('bad-count'), executionCount: -1 },
        'not a prompt',
        null,
        { ...good, name: 'Duplicate id' },
      ]),
    );
    expect(readStoredAutoPrompts()).toEqual([good]);
  });

  it('fills in the defaults of a prompt stored by an older version', () => {
    window.localStorage.setItem(
      'autoPrompts',
      JSON.stringify([{ id: 'old', name: 'Stretch', prompt: 'Remind me to stretch' }]),
    );
    expect(readStoredAutoPrompts()).toEqual([
      {
        id: 'old',
        name: 'Stretch',
        prompt: 'Remind me to stretch',
        triggerType: 'interval',
        triggerValue: '30',
        isActive: true,
        executionCount: 0,
        lastTriggered: null,
      },
    ]);
  });

  it('reads nothing from text that is not a list', () => {
    window.localStorage.setItem('autoPrompts', '{not json');
    expect(readStoredAutoPrompts()).toEqual([]);
    window.localStorage.setItem('autoPrompts', JSON.stringify({ id: 'a' }));
    expect(readStoredAutoPrompts()).toEqual([]);
  });

  it('remembers which prompts the server had, ignoring a damaged value', () => {
    expect(readServerPromptIds()).toEqual(new Set());
    writeServerPromptIds(['a', 'b']);
    expect(readServerPromptIds()).toEqual(new Set(['a', 'b']));
    window.localStorage.setItem(STORAGE_KEYS.autoPromptsOnServer, '[1, "c"');
    expect(readServerPromptIds()).toEqual(new Set());
    window.localStorage.setItem(STORAGE_KEYS.autoPromptsOnServer, '[1, "c"]');
    expect(readServerPromptIds()).toEqual(new Set(['c']));
  });

  it('forgets the prompts and what the server had at sign-out', () => {
    writeStoredAutoPrompts([makeAutoPrompt('a')]);
    writeServerPromptIds(['a']);
    removeStoredAutoPrompts();
    expect(readStoredAutoPrompts()).toEqual([]);
    expect(readServerPromptIds()).toEqual(new Set());
  });
});
