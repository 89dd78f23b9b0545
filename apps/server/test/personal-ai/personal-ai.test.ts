import {
  type AutoPrompt,
  type ConversationPage,
  PERSONAL_AI_LIMITS,
  PERSONALITY_DEFAULTS,
  type PersonalAiProfile,
  type PersonalPreference,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { type Account, newAccount, send } from './personal-ai-client';

const preference = (overrides: Partial<PersonalPreference> = {}) => ({
  category: 'communication',
  preference: 'Explanation style',
  value: 'Short, with one example',
  ...overrides,
});

const autoPrompt = (overrides: Partial<AutoPrompt> = {}) => ({
  id: 'ap-1',
  name: 'Daily Check-in',
  prompt: 'What should I focus on today?',
  triggerType: 'time',
  triggerValue: '09:00',
  ...overrides,
});

describe.each(databases)('Personal AI endpoints ($kind)', (factory) => {
  let t: TestApp;

  const profileOf = async (account: Account) => {
    const response = await send(t.app, account, { method: 'GET', url: '/api/personal-ai/profile' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PersonalAiProfile>();
  };
  const savePreference = (account: Account | undefined, payload: object) =>
    send(t.app, account, { method: 'POST', url: '/api/personal-ai/preferences', payload });
  const deletePreference = (account: Account | undefined, id: string) =>
    send(t.app, account, {
      method: 'DELETE',
      url: `/api/personal-ai/preferences/${encodeURIComponent(id)}`,
    });

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses guests on every Personal AI call with 401', async () => {
    const calls = [
      { method: 'GET', url: '/api/personal-ai/profile' },
      { method: 'POST', url: '/api/personal-ai/personality', payload: { tone: 'friendly' } },
      { method: 'POST', url: '/api/personal-ai/preferences', payload: preference() },
      { method: 'DELETE', url: '/api/personal-ai/preferences/p1' },
      { method: 'POST', url: '/api/personal-ai/analyze-conversations' },
      { method: 'GET', url: '/api/personal-ai/auto-prompts' },
      { method: 'PUT', url: '/api/personal-ai/auto-prompts', payload: { autoPrompts: [] } },
    ] as const;
    for (const call of calls) {
      const response = await send(t.app, undefined, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('gives a new user an empty profile with the default personality', async () => {
    const ada = await newAccount(t.app);
    expect(await profileOf(ada)).toEqual({
      preferences: [],
      insights: [],
      learningProgress: [],
      personalitySettings: {
        style: 'balanced',
        verbosity: 'medium',
        expertise: 'adaptive',
        tone: 'professional',
      },
    });
  });

  it('saves the personality, filling the choices left out with the defaults, for that user only', async () => {
    const [ada, bob] = [await newAccount(t.app), await newAccount(t.app, 'Bob')];
    const saved = await send(t.app, ada, {
      method: 'POST',
      url: '/api/personal-ai/personality',
      payload: { verbosity: 'brief', tone: 'friendly' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...PERSONALITY_DEFAULTS, verbosity: 'brief', tone: 'friendly' };
    expect(saved.json()).toEqual({ success: true, personalitySettings: expected });
    expect((await profileOf(ada)).personalitySettings).toEqual(expected);
    expect((await profileOf(bob)).personalitySettings).toEqual(PERSONALITY_DEFAULTS);

    const changed = await send(t.app, ada, {
      method: 'POST',
      url: '/api/personal-ai/personality',
      payload: { style: 'analytical', verbosity: 'detailed', expertise: 'advanced' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profileOf(ada)).personalitySettings).toEqual({
      style: 'analytical',
      verbosity: 'detailed',
      expertise: 'advanced',
      tone: 'professional',
    });
  });

  it('refuses an unknown personality choice with 400 and keeps the saved one', async () => {
    const ada = await newAccount(t.app);
    const refused = await send(t.app, ada, {
      method: 'POST',
      url: '/api/personal-ai/personality',
      payload: { tone: 'sarcastic' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await profileOf(ada)).personalitySettings).toEqual(PERSONALITY_DEFAULTS);
  });

  it('adds a preference, stamping its id and date when the browser sends none', async () => {
    const ada = await newAccount(t.app);
    const before = Date.now();
    const saved = await savePreference(ada, preference());
    expect(saved.statusCode, saved.body).toBe(200);
    const { preference: stored } = saved.json<{ preference: PersonalPreference }>();
    expect(stored).toMatchObject(preference());
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(stored.dateAdded)).toBeGreaterThanOrEqual(before - 1000);
    expect((await profileOf(ada)).preferences).toEqual([stored]);
  });

  it('keeps the browser’s id and date, and changes the preference when the same id is saved again', async () => {
    const ada = await newAccount(t.app);
    const first = preference({ id: 'p-style', dateAdded: '2026-01-31T09:30:00.000Z' });
    expect((await savePreference(ada, first)).statusCode).toBe(200);
    const second = { ...first, value: 'Long, with many examples' };
    expect((await savePreference(ada, second)).json()).toEqual({
      success: true,
      preference: second,
    });
    expect((await profileOf(ada)).preferences).toEqual([second]);
  });

  it('refuses a blank name or value, an unknown category and an overlong value with 400', async () => {
    const ada = await newAccount(t.app);
    const invalid = [
      preference({ preference: '   ' }),
      preference({ value: '' }),
      { ...preference(), category: 'food' },
      preference({ value: 'x'.repeat(PERSONAL_AI_LIMITS.preferenceValueChars + 1) }),
      { ...preference(), dateAdded: 'yesterday' },
    ];
    for (const payload of invalid) {
      const response = await savePreference(ada, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await profileOf(ada)).preferences).toEqual([]);
  });

  it('deletes a preference once; the second time it is 404', async () => {
    const ada = await newAccount(t.app);
    await savePreference(ada, preference({ id: 'p-gone' }));
    const deleted = await deletePreference(ada, 'p-gone');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await deletePreference(ada, 'p-gone')).statusCode).toBe(404);
    expect((await profileOf(ada)).preferences).toEqual([]);
  });

  it('keeps preference ids per user: another user’s id is theirs to reuse, and 404 to delete', async () => {
    const [ada, bob] = [await newAccount(t.app), await newAccount(t.app, 'Bob')];
    const adas = preference({ id: 'shared-id', value: 'Ada wants short answers' });
    await savePreference(ada, adas);
    await savePreference(ada, preference({ id: 'only-ada', value: 'Ada alone' }));

    const bobs = await savePreference(
      bob,
      preference({ id: 'shared-id', value: 'Bob is thorough' }),
    );
    expect(bobs.statusCode).toBe(200);
    expect((await profileOf(bob)).preferences.map((p) => p.value)).toEqual(['Bob is thorough']);

    const refused = await deletePreference(bob, 'only-ada');
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Ada alone');
    expect((await deletePreference(bob, 'shared-id')).statusCode).toBe(200);

    expect((await profileOf(ada)).preferences.map((p) => p.value).sort()).toEqual([
      'Ada alone',
      'Ada wants short answers',
    ]);
  });

  it('keeps at most the preference limit under a parallel burst, and still lets one be changed', async () => {
    const ada = await newAccount(t.app);
    const limit = PERSONAL_AI_LIMITS.preferences;
    const burst = await Promise.all(
      Array.from({ length: limit + 10 }, (_, index) =>
        savePreference(ada, preference({ id: `p-${index}`, value: `Value ${index}` })),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 413)).toHaveLength(10);
    expect(burst.find((response) => response.statusCode === 413)?.json()).toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
    const kept = (await profileOf(ada)).preferences;
    expect(kept).toHaveLength(limit);

    // At the limit, an existing preference can still change, and a deletion makes room.
    const existing = kept[0]!;
    expect((await savePreference(ada, { ...existing, value: 'Changed' })).statusCode).toBe(200);
    expect((await savePreference(ada, preference({ id: 'one-more' }))).statusCode).toBe(413);
    await deletePreference(ada, existing.id);
    expect((await savePreference(ada, preference({ id: 'one-more' }))).statusCode).toBe(200);
  });

  it('stores the user’s auto prompts with their defaults and gives them back, to that user only', async () => {
    const [ada, bob] = [await newAccount(t.app), await newAccount(t.app, 'Bob')];
    const list = (account: Account) =>
      send(t.app, account, { method: 'GET', url: '/api/personal-ai/auto-prompts' });
    expect((await list(ada)).json()).toEqual({ autoPrompts: [] });

    const saved = await send(t.app, ada, {
      method: 'PUT',
      url: '/api/personal-ai/auto-prompts',
      payload: {
        autoPrompts: [
          autoPrompt(),
          autoPrompt({ id: 'ap-2', name: 'Break', triggerType: 'manual' }),
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      autoPrompts: [
        { ...autoPrompt(), isActive: true, executionCount: 0, lastTriggered: null },
        {
          ...autoPrompt({ id: 'ap-2', name: 'Break', triggerType: 'manual' }),
          isActive: true,
          executionCount: 0,
          lastTriggered: null,
        },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect((await list(ada)).json()).toEqual(expected);
    expect((await list(bob)).json()).toEqual({ autoPrompts: [] });

    // The browser's whole list replaces the stored one.
    await send(t.app, ada, {
      method: 'PUT',
      url: '/api/personal-ai/auto-prompts',
      payload: { autoPrompts: [] },
    });
    expect((await list(ada)).json()).toEqual({ autoPrompts: [] });
  });

  it('refuses an auto prompt list past its limits with 400', async () => {
    const ada = await newAccount(t.app);
    const invalid = [
      Array.from({ length: PERSONAL_AI_LIMITS.autoPrompts + 1 }, (_, index) =>
        autoPrompt({ id: `ap-${index}` }),
      ),
      [autoPrompt({ prompt: 'x'.repeat(PERSONAL_AI_LIMITS.autoPromptChars + 1) })],
      [autoPrompt({ name: ' ' })],
      [autoPrompt({ triggerType: 'interval', triggerValue: '0' })],
      [autoPrompt({ triggerType: 'time', triggerValue: '25:00' })],
    ];
    for (const autoPrompts of invalid) {
      const response = await send(t.app, ada, {
        method: 'PUT',
        url: '/api/personal-ai/auto-prompts',
        payload: { autoPrompts },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe.each(databases)('Personal AI storage quota ($kind)', (factory) => {
  const QUOTA_BYTES = 4_000;
  let t: TestApp;

  const usedBytes = async (account: Account) =>
    (
      await send(t.app, account, { method: 'GET', url: '/api/conversations' })
    ).json<ConversationPage>().usage.usedBytes;

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: { STORAGE_QUOTA_FREE_BYTES: String(QUOTA_BYTES) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts preferences and auto prompts against the storage quota, and frees them', async () => {
    const ada = await newAccount(t.app);
    const saved = await send(t.app, ada, {
      method: 'POST',
      url: '/api/personal-ai/preferences',
      payload: preference({ id: 'p1', dateAdded: '2026-01-31T09:30:00.000Z' }),
    });
    const stored = saved.json<{ preference: PersonalPreference }>().preference;
    const preferenceBytes = Buffer.byteLength(JSON.stringify(stored));
    expect(await usedBytes(ada)).toBe(preferenceBytes);

    const prompts = [autoPrompt({ prompt: 'p'.repeat(1_000) })];
    const put = await send(t.app, ada, {
      method: 'PUT',
      url: '/api/personal-ai/auto-prompts',
      payload: { autoPrompts: prompts },
    });
    const listBytes = Buffer.byteLength(
      JSON.stringify(put.json<{ autoPrompts: AutoPrompt[] }>().autoPrompts),
    );
    expect(await usedBytes(ada)).toBe(preferenceBytes + listBytes);

    // Past the quota: refused with 413, nothing changes.
    const tooBig = Array.from({ length: 4 }, (_, index) =>
      autoPrompt({ id: `ap-${index}`, prompt: 'p'.repeat(1_000) }),
    );
    const refused = await send(t.app, ada, {
      method: 'PUT',
      url: '/api/personal-ai/auto-prompts',
      payload: { autoPrompts: tooBig },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(refused.json<{ error: string }>().error).toContain('this change needs');
    expect(await usedBytes(ada)).toBe(preferenceBytes + listBytes);

    // Emptying the list and deleting the preference free everything.
    await send(t.app, ada, {
      method: 'PUT',
      url: '/api/personal-ai/auto-prompts',
      payload: { autoPrompts: [] },
    });
    await send(t.app, ada, { method: 'DELETE', url: '/api/personal-ai/preferences/p1' });
    expect(await usedBytes(ada)).toBe(0);
  });
});
