import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutoPrompt } from '@polymath/shared';
import type { ApiResult } from '@/lib/api-client';
import type { AutoPromptsApi } from '../api/auto-prompts-api';
import { makeAutoPrompt } from '../testing/auto-prompt-fixtures';
import { startAutoPromptSync, type SyncedPromptStore } from './auto-prompt-sync';

const DELAY_MS = 1_000;

/** A list in memory with the store's change notifications. */
function memoryStore(
  initial: AutoPrompt[],
  serverHadIds: string[] = [],
): SyncedPromptStore & { list: () => AutoPrompt[] } {
  let prompts = initial;
  let serverIds = new Set(serverHadIds);
  const listeners = new Set<(current: AutoPrompt[], previous: AutoPrompt[]) => void>();
  const set = (next: AutoPrompt[]) => {
    const previous = prompts;
    prompts = next;
    for (const listener of listeners) listener(next, previous);
  };
  return {
    get: () => prompts,
    set,
    list: () => prompts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readServerIds: () => serverIds,
    writeServerIds: (ids) => {
      serverIds = new Set(ids);
    },
  };
}

const ok = (autoPrompts: AutoPrompt[]): ApiResult<{ autoPrompts: AutoPrompt[] }> => ({
  ok: true,
  status: 200,
  data: { autoPrompts },
});
const failure: ApiResult<never> = { ok: false, status: 0, error: { message: 'offline' } };

/** A server keeping the list it was last sent. */
function fakeServer(initial: AutoPrompt[]) {
  let stored = initial;
  let isDown = false;
  const saved: AutoPrompt[][] = [];
  const api: AutoPromptsApi = {
    load: vi.fn(() => Promise.resolve(isDown ? failure : ok(stored))),
    save: vi.fn((prompts: AutoPrompt[]) => {
      if (isDown) return Promise.resolve(failure);
      stored = prompts;
      saved.push(prompts);
      return Promise.resolve(ok(prompts));
    }),
  };
  return {
    api,
    saved,
    stored: () => stored,
    setDown: (down: boolean) => {
      isDown = down;
    },
  };
}

const ids = (prompts: readonly AutoPrompt[]) => prompts.map(({ id }) => id);

describe('the auto prompt sync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('merges the server’s list at sign-in and uploads the prompts only this browser has', async () => {
    const server = fakeServer([
      makeAutoPrompt('shared', { executionCount: 4 }),
      makeAutoPrompt('other'),
    ]);
    const store = memoryStore([makeAutoPrompt('mine'), makeAutoPrompt('shared')]);
    const sync = startAutoPromptSync({ api: server.api, store, saveDelayMs: DELAY_MS });

    await sync.pull();
    expect(ids(store.list())).toEqual(['mine', 'shared', 'other']);
    expect(store.list()[1]?.executionCount).toBe(4);
    expect(server.saved).toHaveLength(1);
    expect(ids(server.stored())).toEqual(['mine', 'shared', 'other']);
    sync.stop();
  });

  it('does not bring back a prompt another browser deleted, after a reload here', async () => {
    const server = fakeServer([makeAutoPrompt('a'), makeAutoPrompt('b')]);
    const laptop = memoryStore([]);
    const laptopSync = startAutoPromptSync({
      api: server.api,
      store: laptop,
      saveDelayMs: DELAY_MS,
    });
    await laptopSync.pull();
    laptopSync.stop();
    const laptopServerIds = [...laptop.readServerIds()];

    // The phone deletes b; the laptop, reloaded later, still holds both in its storage.
    const phone = memoryStore([]);
    const phoneSync = startAutoPromptSync({ api: server.api, store: phone, saveDelayMs: DELAY_MS });
    await phoneSync.pull();
    phone.set(phone.get().filter(({ id }) => id !== 'b'));
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    phoneSync.stop();
    expect(ids(server.stored())).toEqual(['a']);

    const reloaded = memoryStore(
      [makeAutoPrompt('a'), makeAutoPrompt('b'), makeAutoPrompt('c')],
      laptopServerIds,
    );
    const reloadedSync = startAutoPromptSync({
      api: server.api,
      store: reloaded,
      saveDelayMs: DELAY_MS,
    });
    await reloadedSync.pull();
    expect(ids(reloaded.list())).toEqual(['a', 'c']);
    expect(ids(server.stored())).toEqual(['a', 'c']);
    expect([...reloaded.readServerIds()]).toEqual(['a', 'c']);
    reloadedSync.stop();
  });

  it('sends nothing back when the browser holds nothing new', async () => {
    const server = fakeServer([makeAutoPrompt('a')]);
    const store = memoryStore([]);
    const sync = startAutoPromptSync({ api: server.api, store, saveDelayMs: DELAY_MS });
    await sync.pull();
    expect(ids(store.list())).toEqual(['a']);
    expect(server.api.save).not.toHaveBeenCalled();
    sync.stop();
  });

  it('saves a burst of changes once, after the delay, as the whole list', async () => {
    const server = fakeServer([makeAutoPrompt('a')]);
    const store = memoryStore([]);
    const sync = startAutoPromptSync({ api: server.api, store, saveDelayMs: DELAY_MS });
    await sync.pull();

    store.set([makeAutoPrompt('b'), ...store.get()]);
    store.set(store.get().map((prompt) => ({ ...prompt, isActive: false })));
    await vi.advanceTimersByTimeAsync(DELAY_MS - 1);
    expect(server.api.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saved).toHaveLength(1);
    expect(server.stored().map(({ id, isActive }) => [id, isActive])).toEqual([
      ['b', false],
      ['a', false],
    ]);
    sync.stop();
  });

  it('reads the server’s list before sending a change made before that', async () => {
    const server = fakeServer([makeAutoPrompt('from-phone')]);
    server.setDown(true);
    const store = memoryStore([]);
    const sync = startAutoPromptSync({ api: server.api, store, saveDelayMs: DELAY_MS });
    await sync.pull();

    server.setDown(false);
    store.set([makeAutoPrompt('new-here')]);
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    expect(ids(server.stored())).toEqual(['new-here', 'from-phone']);
    expect(ids(store.list())).toEqual(['new-here', 'from-phone']);
    sync.stop();
  });

  it('keeps a change the server refused, and sends it with the next one', async () => {
    const server = fakeServer([makeAutoPrompt('a')]);
    const store = memoryStore([]);
    const sync = startAutoPromptSync({ api: server.api, store, saveDelayMs: DELAY_MS });
    await sync.pull();

    server.setDown(true);
    store.set(store.get().map((prompt) => ({ ...prompt, isActive: false })));
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    expect(server.stored()[0]?.isActive).toBe(true);

    // A pull meanwhile does not undo the pause the server has not taken yet.
    server.setDown(false);
    await sync.pull();
    expect(store.list()[0]?.isActive).toBe(false);
    store.set([...store.get(), makeAutoPrompt('b')]);
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    expect(server.stored().map(({ id, isActive }) => [id, isActive])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    sync.stop();
  });

  it('sends nothing once stopped (signed out)', async () => {
    const server = fakeServer([]);
    const store = memoryStore([]);
    const sync = startAutoPromptSync({ api: server.api, store, saveDelayMs: DELAY_MS });
    await sync.pull();
    store.set([makeAutoPrompt('a')]);
    sync.stop();
    await vi.advanceTimersByTimeAsync(DELAY_MS * 2);
    expect(server.api.save).not.toHaveBeenCalled();
  });
});
