import { beforeEach, describe, expect, it } from 'vitest';
import { CODE, STORAGE_KEYS } from '@polymath/shared';
import { LANGUAGE_DETAILS } from '../logic/languages';
import { currentCode, openVibeCoding, useVibeCodingStore } from './vibe-coding-store';

const run = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  language: 'python' as const,
  code: `print(${index})`,
  success: true,
  output: `${index}\n`,
  executionTime: 12,
  timestamp: new Date(2026, 10, 26, 1, index).toISOString(),
});

describe('the Vibe-Coding store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useVibeCodingStore.setState({
      isOpen: false,
      language: 'javascript',
      codes: {},
      executions: [],
    });
  });

  it('starts each language from its starter and keeps what the user writes per language', () => {
    expect(currentCode(useVibeCodingStore.getState())).toBe(LANGUAGE_DETAILS.javascript.starter);
    useVibeCodingStore.getState().setCode('let a = 1;');
    useVibeCodingStore.getState().setLanguage('python');
    expect(currentCode(useVibeCodingStore.getState())).toBe(LANGUAGE_DETAILS.python.starter);
    useVibeCodingStore.getState().setLanguage('javascript');
    expect(currentCode(useVibeCodingStore.getState())).toBe('let a = 1;');
  });

  it('keeps the last ten runs, newest first', () => {
    for (let index = 1; index <= 12; index += 1)
      useVibeCodingStore.getState().recordExecution(run(index));
    const { executions } = useVibeCodingStore.getState();
    expect(executions).toHaveLength(CODE.recentExecutions);
    expect(executions[0]?.code).toBe('print(12)');
  });

  it('keeps the code and runs across a reload, but never that the overlay was open', () => {
    openVibeCoding();
    useVibeCodingStore.getState().setCode('console.log(2)');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.vibeCoding) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state.codes).toEqual({ javascript: 'console.log(2)' });
    expect(stored.state).not.toHaveProperty('isOpen');
  });
});
