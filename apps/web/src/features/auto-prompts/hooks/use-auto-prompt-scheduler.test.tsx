import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { AUTO_PROMPTS } from '@polymath/shared';
import { useToastStore } from '@/components/ui/use-toast';
import { readStoredAutoPrompts } from '../stores/auto-prompts-storage';
import { useAutoPromptsStore } from '../stores/auto-prompts-store';
import { makeAutoPrompt } from '../testing/auto-prompt-fixtures';
import { useAutoPromptScheduler } from './use-auto-prompt-scheduler';

const MINUTE = 60_000;
const START = new Date('2026-05-04T10:00:00.000Z');

function seed(...prompts: ReturnType<typeof makeAutoPrompt>[]) {
  window.localStorage.setItem('autoPrompts', JSON.stringify(prompts));
  useAutoPromptsStore.getState().reloadFromStorage();
}

const nextCheck = () => act(() => vi.advanceTimersByTimeAsync(AUTO_PROMPTS.checkIntervalMs));

describe('the auto prompt check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a due interval prompt into the chat at the next minute’s check, and counts it', async () => {
    seed(
      makeAutoPrompt('a', {
        name: 'Stretch',
        prompt: 'Remind me to stretch',
        triggerValue: '2',
        createdAt: START.toISOString(),
      }),
    );
    const send = vi.fn(() => true);
    renderHook(() => useAutoPromptScheduler(send));

    await nextCheck();
    expect(send).not.toHaveBeenCalled();
    await nextCheck();
    expect(send).toHaveBeenCalledExactlyOnceWith('Remind me to stretch');
    expect(readStoredAutoPrompts()[0]).toMatchObject({
      executionCount: 1,
      lastTriggered: new Date(START.getTime() + 2 * MINUTE).toISOString(),
    });
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ title: 'Auto prompt sent' });

    await nextCheck();
    expect(send).toHaveBeenCalledOnce();
    await nextCheck();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops at the maximum and never sends a paused prompt', async () => {
    seed(
      makeAutoPrompt('once', {
        prompt: 'Once only',
        triggerValue: '1',
        maxExecutions: 1,
        createdAt: START.toISOString(),
      }),
      makeAutoPrompt('paused', {
        prompt: 'Paused',
        triggerValue: '1',
        isActive: false,
        createdAt: START.toISOString(),
      }),
    );
    const send = vi.fn(() => true);
    renderHook(() => useAutoPromptScheduler(send));
    for (let minute = 0; minute < 5; minute += 1) await nextCheck();
    expect(send.mock.calls).toEqual([['Once only']]);
    expect(readStoredAutoPrompts()[0]).toMatchObject({ executionCount: 1, isActive: false });
  });

  it('tries again next minute when the chat is still answering, counting nothing meanwhile', async () => {
    seed(
      makeAutoPrompt('a', { prompt: 'Ping', triggerValue: '1', createdAt: START.toISOString() }),
    );
    let isBusy = true;
    const send = vi.fn(() => !isBusy);
    renderHook(() => useAutoPromptScheduler(send));
    await nextCheck();
    expect(send).toHaveBeenCalledOnce();
    expect(readStoredAutoPrompts()[0]?.executionCount).toBe(0);

    isBusy = false;
    await nextCheck();
    expect(send).toHaveBeenCalledTimes(2);
    expect(readStoredAutoPrompts()[0]?.executionCount).toBe(1);
  });

  it('sees a prompt another tab has just fired as fired', async () => {
    const prompt = makeAutoPrompt('a', {
      prompt: 'Ping',
      triggerValue: '1',
      createdAt: START.toISOString(),
    });
    seed(prompt);
    const send = vi.fn(() => true);
    renderHook(() => useAutoPromptScheduler(send));
    // The other tab fires it just before this tab's check.
    window.localStorage.setItem(
      'autoPrompts',
      JSON.stringify([
        {
          ...prompt,
          executionCount: 1,
          lastTriggered: new Date(START.getTime() + 59_000).toISOString(),
        },
      ]),
    );
    await nextCheck();
    expect(send).not.toHaveBeenCalled();
    expect(useAutoPromptsStore.getState().prompts[0]?.executionCount).toBe(1);
  });

  it('stops checking once unmounted', async () => {
    seed(makeAutoPrompt('a', { triggerValue: '1', createdAt: START.toISOString() }));
    const send = vi.fn(() => true);
    const { unmount } = renderHook(() => useAutoPromptScheduler(send));
    unmount();
    await nextCheck();
    await nextCheck();
    expect(send).not.toHaveBeenCalled();
  });
});
